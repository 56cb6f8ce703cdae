import { envelopeSchema } from "@contract/envelope";
import { expect } from "vitest";
import { z } from "zod";
import { requestJson, type JsonAnswer, type TestServer } from "./http-server";

/** What a route suite gets: requests to the backend router of the database suite running it. */
export type RouteSuiteContext = {
  /** Sends a request to a path of the backend (`/v1/news?page=2`) and parses the JSON answer. */
  request(path: string, init?: RequestInit): Promise<JsonAnswer>;
  /** Requests a path and asserts a failed envelope with this status and message, never cached. */
  expectFailure(path: string, status: number, message: string): Promise<void>;
};

const failure = envelopeSchema(z.null());

/**
 * Route suites are functions run by backend/http/routes.test.ts inside one describeEachDatabase, so
 * PGlite (seconds to start in every test process) opens once for all of them.
 */
export function routeSuiteContext(server: () => TestServer): RouteSuiteContext {
  const request = (path: string, init?: RequestInit) => requestJson(`${server().url}${path}`, init);
  return {
    request,
    async expectFailure(path, status, message) {
      const answer = await request(path);
      expect(answer.status, path).toBe(status);
      expect(answer.headers.get("cache-control"), path).toBe("no-store");
      expect(failure.parse(answer.body), path).toEqual({ success: false, data: null, message });
    },
  };
}
