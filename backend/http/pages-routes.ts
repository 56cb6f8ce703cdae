import { searchMinLength } from "@contract/search";
import type { RequestHandler } from "express";
import { z } from "zod";
import type { Db } from "../db/client";
import { getPageMeta } from "../db/meta-queries";
import { searchSite } from "../db/search-queries";
import { toMoscowDay, type Clock } from "./clock";
import { HttpError } from "./http-error";
import { messages } from "./messages";
import { hasNoControlCharacters, parseQuery, positiveIntParam, querySchema, textParam } from "./query";
import { sendOk } from "./respond";

const maxPage = 100_000;
const maxPageSize = 100;
const maxQueryLength = 100;

const metaQuery = querySchema({ route: textParam("route", 300) });

// A missing q is as short as a query gets, so it reads the same message as "a".
const searchQuery = querySchema({
  q: z
    .string({ error: (issue) => (issue.input === undefined ? messages.searchTooShort : messages.singleValue("q")) })
    .transform((value) => value.trim())
    .refine((value) => value.length >= searchMinLength, messages.searchTooShort)
    .refine((value) => value.length <= maxQueryLength, messages.searchTooLong(maxQueryLength))
    .refine(hasNoControlCharacters, messages.controlCharacters("q")),
  page: positiveIntParam("page", maxPage).optional(),
  pageSize: positiveIntParam("pageSize", maxPageSize).optional(),
});

/** GET /v1/meta?route=…: title, description and Open Graph tags of a page, by path or route id. */
export function metaHandler(db: Db): RequestHandler {
  return async (req, res) => {
    const { route } = parseQuery(metaQuery, req);
    const meta = await getPageMeta(db, route);
    if (!meta) throw new HttpError(404, messages.pageMetaNotFound);
    sendOk(res, meta);
  };
}

/** GET /v1/search?q=…[&page=1][&pageSize=10]: models, pages, running offers and news whose texts contain the query. */
export function searchHandler(db: Db, now: Clock): RequestHandler {
  return async (req, res) => {
    const query = parseQuery(searchQuery, req);
    sendOk(res, await searchSite(db, query.q, query.page ?? 1, query.pageSize ?? 10, toMoscowDay(now())));
  };
}
