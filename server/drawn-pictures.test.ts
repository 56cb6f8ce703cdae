import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { logger } from "@platform/logger";
import { drawnPictures, limitedTo, PicturesBusyError, staticPictureCopies } from "./drawn-pictures";

const drawings = new Map<string, number>();
const redBand =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 16" width="48" height="16"><rect width="48" height="16" fill="#c00000"/></svg>';
let mended = false;
let server: http.Server;
let origin: string;
// A public/ of the test's own: the red band as a news cover, and as a social card (a folder given no copies).
const publicDir = mkdtempSync(path.join(tmpdir(), "static-pictures-"));

beforeAll(async () => {
  const app = express();
  // G70's front in black is the one picture there is, "broken" fails to draw.
  app.get(
    "/car-drawings/:model/:view/:file",
    drawnPictures((model, view, file) => {
      const address = `${model}/${view}/${file}`;
      drawings.set(address, (drawings.get(address) ?? 0) + 1);
      if (model === "broken") throw new Error("the drawing failed");
      return address === "g70/front/black.svg" ? "<svg>G70</svg>" : null;
    }),
  );
  // The same drawings as WebP: a red band three times as wide as it is high, and one that fails to draw as a picture
  // until it is mended.
  app.get(
    "/drawings/:model/:view/:file",
    drawnPictures(
      (model, view, file) => {
        const address = `${model}/${view}/${file}`;
        if (address === "g70/side/c00000.svg") return redBand;
        if (address === "g70/side/mended.svg") return mended ? redBand : "<svg>не рисунок";
        return null;
      },
      { widths: [120, 240] },
    ),
  );
  for (const folder of ["news", "og"]) {
    mkdirSync(path.join(publicDir, "images", folder), { recursive: true });
    writeFileSync(path.join(publicDir, "images", folder, "red-band.svg"), redBand);
  }
  app.get("/images/:folder/:file", staticPictureCopies(publicDir, ["news"], [120, 240]));
  app.use(express.static(publicDir));
  app.use(
    (_error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => void res.status(500).send("ошибка"),
  );
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(publicDir, { recursive: true, force: true });
});

test("a picture is sent as SVG, kept by browsers for a day", async () => {
  const answer = await fetch(`${origin}/car-drawings/g70/front/black.svg`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
  expect(answer.headers.get("cache-control")).toBe("public, max-age=86400");
  expect(await answer.text()).toBe("<svg>G70</svg>");
});

test("a made-up address gets a Russian 404", async () => {
  const answer = await fetch(`${origin}/car-drawings/g70/front/guess-1.svg`);
  expect(answer.status).toBe(404);
  expect(await answer.text()).toBe("Изображение не найдено");
});

test("a drawing that fails is a server error, tried again on the next visit", async () => {
  expect((await fetch(`${origin}/car-drawings/broken/front/black.svg`)).status).toBe(500);
  expect((await fetch(`${origin}/car-drawings/broken/front/black.svg`)).status).toBe(500);
  expect(drawings.get("broken/front/black.svg")).toBe(2);
});

test("prepared pictures are drawn after start, past one that draws nothing, which is logged", async () => {
  const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
  const drawn: string[] = [];
  drawnPictures((model, view) => (drawn.push(`${model}/${view}`), model === "none" ? null : `<svg>${model} ${view}</svg>`), {
    prepare: [
      ["g70", "side", "a.svg"],
      ["none", "side", "a.svg"],
      ["gv80", "side", "a.svg"],
    ],
  });
  // Nothing is drawn while the process is still setting up.
  expect(drawn).toEqual([]);
  await vi.waitFor(() => expect(drawn).toEqual(["g70/side", "none/side", "gv80/side"]));
  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn).toHaveBeenCalledWith(expect.objectContaining({ picture: "none/side/a.svg" }), "Рисунок не подготовлен при запуске");
  warn.mockRestore();
});

test("a drawing is also a WebP picture of each width offered, drawn at that width and kept for a day", async () => {
  const answer = await fetch(`${origin}/drawings/g70/side/c00000-240.webp`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get("content-type")).toBe("image/webp");
  expect(answer.headers.get("cache-control")).toBe("public, max-age=86400");
  const picture = sharp(Buffer.from(await answer.arrayBuffer()));
  expect(await picture.metadata()).toMatchObject({ format: "webp", width: 240, height: 80 });
  const { data } = await picture.raw().toBuffer({ resolveWithObject: true });
  // The band's red, within WebP's loss.
  expect(Math.abs((data[0] ?? 0) - 0xc0)).toBeLessThan(8);
  expect(data[1]).toBeLessThan(8);
  const small = await fetch(`${origin}/drawings/g70/side/c00000-120.webp`);
  expect(await sharp(Buffer.from(await small.arrayBuffer())).metadata()).toMatchObject({ width: 120, height: 40 });
});

test("three visitors asking at once get the same picture, and a browser that has it gets 304", async () => {
  const answers = await Promise.all([1, 2, 3].map(() => fetch(`${origin}/drawings/g70/side/c00000-120.webp`)));
  const etags = new Set(answers.map((answer) => answer.headers.get("etag")));
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
  expect(etags.size).toBe(1);
  const [etag] = [...etags];
  const again = await fetch(`${origin}/drawings/g70/side/c00000-120.webp`, { headers: { "if-none-match": etag ?? "" } });
  expect(again.status).toBe(304);
  expect(again.headers.get("etag")).toBe(etag);
});

test("a width not offered, or a name that draws nothing, is a Russian 404", async () => {
  for (const address of ["g70/side/c00000-300.webp", "g70/side/000000-120.webp", "g70/side/c00000-120.png"]) {
    const answer = await fetch(`${origin}/drawings/${address}`);
    expect(answer.status, address).toBe(404);
    expect(await answer.text()).toBe("Изображение не найдено");
  }
});

test("a drawing that cannot be made into a picture is a server error, and made again once it is mended", async () => {
  expect((await fetch(`${origin}/drawings/g70/side/mended-120.webp`)).status).toBe(500);
  mended = true;
  const answer = await fetch(`${origin}/drawings/g70/side/mended-120.webp`);
  expect(answer.status).toBe(200);
  expect(await sharp(Buffer.from(await answer.arrayBuffer())).metadata()).toMatchObject({ format: "webp", width: 120 });
});

test("pictures are made two at a time, a few more wait their turn, and one past them is refused", async () => {
  const run = limitedTo(2, 1);
  const started: number[] = [];
  const finish: Array<() => void> = [];
  const task = (n: number) => () => {
    started.push(n);
    return new Promise<number>((done) => finish.push(() => done(n)));
  };
  const first = run(task(1));
  const second = run(task(2));
  const third = run(task(3));
  await expect(run(task(4))).rejects.toBeInstanceOf(PicturesBusyError);
  await Promise.resolve();
  expect(started).toEqual([1, 2]);
  finish[0]?.();
  expect(await first).toBe(1);
  await vi.waitFor(() => expect(started).toEqual([1, 2, 3]));
  // The slot the first left went to the third: a fourth now waits rather than starting beside two.
  const fourth = run(task(4));
  await Promise.resolve();
  expect(started).toEqual([1, 2, 3]);
  finish[1]?.();
  finish[2]?.();
  await vi.waitFor(() => expect(started).toEqual([1, 2, 3, 4]));
  finish[3]?.();
  expect(await Promise.all([second, third, fourth])).toEqual([2, 3, 4]);
});

test("a static news cover is also a WebP picture of each width offered; the SVG file itself is public/'s", async () => {
  const answer = await fetch(`${origin}/images/news/red-band-240.webp`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get("content-type")).toBe("image/webp");
  expect(answer.headers.get("cache-control")).toBe("public, max-age=86400");
  expect(await sharp(Buffer.from(await answer.arrayBuffer())).metadata()).toMatchObject({ format: "webp", width: 240, height: 80 });
  const svg = await fetch(`${origin}/images/news/red-band.svg`);
  expect(svg.headers.get("content-type")).toBe("image/svg+xml");
  expect(await svg.text()).toBe(redBand);
});

test("a static picture gets copies only in the folders and widths offered, of a file listed at start", async () => {
  writeFileSync(path.join(publicDir, "images", "news", "late.svg"), redBand);
  for (const address of [
    "/images/og/red-band-240.webp",
    "/images/news/red-band-360.webp",
    "/images/news/blue-band-240.webp",
    "/images/news/..%2Fog%2Fred-band-240.webp",
    "/images/news/Red-Band-240.webp",
    // Written after the folders were listed: the handler does not look at the disk for a name it did not list.
    "/images/news/late-240.webp",
  ]) {
    const answer = await fetch(`${origin}${address}`);
    expect([address, answer.status, await answer.text()]).toEqual([address, 404, "Изображение не найдено"]);
  }
});
