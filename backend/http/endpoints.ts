import type express from "express";
import type { RequestHandler } from "express";
import { readBody, type BodyOptions } from "./body";
import { messages } from "./messages";
import { sendFail } from "./respond";

/** Registers a path's one method on a router; any other method of the path answers 405 with Allow. */
export type Endpoints = {
  /** A read: its handler parses the query with `parseQuery`. */
  get(path: string, handler: RequestHandler): void;
  /**
   * A write: the body (JSON, URL-encoded or multipart text fields, `limitBytes` at most) is read into
   * `req.body` before the handler runs, which validates it with `parseBody` and a schema.
   */
  post(path: string, handler: RequestHandler, body?: BodyOptions): void;
  /** A write whose handler reads the body itself (an upload of a file, which `readBody` refuses). */
  upload(path: string, handler: RequestHandler): void;
};

/** The route helpers of a backend router. */
export function endpoints(router: express.Router): Endpoints {
  return {
    get: (path, handler) => {
      router.route(path).get(handler).all(methodNotAllowed("GET"));
    },
    post: (path, handler, body) => {
      router.route(path).post(readBody(body), handler).all(methodNotAllowed("POST"));
    },
    upload: (path, handler) => {
      router.route(path).post(handler).all(methodNotAllowed("POST"));
    },
  };
}

function methodNotAllowed(allow: string): RequestHandler {
  return (_req, res) => {
    res.set("Allow", allow);
    sendFail(res, 405, messages.methodNotAllowed);
  };
}
