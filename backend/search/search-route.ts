import { searchMaxLength, searchMinLength, type SearchPage } from "@contract/search";
import type { RequestHandler } from "express";
import { z } from "zod";
import { readContentVersion } from "../db/content-versions";
import type { Db } from "../db/database";
import { toMoscowDay, type Clock } from "../http/clock";
import { messages } from "../http/messages";
import { hasNoControlCharacters, parseQuery, positiveIntParam, querySchema } from "../http/query";
import { sendOk } from "../http/respond";
import { createAnswerCache, type AnswerCache } from "./search-cache";
import { searchSite } from "./search-queries";
import { searchTerms } from "./search-text";

const maxPage = 100_000;
// A page is what one screen shows; bigger pages only make each uncached query dearer.
const maxPageSize = 50;

// A missing q is as short as a query gets, so it reads the same message as "a". Two characters stay
// enough: model names are short («G7» on the way to «G70»), and Russian words that short are mostly
// stop words, which find nothing without costing a scan.
const searchQuery = querySchema({
  q: z
    .string({ error: (issue) => (issue.input === undefined ? messages.searchTooShort : messages.singleValue("q")) })
    .transform((value) => value.trim())
    .refine((value) => value.length >= searchMinLength, messages.searchTooShort)
    .refine((value) => value.length <= searchMaxLength, messages.searchTooLong(searchMaxLength))
    .refine(hasNoControlCharacters, messages.controlCharacters("q")),
  page: positiveIntParam("page", maxPage).optional(),
  pageSize: positiveIntParam("pageSize", maxPageSize).optional(),
});

/** A process's cache of search answers: a minute, a few hundred queries. */
export function createSearchCache(): AnswerCache<SearchPage> {
  return createAnswerCache({ maxEntries: 500, ttlMs: 60_000 });
}

/**
 * The content's version, read at most once a second: a search answered from the cache then costs no query,
 * and a publish is searched afresh within a second (the studio promises ten).
 */
function recentContentVersion(db: Db): () => Promise<string> {
  let last: { at: number; version: Promise<string> } | null = null;
  return () => {
    const now = Date.now();
    if (!last || now - last.at >= 1000) {
      const version = readContentVersion(db);
      // A failed read is not kept: the next search asks the database again.
      version.catch(() => (last = null));
      last = { at: now, version };
    }
    return last.version;
  };
}

/**
 * GET /v1/search?q=…[&page=1][&pageSize=10]: models, pages, running offers and news whose texts hold
 * every word of the query (as a word prefix). Answers are cached per words, page, Moscow day and the
 * content's version, so what the studio publishes is found at once, not a minute later.
 */
export function searchHandler(
  db: Db,
  now: Clock,
  cache = createSearchCache(),
  contentVersion: () => Promise<string> = recentContentVersion(db),
): RequestHandler {
  return async (req, res) => {
    const query = parseQuery(searchQuery, req);
    const terms = searchTerms(query.q);
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 10;
    // The day is in the key: offers start and end at Moscow midnight.
    const day = toMoscowDay(now());
    const key = JSON.stringify([day, await contentVersion(), terms, page, pageSize]);
    sendOk(res, await cache.get(key, () => searchSite(db, terms, page, pageSize, day)));
  };
}
