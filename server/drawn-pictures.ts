import type express from "express";
import { logger } from "@platform/logger";
import { createCache } from "~/lib/cache";

/** A picture's address: model, view and file. */
export type PictureAddress = readonly [model: string, view: string, file: string];

/** An address that names no picture: a failure, which the cache never keeps. */
class NoPicture extends Error {}

/**
 * Drawn SVG pictures addressed by model, view and file: each address is drawn once and kept (the most
 * used few hundred; the drawings change only with a release), an address naming no picture is a 404.
 * Only pictures are kept: made-up addresses (a crawler's guesses) are answered at once without pushing
 * real drawings out of the cache. The `prepare` addresses are drawn when the process starts, one per turn
 * of the event loop so that requests go on between them: a process's first drawing of a kind costs tens
 * of milliseconds of the only thread, which a first visitor's fonts and styles would otherwise wait for.
 */
export function drawnPictures(
  draw: (model: string, view: string, file: string) => string | null,
  { maxSize = 300, prepare = [] as readonly PictureAddress[] } = {},
): express.RequestHandler<{ model: string; view: string; file: string }> {
  const drawn = createCache<string>({ ttlMs: 24 * 60 * 60_000, maxSize });
  const picture = (model: string, view: string, file: string) =>
    drawn.getOrLoad(`${model}/${view}/${file}`, async () => draw(model, view, file) ?? Promise.reject(new NoPicture()));
  void prepare.reduce<Promise<unknown>>(
    (previous, [model, view, file]) =>
      previous
        .then(() => new Promise((turn) => setImmediate(turn)))
        .then(() => picture(model, view, file))
        .catch((error: unknown) => logger.warn({ err: error, picture: `${model}/${view}/${file}` }, "Рисунок не подготовлен при запуске")),
    Promise.resolve(),
  );
  return async (req, res) => {
    const { model, view, file } = req.params;
    let svg: string;
    try {
      svg = await picture(model, view, file);
    } catch (error) {
      if (!(error instanceof NoPicture)) throw error;
      res.status(404).type("text/plain; charset=utf-8").send("Изображение не найдено");
      return;
    }
    res.type("image/svg+xml; charset=utf-8").set("Cache-Control", "public, max-age=86400").send(svg);
  };
}
