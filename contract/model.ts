import { z } from "zod";

/** Model codes of the menu (docs/product.md §3 table). The configurator knows the G70 as `g70-fl`. */
export { modelCodes, type ModelCode } from "./model-codes";

/** Model menu item (docs/product.md §3). `price` is the starting price in roubles, null while "price coming soon". */
export const modelSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  modelName: z.string(),
  href: z.string(),
  width: z.number().int().positive(),
  image: z.string(),
  imageWithShadow: z.string(),
  price: z.number().int().nullable(),
  priceComingSoon: z.boolean(),
  /**
   * While the price is coming: the lowest guide price of the model's packages, shown as «Ориентировочная
   * цена от …» (contract/model-price.ts `modelPriceOf`); null or absent when there is none.
   */
  guidePrice: z.number().int().nullable().optional(),
  configurator: z.string(),
});

export type Model = z.infer<typeof modelSchema>;
export const modelListSchema = z.array(modelSchema);
