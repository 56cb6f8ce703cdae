import { z } from "zod";
import { complectationSchema } from "./catalogue";
import { modelSchema } from "./model";

// GET /configurator/json-data answers in the usual envelope, like every other call of the embedded
// backend: the site reads `data` (docs/product.md §7 says "used as is" of the original backend's plain JSON).

const hexColour = z.string().regex(/^#[0-9a-f]{6}$/);

/** A paint of a model; `price` is the surcharge in roubles (0 when the paint is included). */
export const exteriorColorSchema = z.object({
  id: z.number().int(),
  modelCode: z.string(),
  code: z.string(),
  name: z.string(),
  hex: hexColour,
  metallic: z.boolean(),
  price: z.number().int().nonnegative(),
});
export type ExteriorColor = z.infer<typeof exteriorColorSchema>;

/** An interior trim of a model; `price` is the surcharge in roubles. */
export const interiorColorSchema = z.object({
  id: z.number().int(),
  modelCode: z.string(),
  code: z.string(),
  name: z.string(),
  hex: hexColour,
  price: z.number().int().nonnegative(),
});
export type InteriorColor = z.infer<typeof interiorColorSchema>;

/** A category of equipment with its items, which packages name in `featureIds`. */
export const featureCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  features: z.array(z.object({ id: z.number().int(), name: z.string(), description: z.string() })),
});
export type FeatureCategory = z.infer<typeof featureCategorySchema>;

/** A category of technical figures with its items, which packages name in `specificationIds`. */
export const specificationCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  specifications: z.array(z.object({ id: z.number().int(), name: z.string(), value: z.string() })),
});
export type SpecificationCategory = z.infer<typeof specificationCategorySchema>;

/** A model of the menu plus the code the configurator knows it by (`g70-fl` for the G70). */
export const configuratorModelSchema = modelSchema.extend({ configuratorCode: z.string() });
export type ConfiguratorModel = z.infer<typeof configuratorModelSchema>;

/** Everything the configurator needs for all models (docs/product.md §3 "Configurator data"). */
export const configuratorDataSchema = z.object({
  colorExterior: z.array(exteriorColorSchema),
  colorInterior: z.array(interiorColorSchema),
  featureCategory: z.array(featureCategorySchema),
  model: z.array(configuratorModelSchema),
  package: z.array(complectationSchema),
  specificationCategory: z.array(specificationCategorySchema),
});
export type ConfiguratorData = z.infer<typeof configuratorDataSchema>;
