import { z } from "zod";
import { paginationSchema } from "./pagination";

/** Shortest query GET /v1/search accepts, after trimming spaces. */
export const searchMinLength = 2;

/** Longest query GET /v1/search accepts, after trimming spaces. */
export const searchMaxLength = 100;

/** What a search hit is: a model, a page of the site, a service page, a running special offer, a car in stock, or a news item. */
export const searchResultTypes = ["model", "page", "service", "offer", "car", "news"] as const;
export type SearchResultType = (typeof searchResultTypes)[number];

/** A piece of a text, marked when it matched the query. */
export const searchSegmentSchema = z.object({ text: z.string(), hit: z.boolean() });
export type SearchSegment = z.infer<typeof searchSegmentSchema>;

/** One hit of GET /v1/search?q=…&page=…&pageSize=…; `href` is a path of the site. */
export const searchResultSchema = z.object({
  type: z.enum(searchResultTypes),
  title: z.string(),
  description: z.string(),
  href: z.string(),
  /** The section of the site it belongs to («Модели», «Новости»…); optional for other implementations of the API. */
  section: z.string().optional(),
  /** The title and a passage of the text around the match, cut into segments with the matched words marked. */
  highlight: z.object({ title: z.array(searchSegmentSchema), snippet: z.array(searchSegmentSchema) }).optional(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** A page of search hits: models, pages, special offers, cars, then news (newest first); title hits first in each. */
export const searchPageSchema = z.object({
  items: z.array(searchResultSchema),
  pagination: paginationSchema,
});
export type SearchPage = z.infer<typeof searchPageSchema>;

/**
 * A page of the site as the web process hands it to the search index when it starts: its address,
 * title, description, full text and section; `type` "news" for the bundled articles.
 */
export type SiteSearchDocument = {
  path: string;
  title: string;
  description: string;
  text: string;
  section: string;
  type: "page" | "news";
};
