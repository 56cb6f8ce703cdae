import { expect, test } from "vitest";
import { fitView, formatDistance, KM_PER_DEGREE, scaleBar, toGround, toPlot } from "./plot-projection";

const box = { width: 480, height: 260, padding: 36 };

test("a degree of latitude is about 111 km; a degree of longitude shrinks with the cosine of the latitude", () => {
  expect(KM_PER_DEGREE).toBeCloseTo(111.19, 2);
  const origin = { lat: 60, lng: 30 };
  expect(toGround({ lat: 61, lng: 30 }, origin)).toEqual({ east: 0, north: KM_PER_DEGREE });
  const east = toGround({ lat: 60, lng: 31 }, origin);
  expect(east.east).toBeCloseTo(KM_PER_DEGREE / 2, 6);
  expect(east.north).toBe(0);
  expect(toGround(origin, origin)).toEqual({ east: 0, north: 0 });
});

test("Moscow: Varshavskoye shosse 132A is about 17 km south of the Kremlin and Moskva-City about 5 km west", () => {
  const kremlin = { lat: 55.752, lng: 37.6175 };
  const south = toGround({ lat: 55.5986, lng: 37.6052 }, kremlin);
  expect(Math.hypot(south.east, south.north)).toBeCloseTo(17.1, 1);
  const city = toGround({ lat: 55.7491, lng: 37.5395 }, kremlin);
  expect(city.east).toBeCloseTo(-4.9, 1);
});

test("the view fits every point in the padded box at one scale both ways, centred on their extent", () => {
  const view = fitView(
    [
      { east: -10, north: 0 },
      { east: 10, north: 5 },
    ],
    box,
    3,
  );
  // 20 km across 408 px and 5 km down 188 px: the width decides.
  expect(view.pxPerKm).toBeCloseTo(408 / 20, 6);
  expect(view.middle).toEqual({ east: 0, north: 2.5 });
  expect(toPlot({ east: -10, north: 0 }, view, box)).toEqual({ x: 36, y: 181 });
  expect(toPlot({ east: 10, north: 5 }, view, box)).toEqual({ x: 444, y: 79 });
});

test("north is up and east is right; a ring of kilometres stays round", () => {
  const view = fitView(
    [
      { east: -17.5, north: -17.5 },
      { east: 17.5, north: 17.5 },
    ],
    box,
    3,
  );
  const centre = toPlot({ east: 0, north: 0 }, view, box);
  const north = toPlot({ east: 0, north: 17.5 }, view, box);
  const east = toPlot({ east: 17.5, north: 0 }, view, box);
  expect(centre).toEqual({ x: 240, y: 130 });
  expect(north.y).toBeLessThan(centre.y);
  expect(east.x).toBeGreaterThan(centre.x);
  expect(centre.y - north.y).toBeCloseTo(east.x - centre.x, 1);
  expect(north.y).toBeCloseTo(36, 1);
});

test("points closer than the least span are shown over that span, not blown up; no points is the origin", () => {
  const view = fitView(
    [
      { east: 0, north: 0 },
      { east: 0.2, north: 0.1 },
    ],
    box,
    3,
  );
  expect(view.pxPerKm).toBeCloseTo(188 / 3, 6);
  expect(fitView([], box, 3)).toEqual({ middle: { east: 0, north: 0 }, pxPerKm: 188 / 3 });
});

test("the scale bar is the longest round distance that fits, labelled in metres or kilometres", () => {
  expect(scaleBar(5.37, 110)).toEqual({ km: 20, px: 107.4, label: "20 км" });
  expect(scaleBar(20, 110)).toEqual({ km: 5, px: 100, label: "5 км" });
  expect(scaleBar(62.7, 110)).toEqual({ km: 1, px: 62.7, label: "1 км" });
  expect(scaleBar(300, 110)).toEqual({ km: 0.2, px: 60, label: "200 м" });
});

test("distances read as on a plan", () => {
  expect(formatDistance(0.45)).toBe("450 м");
  expect(formatDistance(4.94)).toBe("4,9 км");
  expect(formatDistance(17.06)).toBe("17 км");
});
