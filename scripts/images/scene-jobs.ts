import { conceptPages } from "~/features/future/future-content";
import { getModelContent } from "~/features/models/model-content";
import { modelFamilies } from "~/features/models/model-pages";
import { heroScenes as heroScenesOfModels, pageScenes } from "~/features/visuals/page-pictures";
import { conceptImageId, galleryImageId, type SceneKind } from "~/features/visuals/scene-ids";
import { visualModelOf, type CarView, type VisualModel } from "~/features/visuals/visual-models";

/**
 * One raster image the site needs: a car in a scene (drawn by scripts/generate-scene-images.mjs). `pages`: a
 * page's own picture (page-pictures.ts), listed in the page manifest and drawn at two widths.
 */
export type SceneJob = { id: string; scene: SceneKind; model: VisualModel; view: CarView; paint: string; pages?: true };

/** Paint hexes by exterior paint code (backend/catalogue/content/colours.ts `exteriorPaints` at build time). */
export type PaintHexes = Readonly<Record<string, { hex: string }>>;

/** Models with a hero image: the families of the menu, plus the long-wheelbase G90 of its own page. */
type HeroModel = Exclude<VisualModel, "genesis-x" | "mint">;

// Heroes alternate between the evening road and the city so the home slider does not repeat itself (page-pictures.ts
// keeps the list, for the offers that show a model's hero with words for its scene).
const heroScenes: Record<HeroModel, SceneKind> = heroScenesOfModels;

// The concepts are not in the configurator: they are drawn in the paint of their own page's picture.
const conceptScenes: Record<"genesis-x" | "mint", SceneKind> = { "genesis-x": "road", mint: "studio" };

/**
 * Every scene image of the site, from the model content (hero paints, gallery frames) and the paint
 * hexes. Build-time only: it reads the content copy, so keep it out of browser code.
 */
export function buildSceneJobs(paints: PaintHexes): SceneJob[] {
  const hexOf = (code: string, where: string) => {
    const paint = paints[code];
    if (!paint) throw new Error(`Unknown paint code "${code}" in ${where}`);
    return paint.hex;
  };
  const heroes = modelFamilies.flatMap((family) => {
    const content = getModelContent(family.code);
    const model = visualModelOf(family.code) as HeroModel;
    const paint = hexOf(content.heroPaint, `${family.code} heroPaint`);
    const models: HeroModel[] = model === "g90" ? ["g90", "g90l"] : [model];
    return models.map((m): SceneJob => ({ id: `hero-${m}`, scene: heroScenes[m], model: m, view: "three-quarter", paint }));
  });
  const conceptJobs = conceptPages.flatMap((page): SceneJob[] => {
    const picture = page.picture;
    if (!picture || (picture.code !== "genesis-x" && picture.code !== "mint")) return [];
    return [
      {
        id: conceptImageId(picture.code),
        scene: conceptScenes[picture.code],
        model: picture.code,
        view: "three-quarter",
        paint: picture.paint,
      },
    ];
  });
  const frames = modelFamilies.flatMap((family) =>
    getModelContent(family.code).gallery.frames.map((frame, index): SceneJob => ({
      id: galleryImageId(family.code, index, frame.scene),
      scene: frame.scene,
      model: visualModelOf(family.code),
      view: frame.view,
      paint: hexOf(frame.paint, `${family.code} gallery frame ${index + 1}`),
    })),
  );
  const pageJobs = pageScenes.map((scene): SceneJob => ({
    id: scene.id,
    scene: scene.scene,
    model: scene.model,
    view: scene.view,
    paint: hexOf(scene.paint, `page picture ${scene.id}`),
    pages: true,
  }));
  return [...heroes, ...conceptJobs, ...frames, ...pageJobs];
}
