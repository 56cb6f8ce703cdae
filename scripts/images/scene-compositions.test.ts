import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { sceneKinds } from "~/features/visuals/scene-ids";
import { SceneComposition, type SceneProps } from "./scenes";

const views = ["side", "three-quarter"] as const;
const props = (overrides: Partial<SceneProps> = {}): SceneProps => ({
  scene: "studio",
  model: "g80",
  view: "side",
  paint: "#24415f",
  ...overrides,
});
const render = (p: SceneProps) => renderToStaticMarkup(createElement(SceneComposition, p));

test.each(sceneKinds.flatMap((scene) => views.map((view) => ({ scene, view }))))(
  "$scene, $view: the same markup on every render",
  ({ scene, view }) => {
    expect(render(props({ scene, view }))).toBe(render(props({ scene, view })));
  },
);

test.each(sceneKinds)("%s: a 1920×1080 SVG using only what librsvg renders", (scene) => {
  const markup = render(props({ scene }));
  expect(markup).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1920 1080" width="1920" height="1080">/);
  expect(markup).not.toMatch(/<filter|<foreignObject|<text|<image|var\(|NaN|undefined/);
});

test("two scenes in one document do not share gradient ids", () => {
  const markup = renderToStaticMarkup(
    createElement(Fragment, null, createElement(SceneComposition, props()), createElement(SceneComposition, props({ scene: "road" }))),
  );
  const ids = [...markup.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
  expect(ids.length).toBeGreaterThan(10);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids.every((id) => /^[\w-]+$/.test(id ?? ""))).toBe(true);
});

test("the paint reaches the car", () => {
  expect(render(props({ paint: "#7a1c22" }))).toContain("#7a1c22");
});
