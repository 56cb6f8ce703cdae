import { peopleMessages } from "@contract/people";
import type { RequestHandler } from "express";
import type { Db } from "../db/database";
import { goneWorker } from "../content/worker-content";
import { HttpError } from "../http/http-error";
import { messages } from "../http/messages";
import { parseParams, parseQuery, querySchema, slugParam } from "../http/query";
import { sendOk } from "../http/respond";
import { getVacancies, getWorker, getWorkers } from "./people-queries";

const noQuery = querySchema({});
const slugParams = querySchema({ slug: slugParam("slug", 100) });

/** GET /v1/vacancies: the open positions, in the order the page shows them. */
export function vacancyListHandler(db: Db): RequestHandler {
  return async (req, res) => {
    parseQuery(noQuery, req);
    sendOk(res, { items: await getVacancies(db) });
  };
}

/** GET /v1/workers: the team, in the order the pages show them. */
export function workerListHandler(db: Db): RequestHandler {
  return async (req, res) => {
    parseQuery(noQuery, req);
    sendOk(res, { items: await getWorkers(db) });
  };
}

/** GET /v1/workers/{slug}: one member of the team; 410 when staff took them off the site. */
export function workerHandler(db: Db): RequestHandler {
  return async (req, res) => {
    const { slug } = parseParams(slugParams, req);
    parseQuery(noQuery, req);
    const worker = await getWorker(db, slug);
    if (worker) {
      sendOk(res, worker);
      return;
    }
    if (await goneWorker(db, slug)) {
      res
        .status(410)
        .set("Cache-Control", "public, max-age=60")
        .json({ success: false, data: { redirect: null }, message: peopleMessages.workerGone });
      return;
    }
    throw new HttpError(404, messages.workerNotFound);
  };
}
