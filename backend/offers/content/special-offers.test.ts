import { modelCodes } from "@contract/model";
import { specialOfferKinds, specialOfferSchema } from "@contract/special-offer";
import { expect, test } from "vitest";
import { specialOfferContent, specialOfferModelSeed, specialOfferSeed } from "./special-offers";

test("offers have unique slug ids, every kind, real calendar periods and known models", () => {
  expect(new Set(specialOfferContent.map((offer) => offer.id)).size).toBe(specialOfferContent.length);
  expect(new Set(specialOfferContent.map((offer) => offer.kind))).toEqual(new Set(specialOfferKinds));
  for (const offer of specialOfferContent) {
    for (const day of [offer.validFrom, offer.validTo]) {
      expect(new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10), offer.id).toBe(day);
    }
    expect(offer.validFrom <= offer.validTo, offer.id).toBe(true);
    expect(offer.full.length, offer.id).toBeGreaterThan(0);
    expect(offer.terms.length, offer.id).toBeGreaterThan(0);
    expect(offer.models.length, offer.id).toBeGreaterThan(0);
    expect(new Set(offer.models).size, offer.id).toBe(offer.models.length);
    for (const model of offer.models) expect(modelCodes).toContain(model);
    expect(specialOfferSchema.safeParse({ ...offer, status: "active" }).success, offer.id).toBe(true);
  }
});

test("every offer carries legal small print saying it is not a public offer", () => {
  for (const offer of specialOfferContent) {
    expect(offer.legal, offer.id).toContain("не является публичной офертой");
    for (const text of [offer.title, offer.short, ...offer.full, ...offer.terms]) expect(text, offer.id).toMatch(/[а-яё]{4}/i);
  }
});

test("seed rows keep each offer's models in the content's order", () => {
  expect(specialOfferSeed.map((row) => row.id)).toEqual(specialOfferContent.map((offer) => offer.id));
  const finance = specialOfferModelSeed.filter((row) => row.offerId === "genesis-finance");
  expect(finance.map((row) => [row.modelCode, row.sortOrder])).toEqual([
    ["g70", 1],
    ["gv70", 2],
    ["g80-new", 3],
  ]);
});
