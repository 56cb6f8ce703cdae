import { expect, test } from "vitest";
import { planDealerPlot } from "./dealer-plot";

const moscow = { name: "Москва", coordinates: { lat: 55.7558, lng: 37.6173 } };
const khimki = { name: "Химки", coordinates: { lat: 55.8887, lng: 37.4302 } };
const inBox = (p: { x: number; y: number }) => p.x >= 36 && p.x <= 480 - 36 && p.y >= 36 && p.y <= 260 - 36;

test("Moscow: the Kremlin in the middle of МКАД, a dealer by the ring road on it, the pins inside the box", () => {
  const plan = planDealerPlot(moscow, [
    { lat: 55.5986, lng: 37.6052 },
    { lat: 55.7491, lng: 37.5395 },
  ]);
  expect(plan.centre).toMatchObject({ x: 240, y: 130, label: "Кремль" });
  expect(plan.ring).toMatchObject({ x: 240, y: 130, label: "МКАД" });
  expect(plan.ring!.r).toBeCloseTo(94, 0);
  const [south, city] = plan.pins;
  expect(south!.y - 130).toBeCloseTo(plan.ring!.r * (17.06 / 17.5), 0);
  expect(city!.x).toBeLessThan(240);
  expect(plan.pins.every(inBox)).toBe(true);
  expect(plan.scale).toEqual({ px: 107.4, label: "20 км" });
  expect(plan.pins[0]!.kmFromCentre).toBeCloseTo(17.1, 1);
});

test("a Moscow dealer far out of town leaves no room for the ring road: it is not drawn and the view fits the pins", () => {
  const plan = planDealerPlot(moscow, [{ lat: 56.9, lng: 37.6 }]);
  expect(plan.ring).toBeNull();
  expect(plan.pins.every(inBox)).toBe(true);
  expect(plan.centre.y).toBeGreaterThan(plan.pins[0]!.y);
});

test("another city: measured from its own coordinates, called «Центр», no ring road", () => {
  const plan = planDealerPlot(khimki, [
    { lat: 55.9003, lng: 37.4197 },
    { lat: 55.8863, lng: 37.4545 },
  ]);
  expect(plan.ring).toBeNull();
  expect(plan.centre.label).toBe("Центр");
  expect([plan.centre, ...plan.pins].every(inBox)).toBe(true);
  const [north, east] = plan.pins;
  expect(north!.y).toBeLessThan(plan.centre.y);
  expect(east!.x).toBeGreaterThan(plan.centre.x);
});

test("a dealer at the centre is shown over the least span, not at street scale", () => {
  const plan = planDealerPlot(khimki, [khimki.coordinates]);
  expect(plan.pins[0]).toMatchObject({ x: plan.centre.x, y: plan.centre.y, kmFromCentre: 0 });
  expect(plan.scale.label).toBe("1 км");
});
