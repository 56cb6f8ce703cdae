import type { RequestHandler } from "express";
import type { Db } from "../db/database";
import { HttpError } from "../http/http-error";
import { messages } from "../http/messages";
import { parseQuery, querySchema, textParam } from "../http/query";
import { sendOk } from "../http/respond";
import { getPageMeta } from "./meta-queries";

const metaQuery = querySchema({ route: textParam("route", 300) });

/** GET /v1/meta?route=…: title, description and Open Graph tags of a page, by path or route id. */
export function metaHandler(db: Db): RequestHandler {
  return async (req, res) => {
    const { route } = parseQuery(metaQuery, req);
    const meta = await getPageMeta(db, route);
    if (!meta) throw new HttpError(404, messages.pageMetaNotFound);
    sendOk(res, meta);
  };
}
