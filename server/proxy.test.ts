import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, afterEach, beforeAll, expect, test, vi } from "vitest";
import { logger } from "@platform/logger";
import { escapesPrefix, isUnderPrefix, mountBackendPrefixes } from "./proxy";

/** What a backend received. */
type Received = { method: string; url: string; cookie: string | undefined; contentType: string | undefined; body: string };

type Running = { origin: string; close(): Promise<void> };

async function listen(app: express.Express): Promise<Running> {
  const server = await new Promise<http.Server>((resolve, reject) => {
    const listening = app.listen(0, "127.0.0.1", (error?: Error) => (error ? reject(error) : resolve(listening)));
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A backend that records every request and answers with what it saw; `/…/slow` never answers. */
function recordingBackend(received: Received[]) {
  const app = express();
  app.use(express.text({ type: "*/*" }));
  app.use((req, res) => {
    received.push({
      method: req.method,
      url: req.originalUrl,
      cookie: req.headers.cookie,
      contentType: req.headers["content-type"],
      body: typeof req.body === "string" ? req.body : "",
    });
    if (req.path.endsWith("/slow")) return;
    res.json({ success: true, data: { url: req.originalUrl }, message: "" });
  });
  return app;
}

/** The site's prefixes in front of a fallback that marks requests no prefix took. */
function siteApp(
  env: { BRAND_API_URL?: string; DEALER_API_URL?: string; ILSA_OFFERS_URL?: string; EXPORT_MASTER_URL?: string },
  embedded: express.RequestHandler,
  timeoutMs: number,
) {
  const app = express();
  mountBackendPrefixes(app, { env, embedded: { brand: embedded, dealer: embedded }, timeoutMs });
  app.use((_req, res) => {
    res.status(404).send("страница сайта");
  });
  return app;
}

/** A raw HTTP request: unlike fetch, it sends `..` and `%2e%2e` exactly as written. */
function rawRequest(origin: string, path: string, init: { method?: string; headers?: http.OutgoingHttpHeaders; body?: string } = {}) {
  const { hostname, port } = new URL(origin);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request({ hostname, port, path, method: init.method ?? "GET", headers: init.headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end(init.body);
  });
}

const received: Received[] = [];
const embeddedHits: string[] = [];
const embedded: express.RequestHandler = (req, res) => {
  embeddedHits.push(req.url);
  res.status(418).json({ success: true, data: { embedded: req.url }, message: "" });
};
let backend: Running;
let site: Running;

beforeAll(async () => {
  backend = await listen(recordingBackend(received));
  const env = { BRAND_API_URL: `${backend.origin}/base/api`, DEALER_API_URL: `${backend.origin}/base/dealer` };
  site = await listen(siteApp(env, embedded, 5_000));
});

afterEach(() => {
  received.length = 0;
  embeddedHits.length = 0;
  vi.restoreAllMocks();
});

afterAll(async () => {
  await site.close();
  await backend.close();
});

test("a GET keeps its query and cookies and reaches the target's own base path without the prefix", async () => {
  const answer = await rawRequest(site.origin, "/api/v1/options?x=1&dealer=1", { headers: { Cookie: "cookiesAgree=1; session=abc" } });
  expect(answer.status).toBe(200);
  expect(JSON.parse(answer.body)).toEqual({ success: true, data: { url: "/base/api/v1/options?x=1&dealer=1" }, message: "" });
  expect(received).toEqual([
    { method: "GET", url: "/base/api/v1/options?x=1&dealer=1", cookie: "cookiesAgree=1; session=abc", contentType: undefined, body: "" },
  ]);
});

test("/ru/ru/api goes to the brand API and /dealer to the dealer API", async () => {
  await rawRequest(site.origin, "/ru/ru/api/v1/model");
  await rawRequest(site.origin, "/dealer/v1/city?certified=1");
  await rawRequest(site.origin, "/api?page=2");
  expect(received.map((r) => r.url)).toEqual(["/base/api/v1/model", "/base/dealer/v1/city?certified=1", "/base/api?page=2"]);
});

test("a POST body arrives byte for byte with its content type", async () => {
  const body = JSON.stringify({ name: "Иван", phone: "+79991234567", agree: "on" });
  const answer = await rawRequest(site.origin, "/dealer/v1/request", {
    method: "POST",
    headers: { "Content-Type": "application/json; charset=utf-8", "Content-Length": Buffer.byteLength(body) },
    body,
  });
  expect(answer.status).toBe(200);
  expect(received).toEqual([
    { method: "POST", url: "/base/dealer/v1/request", cookie: undefined, contentType: "application/json; charset=utf-8", body },
  ]);
});

test("a target that stays silent past the timeout answers 504 with a Russian envelope", async () => {
  const logged = vi.spyOn(logger, "error").mockImplementation(() => {});
  // A short timeout keeps the test fast; the other tests keep a generous one so a busy machine passes.
  const impatient = await listen(siteApp({ BRAND_API_URL: `${backend.origin}/base/api` }, embedded, 300));
  try {
    const answer = await rawRequest(impatient.origin, "/api/v1/slow");
    expect(answer.status).toBe(504);
    expect(JSON.parse(answer.body)).toEqual({ success: false, data: null, message: "Сервис не ответил за 0,3 с" });
    expect(received.map((r) => r.url)).toEqual(["/base/api/v1/slow"]);
    expect(logged).toHaveBeenCalledOnce();
  } finally {
    await impatient.close();
  }
});

test("a target that refuses the connection answers 502", async () => {
  const logged = vi.spyOn(logger, "error").mockImplementation(() => {});
  const down = await listen(express());
  await down.close();
  const app = await listen(siteApp({ BRAND_API_URL: `${down.origin}/api` }, embedded, 300));
  try {
    const answer = await rawRequest(app.origin, "/api/v1/options");
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, message: "Сервис временно недоступен" });
    expect(logged).toHaveBeenCalledOnce();
  } finally {
    await app.close();
  }
});

test.each([
  "/api/../admin",
  "/api/v1/../../admin",
  "/api/%2e%2e/admin",
  "/api/%2E%2e/admin",
  "/api/v1/%252e%252e/%252e%252e/admin",
  "/dealer/..%5cadmin",
  "/dealer/v1\\..\\admin",
  "/ru/ru/api/v1/%2e%2e%2f%2e%2e/admin?x=1",
  "/api/%E0%A4%A/bad-encoding",
])("%s is refused with 400 and never reaches a backend", async (path) => {
  const answer = await rawRequest(site.origin, path);
  expect(answer.status).toBe(400);
  expect(JSON.parse(answer.body)).toEqual({ success: false, data: null, message: "Неверный адрес запроса" });
  expect(received).toEqual([]);
  expect(embeddedHits).toEqual([]);
});

test("a path that only starts like a prefix is not proxied", async () => {
  for (const path of ["/apix/v1/options", "/api.html", "/dealers/v1/city", "/ru/ru/apix"]) {
    const answer = await rawRequest(site.origin, path);
    expect(answer).toEqual({ status: 404, body: "страница сайта" });
  }
  expect(received).toEqual([]);
});

test("without target URLs the embedded backend answers every prefix, still behind the path guard", async () => {
  const app = await listen(siteApp({}, embedded, 300));
  try {
    const api = await rawRequest(app.origin, "/api/v1/options?dealer=1", { headers: { Cookie: "a=b" } });
    expect(api.status).toBe(418);
    expect(JSON.parse(api.body)).toMatchObject({ data: { embedded: "/v1/options?dealer=1" } });
    await rawRequest(app.origin, "/ru/ru/api/v1/model");
    await rawRequest(app.origin, "/dealer/v1/city");
    expect(embeddedHits).toEqual(["/v1/options?dealer=1", "/v1/model", "/v1/city"]);
    expect((await rawRequest(app.origin, "/dealer/%2e%2e/x")).status).toBe(400);
    expect((await rawRequest(app.origin, "/apix")).status).toBe(404);
    expect(embeddedHits).toHaveLength(3);
    expect(received).toEqual([]);
  } finally {
    await app.close();
  }
});

test("escapesPrefix finds `..` however it is written; isUnderPrefix matches whole segments", () => {
  expect(escapesPrefix("/api/v1/news")).toBe(false);
  expect(escapesPrefix("/api/v1/news..html")).toBe(false);
  expect(escapesPrefix("/api/%2e%2e")).toBe(true);
  expect(escapesPrefix("/api/%25252e%25252e")).toBe(true);
  expect(() => escapesPrefix("/api/%E0%A4%A")).toThrow();
  expect(isUnderPrefix("/api", "/api")).toBe(true);
  expect(isUnderPrefix("/api?x=1", "/api")).toBe(true);
  expect(isUnderPrefix("/api/v1", "/api")).toBe(true);
  expect(isUnderPrefix("/apix", "/api")).toBe(false);
});

test("an unknown path under any prefix answers a JSON 404 envelope, never the site's page", async () => {
  const app = await listen(siteApp({}, (_req, _res, next) => next(), 300));
  try {
    for (const path of ["/api/foo", "/ru/ru/api/v2/x", "/dealer/nothing?x=1", "/ilsa-offers/offers", "/export-master/export.xml"]) {
      const answer = await rawRequest(app.origin, path);
      expect(answer.status, path).toBe(404);
      expect(JSON.parse(answer.body), path).toEqual({ success: false, data: null, message: "Запрошенный метод API не найден" });
    }
  } finally {
    await app.close();
  }
});

test("the offers provider and the stock export are proxied to their own targets when set", async () => {
  const env = { ILSA_OFFERS_URL: `${backend.origin}/ilsa`, EXPORT_MASTER_URL: `${backend.origin}/em` };
  const app = await listen(siteApp(env, embedded, 5_000));
  try {
    await rawRequest(app.origin, "/ilsa-offers/offers?dealer=77&sort=asc&token=t");
    await rawRequest(app.origin, "/export-master/genesis/used.xml");
    expect(received.map((r) => r.url)).toEqual(["/ilsa/offers?dealer=77&sort=asc&token=t", "/em/genesis/used.xml"]);
    expect(embeddedHits).toEqual([]);
  } finally {
    await app.close();
  }
});
