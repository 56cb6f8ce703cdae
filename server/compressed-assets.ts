// The build's hashed assets sent as the build compressed them (vite.config.ts writes `name.js.br` and
// `name.js.gz` beside each script, style and drawing, at the best levels brotli and gzip have): every
// browser gets the smallest file it can read, and no request spends the processor compressing the same
// bytes again at a lower level (ADR 0046). A file without them (small ones, pictures) is left to the
// files on disk and on-the-fly compression, as before.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";
import type { RequestHandler } from "express";
import { chooseEncoding, matchesEtag } from "./page-cache";

const types: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
};

type Asset = { type: string; etag: string; gzip: Buffer; br: Buffer };

export type CompressedAssets = {
  handler: RequestHandler;
  /** How many files are kept, and their bytes as they are and compressed. */
  stats: { files: number; identity: number; gzip: number; br: number };
};

/** The compressed files of `directory`, read once: about a third of the build's size in memory. */
export function compressedAssets(directory: string): CompressedAssets {
  const assets = new Map<string, Asset>();
  const stats = { files: 0, identity: 0, gzip: 0, br: 0 };
  let names: Set<string>;
  try {
    names = new Set(readdirSync(directory));
  } catch {
    names = new Set();
  }
  for (const name of names) {
    const type = types[extname(name)];
    if (!type || !names.has(`${name}.br`) || !names.has(`${name}.gz`)) continue;
    const body = readFileSync(join(directory, name));
    const asset = {
      type,
      etag: createHash("sha256").update(body).digest("base64url").slice(0, 27),
      gzip: readFileSync(join(directory, `${name}.gz`)),
      br: readFileSync(join(directory, `${name}.br`)),
    };
    assets.set(`/${name}`, asset);
    stats.files += 1;
    stats.identity += body.length;
    stats.gzip += asset.gzip.length;
    stats.br += asset.br.length;
  }

  const handler: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const asset = assets.get(req.path);
    if (!asset) return next();
    const encoding = chooseEncoding(req.headers["accept-encoding"], asset);
    // A client that reads neither gets the file from disk, as it is.
    if (encoding === "identity") return next();
    res.set({
      "Content-Type": asset.type,
      "Cache-Control": "public, max-age=31536000, immutable",
      Vary: "Accept-Encoding",
      ETag: `"${asset.etag}-${encoding}"`,
    });
    if (matchesEtag(req.headers["if-none-match"], asset.etag)) {
      res.status(304).end();
      return;
    }
    const body = encoding === "br" ? asset.br : asset.gzip;
    res.set({ "Content-Encoding": encoding, "Content-Length": String(body.length) });
    res.status(200).end(req.method === "HEAD" ? undefined : body);
  };

  return { handler, stats };
}
