import { modelCodes } from "@contract/model";
import { specialOfferKinds, specialOfferSchema } from "@contract/special-offer";
import { expect, test } from "vitest";
import { programForModel } from "@contract/credit";
import { creditProgramSeed, creditProgramTermSeed } from "../../directory/content/credit-programs";
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

test("a credit offer's rate, down payment and term are those of an active program for each of its models", () => {
  // What the configurator and the stock cars offer: the offer's «Рассчитать в конфигураторе» must find it.
  const programs = creditProgramSeed.map((program) => {
    const terms = creditProgramTermSeed.filter((t) => t.programId === program.id).map((t) => t.term);
    return { ...program, minTerm: Math.min(...terms), maxTerm: Math.max(...terms) };
  });
  const credit = specialOfferContent.filter((offer) => offer.kind === "credit");
  expect(credit.length).toBeGreaterThan(0);
  for (const offer of credit) {
    const text = [offer.title, ...offer.terms].join(" ");
    const rate = /от (\d+(?:,\d+)?)\s% годовых/.exec(text)?.[1];
    const prepay = /взнос от (\d+)\s%/.exec(text)?.[1];
    const term = /Срок кредита от (\d+) до (\d+)\sмесяцев/.exec(text);
    expect(prepay ?? term, offer.id).toBeTruthy();
    for (const model of offer.models) {
      const matching = programs.filter(
        (p) =>
          p.active !== false &&
          programForModel({ models: p.models ?? [] }, model) &&
          (rate === undefined || p.rate === Number(rate.replace(",", "."))) &&
          (prepay === undefined || p.minPrepay === Number(prepay)) &&
          (term === null || (p.minTerm === Number(term[1]) && p.maxTerm === Number(term[2]))),
      );
      expect(matching.map((p) => p.name), `${offer.id} / ${model}`).not.toEqual([]);
    }
  }
});

test("a program for some models is offered to none of the others", () => {
  const subsidy = creditProgramSeed.find((p) => p.rate === 5.9 && p.active);
  expect(subsidy?.models).toEqual(["g70", "gv70", "g80-new"]);
  for (const model of ["gv80", "g90"]) expect(programForModel({ models: subsidy?.models ?? [] }, model), model).toBe(false);
});
