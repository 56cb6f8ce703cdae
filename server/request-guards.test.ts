import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, afterEach, beforeAll, expect, test, vi } from "vitest";
import { currentRequestId, logger } from "@platform/logger";
import { parseEnv } from "./env";
import {
  lastResortErrorHandler,
  malformedPathGuard,
  pageFormGuard,
  pageFormMaxBytes,
  pageMethodGuard,
  requestContext,
} from "./request-guards";
import { cspNonce, securityHeaders } from "./security-headers";

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A raw request: fetch refuses TRACE and rewrites absolute-form targets. */
function send(port: number, method: string, target: string, headers: http.OutgoingHttpHeaders = {}, body?: string) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path: target, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

function siteLike(env = parseEnv({ NODE_ENV: "production" }), trustProxy: string | boolean = "loopback") {
  const app = express();
  app.set("trust proxy", trustProxy);
  app.use(requestContext);
  app.use(securityHeaders(env));
  app.use(pageMethodGuard);
  app.use(pageFormGuard);
  app.use(malformedPathGuard);
  app.use((_req, res) => {
    res.send(`<script nonce="${cspNonce(res)}">page</script><p>${currentRequestId()}</p>`);
  });
  return app;
}

let server: http.Server;
let port: number;

beforeAll(async () => {
  server = siteLike().listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

afterEach(() => {
  vi.restoreAllMocks();
});

test.each(["TRACE", "PUT", "DELETE", "PATCH"])(
  "%s on a page answers 405 with Allow and a Russian page, logged in one debug line",
  async (method) => {
    const debug = vi.spyOn(logger, "debug").mockImplementation(() => {});
    const error = vi.spyOn(logger, "error");
    const answer = await send(port, method, "/news.html");
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("GET, HEAD, POST");
    expect(answer.body).toContain("Такой запрос страница не принимает");
    expect(answer.body).not.toMatch(/at \w+ \(|Error:/);
    expect(debug.mock.calls.filter(([, message]) => String(message).startsWith("запрос отклонён"))).toHaveLength(1);
    expect(error).not.toHaveBeenCalled();
  },
);

test("OPTIONS tells the methods a page takes", async () => {
  const answer = await send(port, "OPTIONS", "/");
  expect(answer.status).toBe(204);
  expect(answer.headers.allow).toBe("GET, HEAD, POST");
});

test("a page takes a browser's form, urlencoded or multipart", async () => {
  const fields = new URLSearchParams({ name: "Анна", comment: "к".repeat(2000) }).toString();
  const urlencoded = await send(
    port,
    "POST",
    "/service-form.html",
    { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": Buffer.byteLength(fields) },
    fields,
  );
  expect(urlencoded.status).toBe(200);
  const multipart = '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nАнна\r\n--b--\r\n';
  const answer = await send(
    port,
    "POST",
    "/service-form.html",
    { "Content-Type": "multipart/form-data; boundary=b", "Content-Length": Buffer.byteLength(multipart) },
    multipart,
  );
  expect(answer.status).toBe(200);
});

test("a POST that is no form, or states no length, or is larger than a form gets a Russian page, not a 500", async () => {
  vi.spyOn(logger, "debug").mockImplementation(() => {});
  const error = vi.spyOn(logger, "error");
  const json = '{"name":"Анна"}';
  const asJson = await send(
    port,
    "POST",
    "/service-form.html",
    { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(json) },
    json,
  );
  expect(asJson.status).toBe(415);
  expect(asJson.body).toContain("Страница принимает только формы");
  expect((await send(port, "POST", "/service-form.html", { "Content-Length": 4 }, "name")).status).toBe(415);
  const chunked = await send(
    port,
    "POST",
    "/service-form.html",
    { "Content-Type": "application/x-www-form-urlencoded", "Transfer-Encoding": "chunked" },
    "name=a",
  );
  expect(chunked.status).toBe(411);
  // Refused from its stated length, before the body is read.
  const huge = await send(port, "POST", "/service-form.html", {
    "Content-Type": "application/x-www-form-urlencoded",
    "Content-Length": 40_000_000,
  });
  expect(huge.status).toBe(413);
  expect(huge.body).toContain("Форма слишком большая");
  expect(huge.headers.connection).toBe("close");
  const justOver = "c=" + "a".repeat(pageFormMaxBytes - 1);
  expect(
    (
      await send(
        port,
        "POST",
        "/service-form.html",
        { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": justOver.length },
        justOver,
      )
    ).status,
  ).toBe(413);
  expect(error).not.toHaveBeenCalled();
});

test("a multipart form without its boundary is refused with a Russian page before any action reads it", async () => {
  const body = '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nАнна\r\n--b--\r\n';
  const answer = await send(
    port,
    "POST",
    "/service-form.html",
    { "Content-Type": "multipart/form-data", "Content-Length": Buffer.byteLength(body) },
    body,
  );
  expect(answer.status).toBe(400);
  expect(answer.body).toContain("Форма пришла повреждённой");
});

test.each([
  ["null", "the form of a sandboxed frame or a file"],
  ["https://evil.example", "another site"],
  ["http://127.0.0.1:1", "another port"],
  ["not a url", "no address at all"],
])("a form whose Origin is %s (%s) gets a Russian 403 and one warning, not React Router's «Bad Request» and an error", async (origin) => {
  const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
  const error = vi.spyOn(logger, "error");
  const fields = "name=Анна";
  const answer = await send(
    port,
    "POST",
    "/service-form.html",
    { Origin: origin, "Content-Type": "application/x-www-form-urlencoded", "Content-Length": Buffer.byteLength(fields) },
    fields,
  );
  expect(answer.status).toBe(403);
  expect(answer.body).toContain("Форма не отправлена");
  expect(answer.body).not.toMatch(/Bad Request/);
  expect(warn).toHaveBeenCalledTimes(1);
  expect(error).not.toHaveBeenCalled();
});

test("a form of the site's own origin passes, and an https page seen through an untrusted proxy is named in the warning", async () => {
  const fields = "name=Анна";
  const headers = { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": Buffer.byteLength(fields) };
  expect((await send(port, "POST", "/service-form.html", { ...headers, Origin: `http://127.0.0.1:${port}` }, fields)).status).toBe(200);
  const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
  const behindProxy = await send(port, "POST", "/service-form.html", { ...headers, Origin: `https://127.0.0.1:${port}` }, fields);
  expect(behindProxy.status).toBe(403);
  expect(warn.mock.calls[0]?.[1]).toContain("TRUST_PROXY");
});

test("a path with broken percent-encoding answers 400 in Russian, not a stack trace", async () => {
  vi.spyOn(logger, "debug").mockImplementation(() => {});
  for (const target of ["/news/%ff.html", "/news/%E0%A4%A.html", "/%"]) {
    const answer = await send(port, "GET", target);
    expect(answer.status, target).toBe(400);
    expect(answer.body).toContain("Неверный адрес страницы");
  }
});

test("every response carries a request id, also on the lines logged while handling it; a sane incoming id is kept", async () => {
  const first = await send(port, "GET", "/");
  const second = await send(port, "GET", "/");
  expect(first.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  expect(first.headers["x-request-id"]).not.toBe(second.headers["x-request-id"]);
  expect(first.body).toContain(`<p>${first.headers["x-request-id"]}</p>`);
  expect((await send(port, "GET", "/", { "X-Request-Id": "proxy-id-12345" })).headers["x-request-id"]).toBe("proxy-id-12345");
  expect((await send(port, "GET", "/", { "X-Request-Id": "bad id\twith tab" })).headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
});

test("scripts run by a per-request nonce: no 'unsafe-inline' for scripts, base-uri 'none', a Permissions-Policy", async () => {
  const first = await send(port, "GET", "/");
  const second = await send(port, "GET", "/");
  const csp = String(first.headers["content-security-policy"]);
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
  expect(nonce).toHaveLength(24);
  expect(first.body).toContain(`nonce="${nonce}"`);
  expect(String(second.headers["content-security-policy"])).not.toContain(nonce);
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
  expect(scriptSrc).not.toContain("unsafe-inline");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(first.headers["permissions-policy"]).toContain("camera=()");
  // no-referrer would make browsers post forms with `Origin: null`, which React Router refuses.
  expect(first.headers["referrer-policy"]).toBe("same-origin");
  expect(first.headers["strict-transport-security"]).toBeUndefined();
});

test("HSTS is sent when TLS ends at a trusted proxy in front, and only then", async () => {
  const trusting = siteLike(parseEnv({ NODE_ENV: "production" }), "loopback").listen(0, "127.0.0.1");
  const distrusting = siteLike(parseEnv({ NODE_ENV: "production" }), false).listen(0, "127.0.0.1");
  await Promise.all([trusting, distrusting].map((s) => new Promise<void>((resolve) => s.once("listening", () => resolve()))));
  try {
    const portOf = (s: http.Server) => (s.address() as AddressInfo).port;
    const viaTls = await send(portOf(trusting), "GET", "/", { "X-Forwarded-Proto": "https" });
    expect(viaTls.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    const spoofed = await send(portOf(distrusting), "GET", "/", { "X-Forwarded-Proto": "https" });
    expect(spoofed.headers["strict-transport-security"]).toBeUndefined();
  } finally {
    await Promise.all([trusting, distrusting].map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
  }
});

test("a site configured with an https SITE_URL always sends HSTS in production", async () => {
  const app = siteLike(parseEnv({ NODE_ENV: "production", SITE_URL: "https://genesis-khimki.ru" })).listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => app.once("listening", () => resolve()));
  try {
    const answer = await send((app.address() as AddressInfo).port, "GET", "/");
    expect(answer.headers["strict-transport-security"]).toContain("max-age=31536000");
  } finally {
    await new Promise<void>((resolve) => app.close(() => resolve()));
  }
});

test("Yandex Metrika's tag and hits are allowed only where the dealer set a counter", async () => {
  const withCounter = siteLike(parseEnv({ NODE_ENV: "production", YANDEX_METRIKA_ID: "98765432" })).listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => withCounter.once("listening", () => resolve()));
  try {
    const csp = String((await send((withCounter.address() as AddressInfo).port, "GET", "/")).headers["content-security-policy"]);
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).toContain("https://mc.yandex.ru");
    expect(/connect-src ([^;]*)/.exec(csp)?.[1]).toContain("https://mc.yandex.ru");
  } finally {
    await new Promise<void>((resolve) => withCounter.close(() => resolve()));
  }
  expect(String((await send(port, "GET", "/")).headers["content-security-policy"])).not.toContain("yandex");
});

test("a body Express's parser refuses (the cookie notice's form, too large or with too many fields) is a Russian 4xx page, not a 500", async () => {
  const app = express();
  app.post("/cookies/accept", express.urlencoded({ extended: false, limit: "4kb" }), (_req, res) => void res.send("ok"));
  app.use(lastResortErrorHandler);
  const small = http.createServer(app).listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => small.once("listening", () => resolve()));
  const smallPort = (small.address() as AddressInfo).port;
  const error = vi.spyOn(logger, "error");
  try {
    const form = { "Content-Type": "application/x-www-form-urlencoded" };
    const large = `back=${"a".repeat(5000)}`;
    const tooLarge = await send(smallPort, "POST", "/cookies/accept", { ...form, "Content-Length": large.length }, large);
    expect([tooLarge.status, tooLarge.body.includes("Форма слишком большая")]).toEqual([413, true]);
    const many = Array.from({ length: 1100 }, (_, i) => `a${i}=1`).join("&");
    expect((await send(smallPort, "POST", "/cookies/accept", { ...form, "Content-Length": many.length }, many)).status).toBe(413);
    const latin1 = await send(
      smallPort,
      "POST",
      "/cookies/accept",
      { "Content-Type": "application/x-www-form-urlencoded; charset=koi8-r", "Content-Length": 6 },
      "back=/",
    );
    expect(latin1.status).toBe(415);
    expect(error).not.toHaveBeenCalled();
  } finally {
    await new Promise<void>((resolve) => small.close(() => resolve()));
  }
});

test("any other error reaching the last resort is logged with its stack and answered with a 500 page in Russian", async () => {
  const app = express();
  app.get("/boom", () => {
    throw new Error("сломалось");
  });
  app.use(lastResortErrorHandler);
  const small = http.createServer(app).listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => small.once("listening", () => resolve()));
  const error = vi.spyOn(logger, "error").mockImplementation(() => {});
  try {
    const answer = await send((small.address() as AddressInfo).port, "GET", "/boom");
    expect(answer.status).toBe(500);
    expect(answer.body).toContain("Ошибка на сайте");
    expect(answer.body).not.toContain("сломалось");
    expect(error).toHaveBeenCalledTimes(1);
  } finally {
    await new Promise<void>((resolve) => small.close(() => resolve()));
  }
});
