import express from "express";
import type { ErrorRequestHandler, RequestHandler } from "express";
import type { Db } from "../db/client";
import { HttpError } from "./http-error";
import { messages } from "./messages";
import { modelHandler } from "./model-route";
import { newsHandler } from "./news-route";
import { optionsHandler } from "./options-route";
import { sendFail } from "./respond";

/** The embedded dealer backend's /v1 API; mount it wherever the site expects the dealer backend. */
export function createBackendRouter({ db }: { db: Db }): express.Router {
  const router = express.Router();
  router.route("/v1/options").get(optionsHandler(db)).all(methodNotAllowed("GET"));
  router.route("/v1/model").get(modelHandler(db)).all(methodNotAllowed("GET"));
  router.route("/v1/news").get(newsHandler(db)).all(methodNotAllowed("GET"));
  router.use("/v1", unknownEndpoint);
  router.use(errorHandler);
  return router;
}

function methodNotAllowed(allow: string): RequestHandler {
  return (_req, res) => {
    res.set("Allow", allow);
    sendFail(res, 405, messages.methodNotAllowed);
  };
}

const unknownEndpoint: RequestHandler = (_req, res) => sendFail(res, 404, messages.unknownEndpoint);

/** Answers every error with an envelope; only unexpected ones are logged, never sent with a stack. */
export const errorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  if (error instanceof HttpError) {
    sendFail(res, error.status, error.message);
    return;
  }
  console.error(`[backend] ${req.method} ${req.originalUrl} failed:`, error);
  sendFail(res, 500, messages.internalError);
};
