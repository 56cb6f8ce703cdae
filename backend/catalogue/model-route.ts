import type { RequestHandler } from "express";
import type { Db } from "../db/database";
import { getModels } from "./model-queries";
import { parseQuery, querySchema } from "../http/query";
import { sendOk } from "../http/respond";

const modelQuery = querySchema({});

/** GET /v1/model: the five models of the menu, in menu order. */
export function modelHandler(db: Db): RequestHandler {
  return async (req, res) => {
    parseQuery(modelQuery, req);
    sendOk(res, await getModels(db));
  };
}
