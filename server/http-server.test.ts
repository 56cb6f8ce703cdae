import http from "node:http";
import express from "express";
import { expect, test, vi } from "vitest";
import { serve, serverTimeouts } from "./http-server";

function get(port: number, path: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, agent: false }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}

test("the server's timeouts are set deliberately, not left at Node's defaults", async () => {
  const running = await serve(express(), { shutdown: async () => {} }, { port: 0, host: "127.0.0.1" });
  try {
    expect(running.server.headersTimeout).toBe(serverTimeouts.headersTimeoutMs);
    expect(running.server.requestTimeout).toBe(serverTimeouts.requestTimeoutMs);
    expect(running.server.keepAliveTimeout).toBe(serverTimeouts.keepAliveTimeoutMs);
    expect(serverTimeouts.keepAliveTimeoutMs).toBeLessThan(serverTimeouts.headersTimeoutMs);
  } finally {
    await running.shutdown();
  }
});

test("a request in flight when the shutdown starts completes; then no new connection is taken and resources close", async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  const inFlight = new Promise<void>((resolve) => (arrived = resolve));
  const order: string[] = [];
  const app = express();
  app.get("/slow", async (_req, res) => {
    arrived();
    await held;
    res.once("finish", () => order.push("answer sent"));
    res.send("готово");
  });
  const close = vi.fn(async () => {
    order.push("resources closed");
  });
  const running = await serve(app, { shutdown: close }, { port: 0, host: "127.0.0.1" });
  const answer = get(running.port, "/slow");
  await inFlight;
  const stopped = running.shutdown();
  await expect(get(running.port, "/slow")).rejects.toThrow(/ECONNREFUSED|ECONNRESET/);
  release();
  expect(await answer).toEqual({ status: 200, body: "готово" });
  expect(await stopped).toBe(true);
  expect(order).toEqual(["answer sent", "resources closed"]);
});

test("a request that outlives the deadline is cut, and the shutdown still ends in time", async () => {
  const app = express();
  app.get("/never", () => {});
  const running = await serve(app, { shutdown: async () => {} }, { port: 0, host: "127.0.0.1", deadlineMs: 300 });
  const answer = get(running.port, "/never").catch((error: unknown) => error);
  await new Promise((resolve) => setTimeout(resolve, 50));
  const { logger } = await import("@platform/logger");
  const warned = vi.spyOn(logger, "warn").mockImplementation(() => {});
  expect(await running.shutdown()).toBe(false);
  expect(await answer).toBeInstanceOf(Error);
  expect(warned).toHaveBeenCalledOnce();
});
