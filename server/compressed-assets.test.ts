import http from "node:http";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, expect, test } from "vitest";
import { compressedAssets } from "./compressed-assets";

// A script of the size and kind the build makes, a small one, and a picture that is not text.
const script = Array.from({ length: 400 }, (_, i) => `export function part${i}(value){return value*${i}+"Genesis";}`).join("\n");
let directory: string;
let server: http.Server;
let origin: string;

const best = {
  br: zlib.brotliCompressSync(script, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: zlib.gzipSync(script, { level: 9 }),
};

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), "assets-"));
  // As the build leaves them: the script with its two compressed copies; a small script, a picture
  // and a style the build did not compress.
  writeFileSync(join(directory, "entry.client-AbC123.js"), script);
  writeFileSync(join(directory, "entry.client-AbC123.js.br"), best.br);
  writeFileSync(join(directory, "entry.client-AbC123.js.gz"), best.gzip);
  writeFileSync(join(directory, "tiny-XyZ.js"), "export const a=1;");
  writeFileSync(join(directory, "photo-1.webp"), Buffer.alloc(4096, 7));
  writeFileSync(join(directory, "home-Q1.css"), `.hero{color:#111}\n`.repeat(200));
  // As the web process mounts it: before on-the-fly compression, in front of the files on disk.
  const app = express();
  app.use("/assets", compressedAssets(directory));
  app.use(compression());
  app.use("/assets", express.static(directory, { immutable: true, maxAge: "1y" }));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(directory, { recursive: true, force: true });
});

/** The answer as the socket carries it: status, headers and the body still encoded. */
function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request(`${origin}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
    request.end();
  });
}

test("a browser that reads brotli gets the build's brotli copy of the script, smaller than gzip's best", async () => {
  const answer = await get("/assets/entry.client-AbC123.js", { "accept-encoding": "gzip, deflate, br" });
  expect(answer.status).toBe(200);
  expect(answer.headers["content-encoding"]).toBe("br");
  expect(answer.headers["content-type"]).toBe("text/javascript; charset=utf-8");
  expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(answer.headers.vary).toBe("Accept-Encoding");
  expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
  expect(answer.body.equals(best.br)).toBe(true);
  expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(script);
  expect(answer.body.length).toBeLessThan(best.gzip.length);
});

test("the build's gzip copy for a client that does not read brotli, the file as it is for one that reads neither", async () => {
  const gzipped = await get("/assets/entry.client-AbC123.js", { "accept-encoding": "gzip" });
  expect(gzipped.headers["content-encoding"]).toBe("gzip");
  expect(zlib.gunzipSync(gzipped.body).toString()).toBe(script);
  expect(gzipped.body.equals(best.gzip)).toBe(true);

  const plain = await get("/assets/entry.client-AbC123.js", { "accept-encoding": "identity" });
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.body.toString()).toBe(script);
  const refused = await get("/assets/entry.client-AbC123.js", { "accept-encoding": "br;q=0, gzip;q=0" });
  expect(refused.headers["content-encoding"]).toBeUndefined();
});

test("a browser revalidating gets 304 in the encoding it asked for; HEAD sends the headers only", async () => {
  const first = await get("/assets/entry.client-AbC123.js", { "accept-encoding": "br" });
  const etag = String(first.headers.etag);
  expect(etag).toMatch(/^"[\w-]{27}-br"$/);
  const again = await get("/assets/entry.client-AbC123.js", { "accept-encoding": "br", "if-none-match": etag });
  expect(again.status).toBe(304);
  expect(again.body.length).toBe(0);
  const head = await get("/assets/entry.client-AbC123.js", { "accept-encoding": "gzip" }, "HEAD");
  expect(head.status).toBe(200);
  expect(head.headers["content-encoding"]).toBe("gzip");
  expect(head.body.length).toBe(0);
});

test("files the build did not compress are served from disk and compressed on the fly as before; a missing file is a 404", async () => {
  const tiny = await get("/assets/tiny-XyZ.js", { "accept-encoding": "br, gzip" });
  expect(tiny.status).toBe(200);
  expect(tiny.headers["content-encoding"]).toBeUndefined();
  expect(tiny.body.toString()).toBe("export const a=1;");
  const photo = await get("/assets/photo-1.webp", { "accept-encoding": "br, gzip" });
  expect(photo.status).toBe(200);
  expect(photo.headers["content-encoding"]).toBeUndefined();
  const style = await get("/assets/home-Q1.css", { "accept-encoding": "gzip" });
  expect(style.headers["content-encoding"]).toBe("gzip");
  expect(style.headers.etag).toMatch(/^W\//);
  expect((await get("/assets/gone-123.js", { "accept-encoding": "br" })).status).toBe(404);
});
