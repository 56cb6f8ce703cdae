import { redirect } from "react-router";
import { pdfHref, pdfOfConfiguration } from "~/features/configurator/configurator.server";
import type { Route } from "./+types/configurator-pdf";

// «Скачать PDF» of the configurator (with or without JavaScript): the leads API makes the PDF of the
// configuration in the query (GET download/pdf/), and the browser is sent to the file it names.
export async function loader({ request, context }: Route.LoaderArgs) {
  const result = await pdfOfConfiguration(context, new URL(request.url).search, request.signal);
  if ("file" in result) return redirect(pdfHref(result.file), 303);
  const page = `<!doctype html><html lang="ru"><meta charset="utf-8"><title>PDF не получен</title><h1>PDF не получен</h1><p>${escapeHtml(result.error)}</p><p><a href="/configurator">Вернуться в конфигуратор</a></p></html>`;
  return new Response(page, { status: 502, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
