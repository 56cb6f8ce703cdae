import { expect, test } from "vitest";
import { shippedServicePrices } from "@contract/service-prices-shipped";
import { getMaintenanceSections } from "./service-content";

test("«Что входит в каждое ТО» puts the works after «включает» in the accusative", () => {
  const section = getMaintenanceSections(shippedServicePrices.maintenance).find((s) => s.title === "Что входит в каждое ТО");
  const intro = section && "intro" in section ? section.intro : undefined;
  expect(intro).toMatch(/^Каждое плановое обслуживание включает замену моторного масла, масляного и салонного фильтров, проверку тормозов/);
  // The nominative forms are what the page used to print after the verb.
  expect(intro).not.toMatch(/(?<![а-яё])(замена|проверка)(?![а-яё])/iu);
});
