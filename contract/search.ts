import { z } from "zod";
import { paginationSchema } from "./pagination";

/** Shortest query GET /v1/search accepts, after trimming spaces. */
export const searchMinLength = 2;

/** What a search hit is: a model, a page of the site, a running special offer, or a news item. */
export const searchResultTypes = ["model", "page", "offer", "news"] as const;
export type SearchResultType = (typeof searchResultTypes)[number];

/** One hit of GET /v1/search?q=…&page=…&pageSize=…; `href` is a path of the site. */
export const searchResultSchema = z.object({
  type: z.enum(searchResultTypes),
  title: z.string(),
  description: z.string(),
  href: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** A page of search hits: models, pages, special offers, then news (newest first); title hits first in each. */
export const searchPageSchema = z.object({
  items: z.array(searchResultSchema),
  pagination: paginationSchema,
});
export type SearchPage = z.infer<typeof searchPageSchema>;
