import { renderToStaticMarkup } from "react-dom/server";
import { stockPhotoViews, type StockPhotoView } from "@contract/stock";
import { StockCarDrawing } from "~/features/stock/stock-car-drawing";
import type { Route } from "./+types/stock-photo";

/**
 * A picture of a car of the embedded feeds (`/stock-photos/{model}/{view}/{paint}.svg`): the site's
 * own drawing of the model in the car's paint, from one of three angles. A vector file, so one
 * address is sharp at every width; cached for a day, since it depends on its address only.
 */
export function loader({ params }: Route.LoaderArgs) {
  const view = stockPhotoViews.find((v) => v === params.view);
  const paint = /^[0-9a-f]{6}$/.test(params.paint) ? `#${params.paint}` : null;
  const svg = view && paint ? renderPhoto(params.model, view, paint) : null;
  if (!svg) return new Response("Изображение не найдено", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(svg, {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "public, max-age=86400", "X-Content-Type-Options": "nosniff" },
  });
}

function renderPhoto(model: string, view: StockPhotoView, paint: string): string | null {
  const markup = renderToStaticMarkup(<StockCarDrawing model={model} view={view} paint={paint} />);
  return markup ? `<?xml version="1.0" encoding="UTF-8"?>\n${markup.replace("<svg", '<svg xmlns="http://www.w3.org/2000/svg"')}` : null;
}
