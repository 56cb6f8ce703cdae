import type http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { drawnPictures } from "./drawn-pictures";

const drawings = new Map<string, number>();
let server: http.Server;
let origin: string;

beforeAll(async () => {
  const app = express();
  // Three pictures kept at most; G70's front in black is the one picture there is, "broken" fails to draw.
  app.get(
    "/car-drawings/:model/:view/:file",
    drawnPictures(
      (model, view, file) => {
        const address = `${model}/${view}/${file}`;
        drawings.set(address, (drawings.get(address) ?? 0) + 1);
        if (model === "broken") throw new Error("the drawing failed");
        return address === "g70/front/black.svg" ? "<svg>G70</svg>" : null;
      },
      { maxSize: 3 },
    ),
  );
  app.use((_error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => void res.status(500).send("ошибка"));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

test("a picture is drawn once for concurrent and later visitors, and sent as SVG for a day", async () => {
  const answers = await Promise.all([1, 2, 3].map(() => fetch(`${origin}/car-drawings/g70/front/black.svg`)));
  for (const answer of answers) {
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(answer.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(await answer.text()).toBe("<svg>G70</svg>");
  }
  expect(drawings.get("g70/front/black.svg")).toBe(1);
});

test("made-up addresses get a Russian 404 and never push a real picture out of the cache", async () => {
  for (let i = 0; i < 10; i++) {
    const answer = await fetch(`${origin}/car-drawings/g70/front/guess-${i}.svg`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe("Изображение не найдено");
  }
  expect((await fetch(`${origin}/car-drawings/g70/front/black.svg`)).status).toBe(200);
  expect(drawings.get("g70/front/black.svg")).toBe(1);
});

test("a drawing that fails is a server error, tried again on the next visit", async () => {
  expect((await fetch(`${origin}/car-drawings/broken/front/black.svg`)).status).toBe(500);
  expect((await fetch(`${origin}/car-drawings/broken/front/black.svg`)).status).toBe(500);
  expect(drawings.get("broken/front/black.svg")).toBe(2);
});

test("prepared pictures are drawn after start, past one that draws nothing, and a first visitor's is already there", async () => {
  const drawn: string[] = [];
  const app = express();
  app.get(
    "/p/:model/:view/:file",
    drawnPictures((model, view) => (drawn.push(`${model}/${view}`), model === "none" ? null : `<svg>${model} ${view}</svg>`), {
      prepare: [["g70", "side", "a.svg"], ["none", "side", "a.svg"], ["gv80", "side", "a.svg"]],
    }),
  );
  // Nothing is drawn while the process is still setting up.
  expect(drawn).toEqual([]);
  await vi.waitFor(() => expect(drawn).toEqual(["g70/side", "none/side", "gv80/side"]));
  const local = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => local.once("listening", resolve));
  const answer = await fetch(`http://127.0.0.1:${(local.address() as AddressInfo).port}/p/gv80/side/a.svg`);
  expect(await answer.text()).toBe("<svg>gv80 side</svg>");
  expect(drawn).toEqual(["g70/side", "none/side", "gv80/side"]);
  await new Promise((resolve) => local.close(resolve));
});
