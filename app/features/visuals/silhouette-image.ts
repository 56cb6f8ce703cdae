import { sideBox } from "./view-boxes";
import { carSpecs, visualModelOf } from "./visual-models";

/** Room left and right of the car for its mirror, lamps and shadow, in the side view's units. */
const silhouetteMargin = 6;

/** A static side view of a family (public/images/models/, `npm run images`): its address, crop and size. */
export type SilhouetteImage = { src: string; x: number; width: number; height: number };

/**
 * The side view of a family as a file cropped to its car: `{code}.svg` in graphite (the models menu,
 * the 404 page) or `{code}-side.svg` in the family's own paint (lists of models).
 */
export function silhouetteImage(code: string, variant: "graphite" | "paint"): SilhouetteImage {
  const length = carSpecs[visualModelOf(code)].length * sideBox.scale;
  const width = Math.round((length + 2 * silhouetteMargin) * 10) / 10;
  return {
    src: `/images/models/${code}${variant === "paint" ? "-side" : ""}.svg`,
    x: Math.round(((sideBox.width - length) / 2 - silhouetteMargin) * 10) / 10,
    width,
    height: sideBox.height,
  };
}
