import type { RequestHandler } from "express";
import type { Db } from "../db/database";
import { cityExists, getCities, getCreditPrograms, getDealers } from "./directory-queries";
import { HttpError } from "../http/http-error";
import { messages } from "../http/messages";
import { booleanParam, idParam, parseQuery, querySchema } from "../http/query";
import { sendOk } from "../http/respond";

const filters = {
  certified: booleanParam("certified").optional(),
  testDrive: booleanParam("testDrive").optional(),
};
const cityQuery = querySchema(filters);
const dealerQuery = querySchema({ city_id: idParam("city_id"), ...filters });
const noQuery = querySchema({});

/** GET /v1/credit-program: every credit program with its terms, active or not. */
export function creditProgramHandler(db: Db): RequestHandler {
  return async (req, res) => {
    parseQuery(noQuery, req);
    sendOk(res, await getCreditPrograms(db));
  };
}

/** GET /v1/city[?certified=1][&testDrive=1]: cities, narrowed to those with a matching dealer. */
export function cityHandler(db: Db): RequestHandler {
  return async (req, res) => {
    const query = parseQuery(cityQuery, req);
    sendOk(res, await getCities(db, { certified: query.certified ?? false, testDrive: query.testDrive ?? false }));
  };
}

/** GET /v1/dealer?city_id=…[&certified=1][&testDrive=1]: dealers and service centres of a city. */
export function dealerHandler(db: Db): RequestHandler {
  return async (req, res) => {
    const query = parseQuery(dealerQuery, req);
    // An empty list would read as "no dealers here"; an unknown city is the caller's mistake.
    if (!(await cityExists(db, query.city_id))) throw new HttpError(404, messages.cityNotFound);
    const found = await getDealers(db, query.city_id, {
      certified: query.certified ?? false,
      testDrive: query.testDrive ?? false,
    });
    sendOk(res, found);
  };
}
