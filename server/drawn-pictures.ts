import type express from "express";
import { logger } from "@platform/logger";

/** A picture's address: model, view and file. */
export type PictureAddress = readonly [model: string, view: string, file: string];

/**
 * Drawn SVG pictures addressed by model, view and file; an address naming no picture is a 404. `draw`
 * keeps what is dear itself (each drawing is rendered once per model and view and recoloured by a join
 * of strings, painted-svg.server.ts), so a picture is made per request. The `prepare` addresses are
 * drawn when the process starts, one per turn of the event loop so that requests go on between them: a
 * process's first drawing of a kind costs tens of milliseconds of the only thread, which a first
 * visitor's fonts and styles would otherwise wait for.
 */
export function drawnPictures(
  draw: (model: string, view: string, file: string) => string | null,
  { prepare = [] as readonly PictureAddress[] } = {},
): express.RequestHandler<{ model: string; view: string; file: string }> {
  void prepare.reduce<Promise<void>>(
    (previous, [model, view, file]) =>
      previous
        .then(() => new Promise((turn) => setImmediate(turn)))
        .then(() => {
          if (draw(model, view, file) === null) throw new Error("адрес не называет рисунка");
        })
        .catch((error: unknown) => logger.warn({ err: error, picture: `${model}/${view}/${file}` }, "Рисунок не подготовлен при запуске")),
    Promise.resolve(),
  );
  return (req, res) => {
    const { model, view, file } = req.params;
    const svg = draw(model, view, file);
    if (svg === null) {
      res.status(404).type("text/plain; charset=utf-8").send("Изображение не найдено");
      return;
    }
    res.type("image/svg+xml; charset=utf-8").set("Cache-Control", "public, max-age=86400").send(svg);
  };
}
