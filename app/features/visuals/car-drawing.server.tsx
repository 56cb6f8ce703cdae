import { renderToStaticMarkup } from "react-dom/server";
import { CarDrawing, carViewBox } from "./car-drawing";
import { carDrawingViews, defaultCarPaint, parseCarDrawingPath } from "./car-drawing-path";
import { paintedSvg } from "./painted-svg.server";
import { visualModels } from "./visual-models";

/** One address per model and view, in the default paint: drawing them renders each drawing of the site once. */
export const carDrawingKinds = visualModels.flatMap((model) =>
  carDrawingViews.map((view) => [model, view, `${defaultCarPaint.slice(1)}.svg`] as const),
);

/**
 * The SVG file of `/car-drawings/{model}/{view}/{paint}.svg` (see carDrawingPath), or null for an
 * address that names no model, view or paint. Served by the web process (server/app.ts).
 */
export function renderCarDrawingFile(model: string, view: string, file: string): string | null {
  const drawing = parseCarDrawingPath(model, view, file);
  if (!drawing) return null;
  const box = carViewBox[drawing.view];
  return paintedSvg(`car/${drawing.model}/${drawing.view}`, drawing.paint, (paint) => {
    const markup = renderToStaticMarkup(
      <svg xmlns="http://www.w3.org/2000/svg" viewBox={`0 0 ${box.width} ${box.height}`} width={box.width} height={box.height}>
        <CarDrawing model={drawing.model} view={drawing.view} paint={paint} />
      </svg>,
    );
    return `<?xml version="1.0" encoding="UTF-8"?>\n${markup}`;
  });
}
