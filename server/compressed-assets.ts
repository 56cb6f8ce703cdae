// The build's hashed assets sent as the build compressed them (vite.config.ts writes `name.js.br` and
// `name.js.gz` beside each script, style and drawing, at the best levels brotli and gzip have): every
// browser gets the smallest file it can read, and no request spends the processor compressing the same
// bytes again at a lower level (ADR 0046). A file without them (small ones, pictures) is left to the
// files on disk and on-the-fly compression, as before.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";
import type { RequestHandler } from "express";
import { chooseEncoding, matchesEtag } from "./page-answer";

type Asset = { extension: string; etag: string; gzip: Buffer; br: Buffer };

/** The compressed copies of `directory`'s files, read once at start: about a third of the build's size. */
export function compressedAssets(directory: string): RequestHandler {
  const assets = new Map<string, Asset>();
  let names: Set<string>;
  try {
    names = new Set(readdirSync(directory));
  } catch {
    names = new Set();
  }
  for (const name of names) {
    if (!names.has(`${name}.br`) || !names.has(`${name}.gz`)) continue;
    const gzip = readFileSync(join(directory, `${name}.gz`));
    const etag = createHash("sha256").update(gzip).digest("base64url").slice(0, 27);
    assets.set(`/${name}`, { extension: extname(name), etag, gzip, br: readFileSync(join(directory, `${name}.br`)) });
  }

  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const asset = assets.get(req.path);
    if (!asset) return next();
    const encoding = chooseEncoding(req.headers["accept-encoding"], asset);
    // A client that reads neither gets the file from disk, as it is.
    if (encoding === "identity") return next();
    // The same type the files on disk are sent with.
    res.type(asset.extension).set({
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
}
