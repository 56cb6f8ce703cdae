import net from "node:net";
import http from "node:http";
import express from "express";
import { expect, test, vi } from "vitest";
import { serve, serverTimeouts } from "./http-server";

/** A GET on a connection of its own; `from` 127.0.0.2 stands for a visitor or a proxy on another machine. */
function get(port: number, path: string, from = "127.0.0.1") {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, agent: false, localAddress: from }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}

/** A promise and what settles it: a route waits on one, the test opens it (or the other way round). */
function gate() {
  let open!: () => void;
  const passed = new Promise<void>((resolve) => (open = resolve));
  return { open, passed };
}

test("the server's timeouts are set deliberately, not left at Node's defaults", async () => {
  const running = await serve(express(), { shutdown: async () => {} }, { port: 0, host: "127.0.0.1" });
  try {
    expect(running.server.headersTimeout).toBe(serverTimeouts.headersTimeoutMs);
    expect(running.server.requestTimeout).toBe(serverTimeouts.requestTimeoutMs);
    expect(running.server.keepAliveTimeout).toBe(serverTimeouts.keepAliveTimeoutMs);
    // Idle connections outlive a proxy's usual 60 s, so the proxy, not we, closes them.
    expect(serverTimeouts.keepAliveTimeoutMs).toBeGreaterThan(60_000);
  } finally {
    await running.shutdown();
  }
});

test("a client sending its headers slowly is dropped once the headers' time is up, not half a minute later", async () => {
  const running = await serve(
    express(),
    { shutdown: async () => {} },
    { port: 0, host: "127.0.0.1", timeouts: { headersTimeoutMs: 1_500, requestTimeoutMs: 3_000 } },
  );
  try {
    const socket = net.connect(running.port, "127.0.0.1");
    // The server's close may meet a line being written: that is the point, not a failure.
    socket.on("error", () => undefined);
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    const started = performance.now();
    // One header line now and then, never the blank line that ends them (slow-loris).
    const drip = setInterval(() => socket.writable && socket.write("X-Slow: 1\r\n"), 300);
    await new Promise<void>((resolve) => socket.once("close", () => resolve()));
    clearInterval(drip);
    // Node's own check every 30 s would have let it stay until then; the bound is loose, not a timing test.
    expect(performance.now() - started).toBeLessThan(10_000);
  } finally {
    await running.shutdown();
  }
});

test("a request in flight when the shutdown starts completes, its own calls to this process included; no one else's new connection is taken; then resources close", async () => {
  const [arrived, held] = [gate(), gate()];
  const order: string[] = [];
  const app = express();
  let port = 0;
  app.get("/slow", async (_req, res) => {
    arrived.open();
    await held.passed;
    // A page in flight asks the embedded backend over loopback (ADR 0001) after the shutdown began.
    const backend = await get(port, "/backend");
    res.once("finish", () => order.push("answer sent"));
    res.send(`готово: ${backend.body}`);
  });
  app.get("/backend", (_req, res) => {
    order.push("backend answered");
    res.send("заявка сохранена");
  });
  const close = vi.fn(async () => {
    order.push("resources closed");
  });
  const running = await serve(app, { shutdown: close }, { port: 0, host: "127.0.0.1" });
  port = running.port;
  const answer = get(running.port, "/slow", "127.0.0.2");
  await arrived.passed;
  const stopped = running.shutdown();
  await expect(get(running.port, "/slow", "127.0.0.2")).rejects.toThrow(/ECONNREFUSED|ECONNRESET|socket hang up/);
  held.open();
  expect(await answer).toEqual({ status: 200, body: "готово: заявка сохранена" });
  expect(await stopped).toBe(true);
  expect(order).toEqual(["backend answered", "answer sent", "resources closed"]);
  await expect(get(running.port, "/backend")).rejects.toThrow(/ECONNREFUSED/);
});

test("a request that outlives the deadline is cut, and the shutdown still ends in time", async () => {
  const arrived = gate();
  const app = express();
  app.get("/never", () => arrived.open());
  const running = await serve(app, { shutdown: async () => {} }, { port: 0, host: "127.0.0.1", deadlineMs: 300 });
  const answer = get(running.port, "/never").catch((error: unknown) => error);
  await arrived.passed;
  const { logger } = await import("@platform/logger");
  const warned = vi.spyOn(logger, "warn").mockImplementation(() => {});
  expect(await running.shutdown()).toBe(false);
  expect(await answer).toBeInstanceOf(Error);
  expect(warned).toHaveBeenCalledOnce();
});

/** A GET on a kept-alive connection: the answer's status, Connection header and body. */
function getKeptAlive(agent: http.Agent, port: number, path: string) {
  return new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, agent }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
      })
      .on("error", reject);
  });
}

/**
 * GETs `path` of `app` on a kept-alive connection, starts the shutdown once `ready` passes, then lets
 * the route finish (`release`): the answer, and whether the shutdown ended in time. The deadline is
 * well under the 65 s keep-alive, so a shutdown that waited for it would be cut and say false.
 */
async function shutDownWhileAnswering(app: express.Express, path: string, ready: Promise<void>, release: () => void) {
  const running = await serve(app, { shutdown: async () => {} }, { port: 0, host: "127.0.0.1", deadlineMs: 3_000 });
  const agent = new http.Agent({ keepAlive: true });
  try {
    const answer = getKeptAlive(agent, running.port, path);
    await ready;
    const stopped = running.shutdown();
    release();
    return { answer: await answer, inTime: await stopped };
  } finally {
    agent.destroy();
  }
}

test("a kept-alive connection whose answer is in flight at the shutdown is closed once the answer is sent, not after the keep-alive", async () => {
  const [arrived, held] = [gate(), gate()];
  const app = express();
  app.get("/proxied", async (_req, res) => {
    arrived.open();
    await held.passed;
    // As a proxy does: the target's own Connection header comes with its answer.
    res.setHeader("Connection", "keep-alive");
    res.send("ответ");
  });
  const { answer, inTime } = await shutDownWhileAnswering(app, "/proxied", arrived.passed, held.open);
  expect(answer).toMatchObject({ status: 200, body: "ответ" });
  expect(inTime).toBe(true);
});

test("an answer whose head went out before the shutdown still ends its kept-alive connection when it is sent", async () => {
  const [headOut, held] = [gate(), gate()];
  const app = express();
  app.get("/stream", async (_req, res) => {
    res.writeHead(200, { "Content-Type": "text/plain; charset=utf-8" });
    res.write("начало, ");
    headOut.open();
    await held.passed;
    res.end("конец");
  });
  const { answer, inTime } = await shutDownWhileAnswering(app, "/stream", headOut.passed, held.open);
  expect(answer).toMatchObject({ status: 200, body: "начало, конец" });
  expect(inTime).toBe(true);
});

test("a kept-alive connection that is idle at the shutdown is closed at once", async () => {
  const app = express();
  app.get("/", (_req, res) => res.send("главная"));
  const running = await serve(app, { shutdown: async () => {} }, { port: 0, host: "127.0.0.1", deadlineMs: 3_000 });
  const agent = new http.Agent({ keepAlive: true });
  try {
    expect(await getKeptAlive(agent, running.port, "/")).toMatchObject({ status: 200, connection: "keep-alive" });
    expect(await running.shutdown()).toBe(true);
  } finally {
    agent.destroy();
  }
});
