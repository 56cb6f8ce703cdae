import { z } from "zod";
import { paginationSchema } from "./pagination";

/** News item (docs/product.md §3). `date` is text in the form 'YYYY-MM-DD HH:MM:SS'; `description` is HTML. */
export const newsItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
  metaTitle: z.string(),
  metaDescription: z.string(),
  preview_description: z.string(),
  preview_file: z.string(),
  /** What the preview picture shows, when it is one of the studio's library (an extension of the brand API). */
  preview_alt: z.string().optional(),
  additional_photos: z.array(z.string()).optional(),
  active: z.boolean(),
  description: z.string(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

export const newsListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type NewsListQuery = z.infer<typeof newsListQuerySchema>;

export const newsListSchema = z.object({
  items: z.array(newsItemSchema),
  pagination: paginationSchema,
});
export type NewsList = z.infer<typeof newsListSchema>;
