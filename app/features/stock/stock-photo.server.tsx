import { renderToStaticMarkup } from "react-dom/server";
import { stockPhotoViews } from "@contract/stock";
import { modelFamilies } from "~/features/models/model-pages";
import { defaultCarPaint } from "~/features/visuals/car-drawing-path";
import { paintedSvg } from "~/features/visuals/painted-svg.server";
import { drawsStockModel, StockCarDrawing } from "./stock-car-drawing";

/** A drawn picture's answer: the SVG, or null for an address that names no model, angle or paint. */
export type StockPhoto = { svg: string } | null;

/** One address per model and angle, in the default paint: drawing them renders each kind of picture once. */
export const stockPhotoKinds = modelFamilies.flatMap((family) =>
  stockPhotoViews.map((view) => [family.code, view, `${defaultCarPaint.slice(1)}.svg`] as const),
);

/**
 * A picture of a car of the embedded feeds (`/stock-photos/{model}/{view}/{paint}.svg`): the site's
 * own drawing of the model in the car's paint, from one of three angles. Served by the web process
 * (server/app.ts) rather than the route table, which lists the spec's pages.
 */
export function renderStockPhoto(model: string, view: string, file: string): StockPhoto {
  const angle = stockPhotoViews.find((v) => v === view);
  const paint = /^([0-9a-f]{6})\.svg$/.exec(file)?.[1];
  if (!angle || !paint || !drawsStockModel(model)) return null;
  const svg = paintedSvg(`stock/${model}/${angle}`, `#${paint}`, (mark) => {
    const markup = renderToStaticMarkup(<StockCarDrawing model={model} view={angle} paint={mark} />);
    return `<?xml version="1.0" encoding="UTF-8"?>\n${markup.replace("<svg", '<svg xmlns="http://www.w3.org/2000/svg"')}`;
  });
  return { svg };
}
