import type http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { logger } from "@platform/logger";
import { drawnPictures } from "./drawn-pictures";

const drawings = new Map<string, number>();
let server: http.Server;
let origin: string;

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
  app.use(
    (_error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => void res.status(500).send("ошибка"),
  );
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

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
