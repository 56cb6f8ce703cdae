import { renderToStaticMarkup } from "react-dom/server";
import { render, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { ModelIllustration } from "~/features/models/model-illustration";
import { CarDrawing, carViewBox } from "./car-drawing";
import { pictureWidths } from "~/lib/picture-sources";
import { carDrawingPath, parseCarDrawingPath } from "./car-drawing-path";
import { renderCarDrawingFile } from "./car-drawing.server";
import { visualModels, type CarView, type VisualModel } from "./visual-models";

const views: readonly CarView[] = ["side", "three-quarter"];

function drawing(model: VisualModel, view: CarView, paint = "#24415f") {
  const { width, height } = carViewBox[view];
  const { container, unmount } = render(
    <svg viewBox={`0 0 ${width} ${height}`}>
      <CarDrawing model={model} view={view} paint={paint} />
    </svg>,
  );
  const paths = [...container.querySelectorAll("g > path")];
  const html = container.innerHTML;
  unmount();
  return { paths, html };
}

/** Every coordinate pair of a path's data (the drawings use absolute M, L and C commands only). */
function coordinates(d: string): [number, number][] {
  const numbers = (d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
  const pairs: [number, number][] = [];
  for (let i = 0; i + 1 < numbers.length; i += 2) pairs.push([numbers[i]!, numbers[i + 1]!]);
  return pairs;
}

function bounds(d: string) {
  const points = coordinates(d);
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
}

test("every model is drawn in both views inside its view's box", () => {
  for (const model of visualModels) {
    for (const view of views) {
      const { width, height } = carViewBox[view];
      const { paths } = drawing(model, view);
      expect(paths.length).toBeGreaterThan(20);
      for (const path of paths) {
        const d = path.getAttribute("d") ?? "";
        expect(d).not.toMatch(/[aAhHvVsSqQtT]|NaN/);
        const box = bounds(d);
        expect(box.left, `${model} ${view}`).toBeGreaterThanOrEqual(0);
        expect(box.right, `${model} ${view}`).toBeLessThanOrEqual(width);
        expect(box.top, `${model} ${view}`).toBeGreaterThanOrEqual(0);
        expect(box.bottom, `${model} ${view}`).toBeLessThanOrEqual(height);
      }
    }
  }
});

test("the paint is the body's fill, and another paint changes only the body", () => {
  for (const view of views) {
    const blue = drawing("gv80", view, "#24415f");
    const red = drawing("gv80", view, "#7a1c22");
    // Each instance names its gradients after its own id; compare the names without it.
    const fills = (paths: Element[]) => paths.map((p) => p.getAttribute("fill")?.replace(/car_r_\w+?_(?=[a-z])/, "car"));
    expect(fills(blue.paths)).toContain("#24415f");
    expect(fills(blue.paths)).not.toContain("#7a1c22");
    const changed = fills(blue.paths).flatMap((fill, i) => (fill === fills(red.paths)[i] ? [] : [[fill, fills(red.paths)[i]]]));
    expect(changed.length).toBeGreaterThan(0);
    expect(new Set(changed.map((pair) => pair.join(" → ")))).toEqual(new Set(["#24415f → #7a1c22"]));
    // Glass, tyres and the rest keep their own colours.
    const normalise = (html: string, paint: string) => html.replaceAll(paint, "PAINT").replace(/car_r_\w+?_(?=[a-z])/g, "car");
    expect(normalise(blue.html, "#24415f")).toBe(normalise(red.html, "#7a1c22"));
  }
});

test("two drawings on one page refer to their own gradients", () => {
  const { container } = render(
    <svg>
      <CarDrawing model="g80" view="side" paint="#eeeeea" />
      <CarDrawing model="g80" view="side" paint="#16171a" />
    </svg>,
  );
  const ids = [...container.querySelectorAll("[id]")].map((element) => element.id);
  expect(ids.length).toBeGreaterThan(4);
  expect(new Set(ids).size).toBe(ids.length);
  for (const id of ids) expect(id).toMatch(/^\w+$/);
  const references = [...container.innerHTML.matchAll(/url\(#(\w+)\)/g)].map((match) => match[1]);
  expect(references.length).toBeGreaterThan(0);
  for (const reference of references) expect(ids).toContain(reference);
});

test("in the side view a longer car is drawn longer", () => {
  const length = (model: VisualModel) => {
    const body = drawing(model, "side").paths.find((p) => p.getAttribute("fill") === "#24415f");
    const box = bounds(body?.getAttribute("d") ?? "");
    return box.right - box.left;
  };
  const sedans = (["g90l", "g90", "g80", "g70"] as const).map(length);
  expect([...sedans].sort((a, b) => b - a)).toEqual(sedans);
  expect(new Set(sedans).size).toBe(4);
  expect(length("gv80")).toBeGreaterThan(length("gv70"));
  expect(length("mint")).toBeLessThan(length("g70"));
});

test("with a label the illustration is a named picture of the drawing's WebP copies, without one it is decorative", () => {
  const { unmount } = render(
    <ModelIllustration model="g90" view="three-quarter" colour="#16171A" label="Genesis G90, вид три четверти спереди" sizes="300px" />,
  );
  const picture = screen.getByRole("img", { name: "Genesis G90, вид три четверти спереди" });
  expect(picture.getAttribute("src")).toBe("/car-drawings/g90/three-quarter/16171a-720.webp");
  expect(picture.getAttribute("srcset")).toBe(
    pictureWidths.map((width) => `/car-drawings/g90/three-quarter/16171a-${width}.webp ${width}w`).join(", "),
  );
  expect(picture.getAttribute("sizes")).toBe("300px");
  expect([picture.getAttribute("width"), picture.getAttribute("height")]).toEqual([
    String(carViewBox["three-quarter"].width),
    String(carViewBox["three-quarter"].height),
  ]);
  unmount();
  const hidden = render(<ModelIllustration model="gv70" sizes="100vw" />);
  const decorative = hidden.container.querySelector("img");
  expect(decorative?.getAttribute("alt")).toBe("");
  expect(decorative?.getAttribute("src")).toBe("/car-drawings/gv70/side/2b2d31-720.webp");
  expect(decorative?.getAttribute("width")).toBe(String(carViewBox.side.width));
  expect(screen.queryByRole("img")).toBeNull();
});

test("a drawing's address names a known model, view and paint; anything else is no drawing", () => {
  expect(carDrawingPath("g70", "side", "#abc")).toBe("/car-drawings/g70/side/aabbcc.svg");
  expect(carDrawingPath("g70", "side", "rgb(1,2,3)")).toBe("/car-drawings/g70/side/2b2d31.svg");
  expect(parseCarDrawingPath("gv80", "three-quarter", "24415f.svg")).toEqual({ model: "gv80", view: "three-quarter", paint: "#24415f" });
  for (const [model, view, file] of [
    ["g100", "side", "24415f.svg"],
    ["g70", "top", "24415f.svg"],
    ["g70", "side", "24415F.svg"],
    ["g70", "side", "24415f.png"],
    ["g70", "side", "../24415f.svg"],
  ] as const) {
    expect(parseCarDrawingPath(model, view, file)).toBeNull();
    expect(renderCarDrawingFile(model, view, file)).toBeNull();
  }
});

test("the drawing's file is a standalone SVG of the model in the paint, in the view's box", () => {
  const file = renderCarDrawingFile("g80", "three-quarter", "7a1c22.svg") ?? "";
  const document = new DOMParser().parseFromString(file, "image/svg+xml");
  const svg = document.documentElement;
  expect(svg.namespaceURI).toBe("http://www.w3.org/2000/svg");
  expect(document.querySelector("parsererror")).toBeNull();
  expect(svg.getAttribute("viewBox")).toBe(`0 0 ${carViewBox["three-quarter"].width} ${carViewBox["three-quarter"].height}`);
  expect(Array.from(svg.querySelectorAll("[fill]"), (el) => el.getAttribute("fill"))).toContain("#7a1c22");
  // Its gradients and clips are referenced by ids the file defines.
  for (const ref of file.matchAll(/url\(#([^)]+)\)/g)) expect(svg.querySelector(`[id="${ref[1]}"]`)).not.toBeNull();
});

test("a drawing's file in any paint is the drawing rendered afresh in that paint, for every model and view", () => {
  for (const model of visualModels) {
    for (const view of views) {
      const { width, height } = carViewBox[view];
      for (const paint of ["7a1c22", "f4f4f2", "2b2d31"]) {
        const rendered = renderToStaticMarkup(
          <svg xmlns="http://www.w3.org/2000/svg" viewBox={`0 0 ${width} ${height}`} width={width} height={height}>
            <CarDrawing model={model} view={view} paint={`#${paint}`} />
          </svg>,
        );
        expect(renderCarDrawingFile(model, view, `${paint}.svg`)).toBe(`<?xml version="1.0" encoding="UTF-8"?>\n${rendered}`);
      }
    }
  }
});
