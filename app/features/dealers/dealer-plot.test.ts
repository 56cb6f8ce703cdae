import { expect, test } from "vitest";
import { plotPoints } from "./dealer-plot";

test("one dealer, or dealers on one spot, sit in the middle of the plot", () => {
  expect(plotPoints([{ lat: 55.9, lng: 37.4 }])).toEqual([{ x: 240, y: 130 }]);
  expect(plotPoints([{ lat: 55.9, lng: 37.4 }, { lat: 55.9, lng: 37.4 }])).toEqual([{ x: 240, y: 130 }, { x: 240, y: 130 }]);
  expect(plotPoints([])).toEqual([]);
});

test("north is up, east is right, and every pin stays inside the padded box", () => {
  const [south, north] = plotPoints([{ lat: 55.6, lng: 37.6 }, { lat: 55.75, lng: 37.54 }]);
  expect(north!.y).toBeLessThan(south!.y);
  expect(north!.x).toBeLessThan(south!.x);
  for (const p of [south!, north!]) {
    expect(p.x).toBeGreaterThanOrEqual(36);
    expect(p.x).toBeLessThanOrEqual(480 - 36);
    expect(p.y).toBeGreaterThanOrEqual(36);
    expect(p.y).toBeLessThanOrEqual(260 - 36);
  }
});
