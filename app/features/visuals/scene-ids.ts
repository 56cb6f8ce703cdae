import type { ModelCode } from "@contract/model";
import { visualModelOf } from "./visual-models";

/* Ids of the raster scene pictures (scripts/images/scene-jobs.ts, npm run images): pure, so pages can name their pictures. */

/** The scenes a car is pictured in (drawn by scripts/images/scenes.tsx). */
export const sceneKinds = ["studio", "city-night", "road", "workshop", "showroom", "desk"] as const;
export type SceneKind = (typeof sceneKinds)[number];

/** Id of a model's hero image (home slider, model home page) by family code: `g80-new` → `hero-g80`, `g90l` → `hero-g90l`. */
export function heroImageId(code: ModelCode | "g90l"): string {
  return `hero-${visualModelOf(code)}`;
}

/** Id of a gallery frame's image: `{family code}-{1-based position}-{scene}`, e.g. `g80-new-3-city-night`. */
export function galleryImageId(code: ModelCode, index: number, scene: SceneKind): string {
  return `${code}-${index + 1}-${scene}`;
}

/** Id of a concept car's image: `concept-genesis-x`, `concept-mint`. */
export function conceptImageId(model: "genesis-x" | "mint"): string {
  return `concept-${model}`;
}
