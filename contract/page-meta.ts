import { z } from "zod";

/**
 * Meta tags of a page (GET /v1/meta?route=…, `route` being a path such as `/brand.html` or a route id
 * such as `brand`). Dynamic pages answer with their pattern's row (`route: "/news/:code.html"`).
 * `title` is complete: the site shows it as is. `ogImage` is a path on the site.
 */
export const pageMetaSchema = z.object({
  route: z.string(),
  routeId: z.string(),
  title: z.string(),
  description: z.string(),
  ogTitle: z.string(),
  ogDescription: z.string(),
  ogImage: z.string(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;
