import { expect, test } from "vitest";
import { specialOfferKinds } from "@contract/special-offer";
import { describeOfferModels, formatDay, formatPeriod, getOfferModelLinks, offerActions, offerKindLabels, offerPageMeta } from "./offers";

test("formatDay and formatPeriod read as Russian dates without repeating shared parts", () => {
  expect(formatDay("2027-03-31")).toBe("31 марта 2027");
  expect(formatPeriod("2026-11-01", "2026-11-30")).toBe("с 1 по 30 ноября 2026");
  expect(formatPeriod("2026-11-01", "2026-12-31")).toBe("с 1 ноября по 31 декабря 2026");
  expect(formatPeriod("2026-10-01", "2027-03-31")).toBe("с 1 октября 2026 по 31 марта 2027");
  expect(() => formatDay("31.03.2027")).toThrow(RangeError);
});

test("describeOfferModels names the models in Russian, or all of them at once", () => {
  expect(describeOfferModels({ models: ["g70", "gv70", "g80-new"] })).toBe("G70, GV70 и G80");
  expect(describeOfferModels({ models: ["gv80", "g90"] })).toBe("GV80 и G90");
  expect(describeOfferModels({ models: ["g90"] })).toBe("G90");
  expect(describeOfferModels({ models: ["g70", "gv70", "g80-new", "gv80", "g90"] })).toBe("все модели Genesis");
});

test("getOfferModelLinks links each model to its home page", () => {
  expect(getOfferModelLinks({ models: ["g80-new", "g90"] })).toEqual([
    { code: "g80-new", name: "Новый Genesis G80", href: "/new-g80.html" },
    { code: "g90", name: "Genesis G90", href: "/g90.html" },
  ]);
});

test("every offer kind of the API has a label and calls to action to site pages", () => {
  expect(Object.keys(offerKindLabels).sort()).toEqual([...specialOfferKinds].sort());
  for (const kind of specialOfferKinds) {
    expect(offerActions[kind].length).toBeGreaterThan(0);
    for (const action of offerActions[kind]) expect(action.href).toMatch(/^\//);
  }
});

test("an offer's title and description for search engines never state a rate without its ПСК", () => {
  const offer = {
    title: "Genesis Finance: кредит от 5,9 % годовых",
    short: "Субсидированная ставка 5,9 % годовых на G70 при взносе от 30 %.",
    validFrom: "2026-11-01",
    validTo: "2027-03-31",
  };
  const costed = offerPageMeta({ offer: { ...offer, credit_cost: { min: 6.871, max: 7.52 } }, expired: false });
  expect(costed.title).toBe("Genesis Finance: кредит от 5,9 % годовых, ПСК от 6,871\u00a0% до 7,520\u00a0% годовых");
  expect(costed.description).toBe(
    "Субсидированная ставка 5,9 % годовых на G70 при взносе от 30 %. Полная стоимость кредита — от 6,871\u00a0% до 7,520\u00a0% годовых. Действует с 1 ноября 2026 по 31 марта 2027.",
  );
  // A rate no active program backs has no ПСК to state: the rate goes, the offer stays findable.
  const unbacked = offerPageMeta({ offer: { ...offer, credit_cost: null }, expired: false });
  expect(unbacked.title).toBe("Genesis Finance: кредит");
  expect(unbacked.description).toBe("Субсидированная ставка на G70 при взносе от 30 %. Действует с 1 ноября 2026 по 31 марта 2027.");
  // An offer that names no rate is as it was.
  expect(offerPageMeta({ offer: { ...offer, title: "Трейд-ин", short: "Выгода при сдаче автомобиля." }, expired: true })).toEqual({
    title: "Трейд-ин",
    description: "Выгода при сдаче автомобиля. Действует с 1 ноября 2026 по 31 марта 2027.",
    specific: true,
    noindex: true,
  });
});
