import type { RequestHandler } from "express";
import { findModelCode, getComplectations, getFeature, getSpecification } from "./catalogue-queries";
import type { Db } from "../db/database";
import { getConfiguratorData } from "./configurator-queries";
import { HttpError } from "../http/http-error";
import { messages } from "../http/messages";
import { booleanParam, idParam, parseParams, parseQuery, querySchema, textParam } from "../http/query";
import { sendOk } from "../http/respond";

const complectationQuery = querySchema({
  modelCode: textParam("modelCode", 50),
  withG90l: booleanParam("withG90l").optional(),
});
const idParams = querySchema({ id: idParam("id") });
const noQuery = querySchema({});

/** GET /v1/complectation?modelCode=…[&withG90l=1]: the packages of a model, G90 L ones on request. */
export function complectationHandler(db: Db): RequestHandler {
  return async (req, res) => {
    const query = parseQuery(complectationQuery, req);
    const modelCode = await findModelCode(db, query.modelCode);
    if (!modelCode) throw new HttpError(404, messages.modelNotFound);
    sendOk(res, await getComplectations(db, modelCode, query.withG90l ?? false));
  };
}

/** GET /v1/feature/{id}: one item of equipment with its category. */
export function featureHandler(db: Db): RequestHandler {
  return async (req, res) => {
    const { id } = parseParams(idParams, req);
    parseQuery(noQuery, req);
    const feature = await getFeature(db, id);
    if (!feature) throw new HttpError(404, messages.featureNotFound);
    sendOk(res, feature);
  };
}

/** GET /v1/specification/{id}: one technical figure with its category. */
export function specificationHandler(db: Db): RequestHandler {
  return async (req, res) => {
    const { id } = parseParams(idParams, req);
    parseQuery(noQuery, req);
    const specification = await getSpecification(db, id);
    if (!specification) throw new HttpError(404, messages.specificationNotFound);
    sendOk(res, specification);
  };
}

/** GET /configurator/json-data: paints, trims, equipment, models, packages and figures of all models. */
export function configuratorDataHandler(db: Db): RequestHandler {
  return async (req, res) => {
    parseQuery(noQuery, req);
    sendOk(res, await getConfiguratorData(db));
  };
}
