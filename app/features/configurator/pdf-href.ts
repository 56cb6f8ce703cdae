import { browserServiceBases } from "~/lib/api-client";

/** Where the browser fetches a PDF the leads API made: the configurator's download, the staff's link. */
export function pdfHref(file: string): string {
  return `${browserServiceBases.leads}/download/pdf/${encodeURIComponent(file)}`;
}
