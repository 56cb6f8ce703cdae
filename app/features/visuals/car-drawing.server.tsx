import { renderToStaticMarkup } from "react-dom/server";
import { CarDrawing, carViewBox } from "./car-drawing";
import { parseCarDrawingPath } from "./car-drawing-path";

/**
 * The SVG file of `/car-drawings/{model}/{view}/{paint}.svg` (see carDrawingPath), or null for an
 * address that names no model, view or paint. Served by the web process (server/app.ts).
 */
export function renderCarDrawingFile(model: string, view: string, file: string): string | null {
  const drawing = parseCarDrawingPath(model, view, file);
  if (!drawing) return null;
  const box = carViewBox[drawing.view];
  const markup = renderToStaticMarkup(
    <svg xmlns="http://www.w3.org/2000/svg" viewBox={`0 0 ${box.width} ${box.height}`} width={box.width} height={box.height}>
      <CarDrawing model={drawing.model} view={drawing.view} paint={drawing.paint} />
    </svg>,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${markup}`;
}
