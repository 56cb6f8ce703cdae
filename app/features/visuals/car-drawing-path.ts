import { visualModels, type CarView, type VisualModel } from "./visual-models";

/** The views a drawing is served in. */
export const carDrawingViews: readonly CarView[] = ["side", "three-quarter"];

/** The paint a drawing without a usable colour is shown in (graphite). */
export const defaultCarPaint = "#2b2d31";

/** A paint as the drawing's address carries it: six lower-case hex digits, `#abc` widened, else the default. */
export function paintCode(colour: string | undefined): string {
  const hex = (colour ?? "").trim().replace(/^#/, "").toLowerCase();
  if (/^[0-9a-f]{6}$/.test(hex)) return hex;
  if (/^[0-9a-f]{3}$/.test(hex)) return [...hex].map((digit) => digit + digit).join("");
  return defaultCarPaint.slice(1);
}

/**
 * Address of the site's own drawing of a model from one view in a paint (`/car-drawings/g70/side/7a1c22.svg`):
 * a file the browser fetches and keeps, instead of some 60 KB of SVG in every page that shows a car.
 */
export function carDrawingPath(model: VisualModel, view: CarView, colour: string | undefined): string {
  return `/car-drawings/${model}/${view}/${paintCode(colour)}.svg`;
}

/** The model, view and paint an address names, or null (a model or view the site does not draw). */
export function parseCarDrawingPath(
  model: string,
  view: string,
  file: string,
): { model: VisualModel; view: CarView; paint: string } | null {
  const knownModel = visualModels.find((m) => m === model);
  const knownView = carDrawingViews.find((v) => v === view);
  const paint = /^([0-9a-f]{6})\.svg$/.exec(file)?.[1];
  return knownModel && knownView && paint ? { model: knownModel, view: knownView, paint: `#${paint}` } : null;
}
