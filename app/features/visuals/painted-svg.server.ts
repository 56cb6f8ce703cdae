/** Stands for the paint while a drawing is rendered: no SVG the site draws contains it otherwise. */
const PAINT_MARK = "paint-mark";

const drawings = new Map<string, string[]>();

/**
 * An SVG drawing in one paint, from the drawing rendered once per `key` with a mark where the paint
 * goes: the paint is only ever a fill, so a new paint is a join of strings (hundredths of a
 * millisecond) instead of a React render of some hundred paths (1–4 ms on the server's only
 * thread, during which a page's fonts and styles wait). `key` names the model and view and must come
 * from a bounded set (validated, never an unchecked address), since every key is kept for good.
 */
export function paintedSvg(key: string, paint: string, render: (paint: string) => string): string {
  let parts = drawings.get(key);
  if (!parts) {
    parts = render(PAINT_MARK).split(PAINT_MARK);
    drawings.set(key, parts);
  }
  return parts.join(paint);
}
