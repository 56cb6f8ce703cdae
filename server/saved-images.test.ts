import type http from "node:http";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { logger } from "@platform/logger";
import { mountBackendPrefixes } from "./proxy";
import { savedExtensionOf } from "./saved-images";

// docs/product.md §9: «Proxy saves image types jpeg, png, tiff» — a picture fetched through a backend prefix is
// kept, and served while the backend is down.

type Running = { origin: string; close(): Promise<void> };

async function listen(app: express.Express, port = 0): Promise<Running> {
  const server = await new Promise<http.Server>((resolve, reject) => {
    const listening = app.listen(port, "127.0.0.1", (error?: Error) => (error ? reject(error) : resolve(listening)));
  });
  const address = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// Bytes that differ per picture, so a copy served for the wrong address would show.
const pictures: Record<string, { type: string; body: Buffer }> = {
  "/upload/g70.jpg": { type: "image/jpeg", body: Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Buffer.from("g70 фото")]) },
  "/upload/gv80.png": { type: "image/png", body: Buffer.from([0x89, 0x50, 0x4e, 0x47, ...Buffer.from("gv80")]) },
  "/upload/scan.tiff": { type: "image/tiff", body: Buffer.from([0x49, 0x49, 0x2a, 0x00, ...Buffer.from("scan")]) },
  "/upload/banner.gif": { type: "image/gif", body: Buffer.from("GIF89a banner") },
  "/upload/logo.svg": { type: "image/svg+xml", body: Buffer.from("<svg/>") },
};

/** The brand backend: pictures by path (the query names a size), JSON for the rest; `mode` makes it fail. */
function brandBackend(state: { mode: "ok" | "error" | "cut" }) {
  const app = express();
  app.use((req, res) => {
    if (state.mode === "error") {
      res.status(503).type("text/html").send("<h1>503 Service Temporarily Unavailable</h1>");
      return;
    }
    const picture = pictures[req.path.replace(/^\/base/, "")];
    if (!picture) {
      res.json({ success: true, data: { url: req.originalUrl }, message: "" });
      return;
    }
    const body = Buffer.concat([picture.body, Buffer.from(req.query.size ? ` ${String(req.query.size)}` : "")]);
    if (state.mode === "cut") {
      // Says it sends all of it and breaks off half-way.
      res.writeHead(200, { "Content-Type": picture.type, "Content-Length": body.length * 2 });
      res.write(body);
      res.socket?.destroy();
      return;
    }
    res.type(picture.type).send(body);
  });
  return app;
}

let dir: string;
let backend: Running;
let site: Running;
const state: { mode: "ok" | "error" | "cut" } = { mode: "ok" };

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "saved-images-"));
  state.mode = "ok";
  backend = await listen(brandBackend(state));
  const app = express();
  mountBackendPrefixes(app, { env: { BRAND_API_URL: `${backend.origin}/base` }, embedded: {}, timeoutMs: 2_000, savedImagesDir: dir });
  site = await listen(app);
  vi.spyOn(logger, "error").mockImplementation(() => logger);
  vi.spyOn(logger, "warn").mockImplementation(() => logger);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await site.close();
  await backend.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = async (url: string) => {
  const response = await fetch(`${site.origin}${url}`);
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    saved: response.headers.get("x-saved-copy"),
    body: Buffer.from(await response.arrayBuffer()),
  };
};

test("jpeg, png and tiff fetched through the proxy are served, byte for byte, once their backend is gone", async () => {
  const addresses = ["/api/upload/g70.jpg", "/api/upload/g70.jpg?size=640", "/api/upload/gv80.png", "/api/upload/scan.tiff"];
  const live = await Promise.all(addresses.map(get));
  expect(live.map((answer) => [answer.status, answer.saved])).toEqual(addresses.map(() => [200, null]));

  await backend.close();
  for (const [index, address] of addresses.entries()) {
    const down = await get(address);
    expect(down.status, address).toBe(200);
    expect(down.saved).toBe("1");
    expect(down.type).toBe(live[index]?.type);
    // Each address its own copy: the 640 px size is not the full one.
    expect(down.body.equals(live[index]?.body ?? Buffer.alloc(0)), address).toBe(true);
  }
  backend = await listen(brandBackend(state));
});

test("a backend answering with an error of its own (its gateway's 503) gives way to the saved copy", async () => {
  const live = await get("/api/upload/gv80.png");
  state.mode = "error";
  const down = await get("/api/upload/gv80.png");
  expect([down.status, down.type, down.saved]).toEqual([200, "image/png", "1"]);
  expect(down.body.equals(live.body)).toBe(true);
  // A picture never fetched before has no copy: the backend's own error goes through.
  expect((await get("/api/upload/scan.tiff")).status).toBe(503);
});

test("other types, JSON and pictures never fetched are not kept: a backend down answers as before", async () => {
  await get("/api/upload/banner.gif");
  await get("/api/upload/logo.svg");
  await get("/api/v1/model");
  expect(readdirSync(dir)).toEqual([]);
  await backend.close();
  for (const address of ["/api/upload/banner.gif", "/api/upload/logo.svg", "/api/v1/model", "/api/upload/g70.jpg"]) {
    const down = await get(address);
    expect(down.status, address).toBe(502);
    expect(JSON.parse(down.body.toString("utf8"))).toMatchObject({ success: false, message: "Сервис временно недоступен" });
  }
  backend = await listen(brandBackend(state));
});

test("a picture cut off half-way is not kept, and the last whole copy stays", async () => {
  const whole = await get("/api/upload/g70.jpg");
  state.mode = "cut";
  await fetch(`${site.origin}/api/upload/g70.jpg`)
    .then((response) => response.arrayBuffer())
    .catch(() => null);
  await backend.close();
  const down = await get("/api/upload/g70.jpg");
  expect(down.status).toBe(200);
  expect(down.body.equals(whole.body)).toBe(true);
  expect(readdirSync(dir).filter((file) => file.endsWith(".partial"))).toEqual([]);
  backend = await listen(brandBackend(state));
});

test("the saved types are read from the Content-Type as backends write it", () => {
  expect(["image/jpeg", "image/JPEG; charset=binary", "image/jpg", "image/png", "image/tiff"].map(savedExtensionOf)).toEqual([
    "jpeg",
    "jpeg",
    "jpeg",
    "png",
    "tiff",
  ]);
  expect(["image/gif", "image/webp", "image/svg+xml", "application/json", undefined].map(savedExtensionOf)).toEqual([
    null,
    null,
    null,
    null,
    null,
  ]);
});
