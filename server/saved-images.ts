import { createHash } from "node:crypto";
import { createReadStream, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { logger } from "@platform/logger";

/**
 * The pictures the proxy saves (docs/product.md §9: «Proxy saves image types jpeg, png, tiff»): a GET under a backend
 * prefix answered 200 with one of these types is written to the data directory, and served from there when the
 * backend is down (no answer, a timeout or a 5xx), so a model's or an offer's picture outlives an outage.
 */

/** The saved types, by the extension each is kept under. */
const savedTypes = { jpeg: "image/jpeg", png: "image/png", tiff: "image/tiff" } as const;
type SavedExtension = keyof typeof savedTypes;

/** A picture larger than this is passed on and not kept: no backend's photo is this big, and the disk is not a cache of everything. */
export const savedImageMaxBytes = 15 * 1024 * 1024;

/** The extension a response's Content-Type is saved under, or null when it is not one the proxy keeps. */
export function savedExtensionOf(contentType: string | undefined): SavedExtension | null {
  const type = contentType?.split(";")[0]?.trim().toLowerCase();
  if (type === "image/jpeg" || type === "image/jpg" || type === "image/pjpeg") return "jpeg";
  if (type === "image/png") return "png";
  if (type === "image/tiff" || type === "image/tif") return "tiff";
  return null;
}

export type SavedImages = {
  /** Keeps the body of a proxied answer when it is a saved type, read alongside the visitor's copy. */
  keep(key: string, proxyRes: IncomingMessage): void;
  /** Answers with the saved copy of `key`; false when there is none. */
  serve(key: string, res: ServerResponse, opts?: { sync?: boolean }): boolean;
};

/** The saved pictures in `dir` (created on the first save). */
export function savedImages(dir: string): SavedImages {
  const fileOf = (key: string, extension: SavedExtension) =>
    path.join(dir, `${createHash("sha256").update(key).digest("hex").slice(0, 40)}.${extension}`);
  const find = (key: string) => {
    for (const extension of Object.keys(savedTypes) as SavedExtension[]) {
      const file = fileOf(key, extension);
      if (existsSync(file)) return { file, extension };
    }
    return null;
  };

  return {
    keep(key, proxyRes) {
      const extension = savedExtensionOf(proxyRes.headers["content-type"]);
      if (proxyRes.statusCode !== 200 || !extension) return;
      const declared = Number(proxyRes.headers["content-length"]);
      if (declared > savedImageMaxBytes) return;
      const chunks: Buffer[] = [];
      let size = 0;
      proxyRes.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size <= savedImageMaxBytes) chunks.push(chunk);
      });
      proxyRes.on("end", () => {
        // A cut answer (shorter than it said) is not a picture: the last whole copy stays.
        if (size > savedImageMaxBytes || !proxyRes.complete || (Number.isFinite(declared) && declared !== size)) return;
        const file = fileOf(key, extension);
        try {
          mkdirSync(dir, { recursive: true });
          // The copy replaces the old one whole: a reader never sees half a file.
          const partial = `${file}.${process.pid}.partial`;
          writeFileSync(partial, Buffer.concat(chunks));
          renameSync(partial, file);
          // A picture whose type changed (png → jpeg) keeps one copy only.
          for (const other of Object.keys(savedTypes) as SavedExtension[]) {
            if (other !== extension) rmSync(fileOf(key, other), { force: true });
          }
        } catch (error) {
          logger.warn({ err: error }, `Прокси: не удалось сохранить картинку ${key}`);
        }
      });
    },
    serve(key, res, opts = {}) {
      const saved = find(key);
      if (!saved) return false;
      const headers = {
        "Content-Type": savedTypes[saved.extension],
        // A copy from the outage: the browser asks again next time, when the backend may be back.
        "Cache-Control": "no-cache",
        "X-Saved-Copy": "1",
      };
      logger.warn(`Прокси: бэкенд не ответил, отдана сохранённая картинка ${key}`);
      if (opts.sync) {
        // The backend's error answer is about to be piped: the copy must be whole before this returns.
        const body = readFileSync(saved.file);
        res.writeHead(200, { ...headers, "Content-Length": body.length });
        res.end(body);
        return true;
      }
      res.writeHead(200, { ...headers, "Content-Length": statSync(saved.file).size });
      createReadStream(saved.file).pipe(res);
      return true;
    },
  };
}
