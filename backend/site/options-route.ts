import type { RequestHandler } from "express";
import type { Db } from "../db/database";
import { getOptions } from "./options-queries";
import { flagParam, parseQuery, querySchema } from "../http/query";
import { sendOk } from "../http/respond";

const optionsQuery = querySchema({ dealer: flagParam("dealer").optional() });

/** GET /v1/options: general options, or the dealer's with `?dealer=1` (the site merges both). */
export function optionsHandler(db: Db): RequestHandler {
  return async (req, res) => {
    const query = parseQuery(optionsQuery, req);
    sendOk(res, await getOptions(db, query.dealer ? "dealer" : "general"));
  };
}
