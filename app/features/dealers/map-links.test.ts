import { expect, test } from "vitest";
import { mapLinks } from "./map-links";

test("a dealer's point opens where it is in Yandex Maps and 2GIS, and the route ends there", () => {
  // Genesis Химки, Ленинградское шоссе: latitude 55.8887, longitude 37.4302.
  const links = mapLinks({ lat: 55.8887, lng: 37.4302 });
  const yandex = new URL(links.yandex);
  expect([yandex.hostname, yandex.searchParams.get("pt"), yandex.searchParams.get("z")]).toEqual(["yandex.ru", "37.4302,55.8887", "16"]);
  expect(links.twoGis).toBe("https://2gis.ru/geo/37.4302,55.8887");
  const route = new URL(links.route);
  // From the visitor's position (empty) to the dealer, by car.
  expect([route.searchParams.get("rtext"), route.searchParams.get("rtt")]).toEqual(["~55.8887,37.4302", "auto"]);
});
