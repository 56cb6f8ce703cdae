import { renderToStaticMarkup } from "react-dom/server";
import { getModelContent } from "~/features/models/model-content";
import { modelFamilies } from "~/features/models/model-pages";
import { CarDrawing } from "~/features/visuals/car-drawing";
import { silhouetteImage, type SilhouetteImage } from "~/features/visuals/silhouette-image";
import { visualModelOf } from "~/features/visuals/visual-models";
import type { PaintHexes } from "./scene-jobs";

/*
 * The static side views of the five families under public/images/models/: `{code}.svg` in graphite,
 * which the models API names (`image`, `imageWithShadow`) and the models menu and the 404 page show,
 * and `{code}-side.svg` in the family's hero paint for the lists of models. Each file is cropped to
 * its car, so pages that scale the pictures by the cars' sizes (docs/product.md §2.2) keep the proportions.
 * Written by `npm run images`; a test checks the files are current. Build and test code only.
 */

/** Graphite: the menu's cars stand out on a light panel. */
const graphite = "#2b2d31";

/** The SVG document of one family's side view. */
function silhouetteSvg(code: string, image: SilhouetteImage, paint: string, title: string): string {
  const svg = (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`${image.x} 0 ${image.width} ${image.height}`}
      width={image.width}
      height={image.height}
    >
      <title>{title}</title>
      <CarDrawing model={visualModelOf(code)} view="side" paint={paint} />
    </svg>
  );
  return `${renderToStaticMarkup(svg)}\n`;
}

/** Every file to write: path under public/ → SVG document. */
export function modelSilhouetteFiles(paints: PaintHexes): Map<string, string> {
  const files = new Map<string, string>();
  for (const family of modelFamilies) {
    const title = `${family.fullName}: вид сбоку`;
    const graphiteImage = silhouetteImage(family.code, "graphite");
    const svg = silhouetteSvg(family.code, graphiteImage, graphite, title);
    files.set(graphiteImage.src.slice(1), svg);
    files.set(graphiteImage.src.slice(1).replace(/\.svg$/, "-shadow.svg"), svg);
    const heroPaint = getModelContent(family.code).heroPaint;
    const hex = paints[heroPaint]?.hex;
    if (!hex) throw new Error(`Unknown paint code "${heroPaint}" of ${family.code}`);
    const painted = silhouetteImage(family.code, "paint");
    files.set(painted.src.slice(1), silhouetteSvg(family.code, painted, hex, title));
  }
  return files;
}
