import { z } from "zod";

export const modelCodes = ["g70-fl", "gv70", "g80-new", "gv80", "g90"] as const;

/** Model menu item (SPEC §3). `price` is the starting price in roubles, null while "price coming soon". */
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
  configurator: z.string(),
});

export type Model = z.infer<typeof modelSchema>;
export const modelListSchema = z.array(modelSchema);
