import { jsonLdText, type JsonLdThing } from "~/lib/structured-data";

/**
 * schema.org data for search engines. A data block is never executed, so the page's script policy
 * (nonces) does not apply to it; its text is escaped so no value can close the element.
 */
export function JsonLd({ data }: { data: JsonLdThing }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
