import { envelopeSchema } from "@contract/envelope";
import { afterEach, expect, test, vi } from "vitest";
import { z } from "zod";
import type { Db } from "../db/database";
import { requestJson, startTestServer, type TestServer } from "../testing/http-server";
import { createBackendRouter, unreachableLogEveryMs } from "./router";
import { logger } from "@platform/logger";

// These paths never reach a table, or must fail when they do: a database that throws is enough.
const brokenDb = new Proxy({} as Db, {
  get: () => () => {
    throw new Error("database is down");
  },
});

const failure = envelopeSchema(z.null());

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(): Promise<TestServer> {
  server = await startTestServer(createBackendRouter({ db: brokenDb }));
  return server;
}

test("an unknown /v1 path answers a 404 envelope", async () => {
  const { url } = await start();
  const answer = await requestJson(`${url}/v1/dealerz`);
  expect(answer.status).toBe(404);
  expect(failure.parse(answer.body)).toEqual({
    success: false,
    data: null,
    message: "Запрошенный метод API не найден",
  });
});

test("a known path with another method answers 405 with Allow", async () => {
  const { url } = await start();
  const answer = await requestJson(`${url}/v1/news`, { method: "POST" });
  expect(answer.status).toBe(405);
  expect(answer.headers.get("allow")).toBe("GET");
  expect(failure.parse(answer.body).message).toBe("Этот метод запроса не поддерживается");
});

test("paths outside /v1 are left to the next handler of the app", async () => {
  const { url } = await start();
  const response = await fetch(`${url}/news.html`);
  expect(response.status).toBe(418);
});

test("a failing database answers 500 without details and logs the request", async () => {
  const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
  const { url } = await start();
  const answer = await requestJson(`${url}/v1/model`);
  expect(answer.status).toBe(500);
  expect(answer.body).toEqual({ success: false, data: null, message: "Внутренняя ошибка сервера" });
  expect(logged).toHaveBeenCalledTimes(1);
  expect(logged.mock.calls[0]?.[0]).toMatchObject({ method: "GET", url: "/dealer/v1/model", err: expect.any(Error) });
  expect(logged.mock.calls[0]?.[1]).toBe("Ошибка API встроенного бэкенда");
  logged.mockRestore();
});

test("a database that cannot be reached answers 503 with when to ask again, and says so in the log", async () => {
  const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
  // As drizzle reports a query whose pool could not connect: pg's error as the cause.
  const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
  const unreachableDb = new Proxy({} as Db, {
    get: () => () => {
      throw new Error("Failed query: select 1", { cause: refused });
    },
  });
  server = await startTestServer(createBackendRouter({ db: unreachableDb }));
  const answer = await requestJson(`${server.url}/v1/model`);
  expect(answer.status).toBe(503);
  expect(answer.headers.get("retry-after")).toBe("30");
  expect(answer.body).toEqual({ success: false, data: null, message: "Сервис временно недоступен, повторите запрос через минуту" });
  expect(logged.mock.calls[0]?.[1]).toBe("База данных недоступна: запрос API не выполнен");
  // The rest of the outage's failures are counted, not each logged with its stack.
  for (let i = 0; i < 5; i++) expect((await requestJson(`${server.url}/v1/model`)).status).toBe(503);
  expect(logged).toHaveBeenCalledTimes(1);
  const later = Date.now() + unreachableLogEveryMs;
  vi.spyOn(Date, "now").mockReturnValue(later);
  await requestJson(`${server.url}/v1/model`);
  expect(logged).toHaveBeenCalledTimes(2);
  expect(logged.mock.calls[1]?.[1]).toBe("База данных недоступна: запрос API не выполнен (и ещё 5 за 10 с до него)");
  vi.mocked(Date.now).mockRestore();
  logged.mockRestore();
});

test("a path parameter that is not valid percent-encoding answers 400, not 500", async () => {
  const { url } = await start();
  const answer = await requestJson(`${url}/v1/feature/%E0%A4%A`);
  expect(answer.status).toBe(400);
  expect(failure.parse(answer.body).message).toBe("Некорректный адрес запроса");
});

test("bad parameters are rejected before the database is touched", async () => {
  const { url } = await start();
  expect((await requestJson(`${url}/v1/news?page=-1`)).status).toBe(400);
});
