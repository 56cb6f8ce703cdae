import { modelCodes } from "@contract/model";
import { specialOfferKinds, specialOfferSchema } from "@contract/special-offer";
import { localDayOf, moscowOffsetMinutes } from "@contract/test-drive-time";
import { expect, test } from "vitest";
import { programForModel } from "@contract/credit";
import { creditProgramSeed, creditProgramTermSeed } from "../../directory/content/credit-programs";
import { routeSuiteNow } from "../../testing/clock";
import { datedSpecialOffers, specialOfferContent, specialOfferModelSeed, specialOfferSeed } from "./special-offers";

/** The offers as the suites' databases hold them, seeded on 21 November 2026. */
const suiteDayOffers = datedSpecialOffers(new Date(routeSuiteNow));

test("offers have unique slug ids, every kind, real calendar periods and known models", () => {
  expect(new Set(specialOfferContent.map((offer) => offer.id)).size).toBe(specialOfferContent.length);
  expect(new Set(specialOfferContent.map((offer) => offer.kind))).toEqual(new Set(specialOfferKinds));
  for (const offer of suiteDayOffers) {
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
  expect(specialOfferSeed(new Date(routeSuiteNow)).map((row) => row.id)).toEqual(specialOfferContent.map((offer) => offer.id));
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
      expect(
        matching.map((p) => p.name),
        `${offer.id} / ${model}`,
      ).not.toEqual([]);
    }
  }
});

test("a program for some models is offered to none of the others", () => {
  const subsidy = creditProgramSeed.find((p) => p.rate === 5.9 && p.active);
  expect(subsidy?.models).toEqual(["g70", "gv70", "g80-new"]);
  for (const model of ["gv80", "g90"]) expect(programForModel({ models: subsidy?.models ?? [] }, model), model).toBe(false);
});

test("seeded on the suites' day, the offers carry the dates the site has always shown", () => {
  const days = Object.fromEntries(suiteDayOffers.map((offer) => [offer.id, `${offer.validFrom} – ${offer.validTo}`]));
  expect(days).toEqual({
    "genesis-finance": "2026-10-01 – 2027-03-31",
    "residual-payment": "2026-11-01 – 2027-01-31",
    "trade-in": "2026-09-01 – 2026-12-31",
    "winter-service": "2026-11-01 – 2027-02-28",
    "extended-warranty": "2026-06-01 – 2027-05-31",
    "corporate-fleet": "2026-01-15 – 2027-12-31",
    "genesis-insurance": "2026-10-01 – 2027-06-30",
    "summer-air-conditioning": "2026-06-01 – 2026-08-31",
  });
});

// A site installed on any day opens with its offers running; a season's offer keeps to its season.
test.each([
  "2027-03-15T10:00:00+03:00",
  "2027-07-01T00:30:00+03:00",
  "2028-02-29T23:00:00+03:00",
  "2031-12-31T20:59:00Z",
  "2035-05-20T12:00:00+03:00",
])("seeded on %s, the year-round offers run that day and the seasons keep to their months", (moment) => {
  const offers = datedSpecialOffers(new Date(moment));
  const today = localDayOf(new Date(moment), moscowOffsetMinutes);
  const running = offers.filter((offer) => offer.validFrom <= today && today <= offer.validTo).map((offer) => offer.id);
  expect(running).toEqual(
    expect.arrayContaining([
      "genesis-finance",
      "residual-payment",
      "trade-in",
      "extended-warranty",
      "corporate-fleet",
      "genesis-insurance",
    ]),
  );
  const winter = offers.find((offer) => offer.id === "winter-service")!;
  expect([winter.validFrom.slice(5), winter.validTo.slice(5)]).toEqual([
    "11-01",
    Number(winter.validTo.slice(0, 4)) % 4 === 0 ? "02-29" : "02-28",
  ]);
  expect(winter.validTo >= today).toBe(true);
  const summer = offers.find((offer) => offer.id === "summer-air-conditioning")!;
  expect([summer.validFrom.slice(5), summer.validTo.slice(5)]).toEqual(["06-01", "08-31"]);
  expect(summer.validFrom <= today).toBe(true);
  for (const offer of offers) expect(offer.validFrom < offer.validTo, offer.id).toBe(true);
});
