import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type express from "express";
import { LRUCache } from "lru-cache";
import sharp from "sharp";
import { logger } from "@platform/logger";
import { matchesEtag } from "./page-answer";

/** A picture's address: the route's parameters in their order, the file last (`g70`, `side`, `7a1c22.svg`). */
export type PictureAddress = readonly string[];

type Raster = { body: Buffer; etag: string };

/** Both forms of a picture are kept by browsers for a day: a drawing may change with a release. */
const kept = "public, max-age=86400";

/** `{name}-{width}.webp`: the drawing `{name}.svg` as a WebP picture `width` pixels wide. */
const rasterFile = /^(.+)-(\d{2,4})\.webp$/;

/**
 * The drawing as WebP, `width` pixels wide: librsvg draws it at the density that gives that width (sharp's SVG
 * input), so the strokes are drawn at the size shown rather than drawn small and enlarged. Runs on libuv's threads.
 */
async function rasterise(svg: string, width: number): Promise<Raster> {
  const source = Buffer.from(svg);
  const { width: drawn } = await sharp(source).metadata();
  const body = await sharp(source, { density: (72 * width) / (drawn || width) })
    .resize({ width })
    .webp({ quality: 82, alphaQuality: 90, effort: 4 })
    .toBuffer();
  return { body, etag: createHash("sha256").update(body).digest("base64url").slice(0, 27) };
}

/** Said when more pictures are waiting to be made than `limitedTo` lets wait. */
export class PicturesBusyError extends Error {
  constructor() {
    super("Слишком много изображений ждут отрисовки");
    this.name = "PicturesBusyError";
  }
}

/**
 * Runs at most `slots` tasks at once; up to `queue` more wait their turn (a finished task hands its slot to the first
 * waiting), and one beyond that is refused with {@link PicturesBusyError}.
 */
export function limitedTo(slots: number, queue: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < slots) running++;
    else if (waiting.length >= queue) throw new PicturesBusyError();
    else await new Promise<void>((turn) => waiting.push(turn));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

/** Every kind of picture waits its turn here: two are made at a time over the whole process. */
const making = limitedTo(2, 64);

/**
 * Drawn SVG pictures addressed by the route's parameters, the file last (model, view and file; folder and file); an
 * address naming no picture is a 404. `draw`
 * keeps what is dear itself (each drawing is rendered once per model and view and recoloured by a join
 * of strings, painted-svg.server.ts), so a picture is made per request. The `prepare` addresses are
 * drawn when the process starts, one per turn of the event loop so that requests go on between them: a
 * process's first drawing of a kind costs tens of milliseconds of the only thread, which a first
 * visitor's fonts and styles would otherwise wait for.
 *
 * With `widths`, each drawing is also a WebP picture of each of those widths (`g70/side/7a1c22-720.webp`), which a
 * page's srcset names (ADR 0139): a browser decodes a raster picture off its main thread, while each SVG picture is a
 * document of its own that the page's main thread parses, styles, lays out and paints. A picture is made on its first
 * request and kept (the `keep` most recently asked for); concurrent requests for one picture share its making. Any
 * six hex digits name a paint, so made-up addresses could ask for pictures without end: two are made at a time and
 * 64 wait at most (a request past them gets 503), which leaves the rest of libuv's threads to the pages' compression
 * and file reads.
 */
export function drawnPictures(
  draw: (...address: string[]) => string | null,
  { prepare = [] as readonly PictureAddress[], widths = [] as readonly number[], keep = 600 } = {},
): express.RequestHandler<Record<string, string>> {
  void prepare.reduce<Promise<void>>(
    (previous, address) =>
      previous
        .then(() => new Promise((turn) => setImmediate(turn)))
        .then(() => {
          if (draw(...address) === null) throw new Error("адрес не называет рисунка");
        })
        .catch((error: unknown) => logger.warn({ err: error, picture: address.join("/") }, "Рисунок не подготовлен при запуске")),
    Promise.resolve(),
  );
  const rasters = new LRUCache<string, Promise<Raster>>({ max: keep });
  const notFound = (res: express.Response) => res.status(404).type("text/plain; charset=utf-8").send("Изображение не найдено");

  return (req, res, next) => {
    const place = Object.values(req.params);
    const file = place.pop() ?? "";
    const raster = rasterFile.exec(file);
    if (!raster) {
      const svg = draw(...place, file);
      if (svg === null) return notFound(res);
      res.type("image/svg+xml; charset=utf-8").set("Cache-Control", kept).send(svg);
      return;
    }
    const [, name = "", digits = ""] = raster;
    const width = Number(digits);
    if (!widths.includes(width)) return notFound(res);
    const key = [...place, file].join("/");
    // A picture kept was drawn from a valid address: only a new one is drawn (and its address checked) first.
    let made = rasters.get(key);
    if (!made) {
      const svg = draw(...place, `${name}.svg`);
      if (svg === null) return notFound(res);
      made = making(() => rasterise(svg, width));
      rasters.set(key, made);
      // A picture that failed is made again on the next request, not kept failing.
      made.catch(() => rasters.delete(key));
    }
    made.then(
      ({ body, etag }) => {
        res.type("image/webp").set({ "Cache-Control": kept, ETag: `"${etag}"` });
        if (matchesEtag(req.headers["if-none-match"], etag)) res.status(304).end();
        else res.send(body);
      },
      (error: unknown) => {
        if (!(error instanceof PicturesBusyError)) return next(error);
        res.status(503).set("Retry-After", "5").type("text/plain; charset=utf-8").send("Изображение сейчас не готово, повторите позже");
      },
    );
  };
}

/** A static picture's file name: lower-case Latin letters, digits and hyphens (`g70-side.svg`, the news covers). */
const staticName = /^[a-z0-9-]+\.svg$/;

/**
 * The WebP copies of the static SVG pictures in `root/images/{folder}/` for the `folders` given (ADR 0140):
 * `/images/news/genesis-magma-480.webp` is `genesis-magma.svg` drawn 480 px wide, for the route
 * `/images/:folder/:file`. Only copies are answered here; the SVG files themselves, and everything else under /images,
 * go on to the static files. The folders are listed once, when the handler is made (they change with a release): a
 * made-up name is a 404 without touching the disk, and a file is read only when a copy of it is made.
 */
export function staticPictureCopies(
  root: string,
  folders: readonly string[],
  widths: readonly number[],
): express.RequestHandler<Record<string, string>> {
  const files = new Set(
    folders.flatMap((folder) => {
      try {
        return readdirSync(path.join(root, "images", folder))
          .filter((file) => staticName.test(file))
          .map((file) => `${folder}/${file}`);
      } catch {
        return [];
      }
    }),
  );
  const copies = drawnPictures(
    (folder = "", file = "") => (files.has(`${folder}/${file}`) ? readFileSync(path.join(root, "images", folder, file), "utf8") : null),
    { widths },
  );
  return (req, res, next) => (req.params.file?.endsWith(".webp") ? copies(req, res, next) : next());
}
