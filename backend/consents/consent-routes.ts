import type { RequestHandler } from "express";
import type { Db } from "../db/database";
import type { Clock } from "../http/clock";
import { HttpError } from "../http/http-error";
import { messages } from "../http/messages";
import { parseParams, parseQuery, querySchema, slugParam } from "../http/query";
import { sendOk } from "../http/respond";
import { getConsent, listConsents } from "./consent-queries";

const idParams = querySchema({ id: slugParam("id", 60) });
const noQuery = querySchema({});

/** GET /v1/consents: the consent versions in effect now (forms link them), and every version. */
export function consentListHandler(db: Db, now: Clock): RequestHandler {
  return async (req, res) => {
    parseQuery(noQuery, req);
    sendOk(res, await listConsents(db, now()));
  };
}

/** GET /v1/consents/{id}: one version with its whole text, however old (what a lead's visitor agreed to). */
export function consentHandler(db: Db): RequestHandler {
  return async (req, res) => {
    const { id } = parseParams(idParams, req);
    parseQuery(noQuery, req);
    const consent = await getConsent(db, id);
    if (!consent) throw new HttpError(404, messages.consentNotFound);
    sendOk(res, consent);
  };
}
