import type express from "express";
import { createCache } from "~/lib/cache";

/** An address that names no picture: a failure, which the cache never keeps. */
class NoPicture extends Error {}

/**
 * Drawn SVG pictures addressed by model, view and file: each address is drawn once and kept (the most
 * used few hundred; the drawings change only with a release), an address naming no picture is a 404.
 * Only pictures are kept: made-up addresses (a crawler's guesses) are answered at once without pushing
 * real drawings out of the cache.
 */
export function drawnPictures(
  draw: (model: string, view: string, file: string) => string | null,
  { maxSize = 300 } = {},
): express.RequestHandler<{ model: string; view: string; file: string }> {
  const drawn = createCache<string>({ ttlMs: 24 * 60 * 60_000, maxSize });
  return async (req, res) => {
    const { model, view, file } = req.params;
    let svg: string;
    try {
      svg = await drawn.getOrLoad(`${model}/${view}/${file}`, async () => draw(model, view, file) ?? Promise.reject(new NoPicture()));
    } catch (error) {
      if (!(error instanceof NoPicture)) throw error;
      res.status(404).type("text/plain; charset=utf-8").send("Изображение не найдено");
      return;
    }
    res.type("image/svg+xml; charset=utf-8").set("Cache-Control", "public, max-age=86400").send(svg);
  };
}
