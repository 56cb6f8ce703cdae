import { renderToStaticMarkup } from "react-dom/server";
import { modelFamilies } from "~/features/models/model-pages";
import { CarDrawing } from "./car-drawing";
import { sideBox } from "./side-view";
import { carSpecs, visualModelOf } from "./visual-models";

/*
 * The static side views of the five families under public/images/models/, which the models API names
 * (`image`, `imageWithShadow`) and the models menu and the 404 page show. Each file is cropped to its
 * car, so a page that scales the pictures by the cars' sizes (SPEC §2.2) gets the proportions right.
 * Written by `npm run images`; a test checks the files are current. Build and test code only.
 */

/** Graphite: the menu's cars stand out on a light panel in every theme. */
const silhouettePaint = "#2b2d31";
/** Room left and right of the car for its mirror, lamps and shadow, in the side view's units. */
const margin = 6;

/** The SVG document of one family's side view. */
export function modelSilhouetteSvg(code: string, title: string): string {
  const model = visualModelOf(code);
  const length = carSpecs[model].length * sideBox.scale;
  const x = (sideBox.width - length) / 2 - margin;
  const width = length + 2 * margin;
  const box = `${x.toFixed(1)} 0 ${width.toFixed(1)} ${sideBox.height}`;
  const svg = (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox={box} width={width.toFixed(1)} height={sideBox.height}>
      <title>{title}</title>
      <CarDrawing model={model} view="side" paint={silhouettePaint} />
    </svg>
  );
  return `${renderToStaticMarkup(svg)}\n`;
}

/** Every file to write: public path → SVG document. */
export function modelSilhouetteFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const family of modelFamilies) {
    const svg = modelSilhouetteSvg(family.code, `${family.fullName}: вид сбоку`);
    files.set(`images/models/${family.code}.svg`, svg);
    files.set(`images/models/${family.code}-shadow.svg`, svg);
  }
  return files;
}
