import type { ModelCode } from "@contract/model";
import type { Section } from "~/components/content/sections";
import type { SceneKind } from "~/features/visuals/scene-ids";

/** One engine version of a model, as the price list and key figures read it. */
export type ModelEngine = {
  id: string;
  /** Short name as the brand writes it: "2.5T", "3.0D". */
  name: string;
  fuel: "Бензин" | "Дизель";
  powerHp: number;
  torqueNm: number;
  /** 0–100 км/ч in seconds. */
  accelerationS: number;
  drive: "Полный привод" | "Задний привод";
  transmission: string;
};

/**
 * One frame of the gallery: an illustrated scene with the car in one of the model's paints. `paint` is
 * an exterior paint code of the content API (GET /configurator/json-data, colorExterior.code); the
 * paint's name and colour come from the API.
 */
export type GalleryFrame = {
  title: string;
  caption: string;
  scene: SceneKind;
  view: "side" | "three-quarter";
  paint: string;
};

/** Copy of one model subpage: meta, lead under the <h1> and the page's content blocks. */
export type ModelSubpageContent = {
  /** The page's <h1> when it should differ from its menu title ("Genesis G90 L" for "G90 L"). */
  heading?: string;
  metaTitle: string;
  metaDescription: string;
  lead: string;
  sections: readonly Section[];
};

/** Everything the site says about one model family; one module per family in this folder. */
export type ModelContent = {
  code: ModelCode;
  /** The size the models menu scales pictures by (docs/product.md §3 table), in mm. */
  widthMm: number;
  /** Paint of the model's pictures outside the gallery: an exterior paint code of the content API. */
  heroPaint: string;
  home: ModelSubpageContent & {
    heroTitle: string;
    heroSubtitle: string;
  };
  engines: readonly ModelEngine[];
  design: ModelSubpageContent;
  safety: ModelSubpageContent;
  /** Technology page (G70, GV70, G80, GV80). */
  technology?: ModelSubpageContent;
  /** Comfort page (G90). */
  comfort?: ModelSubpageContent;
  performance: ModelSubpageContent;
  gallery: Omit<ModelSubpageContent, "sections"> & { frames: readonly GalleryFrame[] };
  /** Price page, where the family has one (G70, G90). */
  price?: Omit<ModelSubpageContent, "sections"> & { sections?: readonly Section[] };
  /** Long-wheelbase page (G90 L). */
  long?: ModelSubpageContent;
};
