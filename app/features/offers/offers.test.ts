import { expect, test } from "vitest";
import { modelCodes } from "@contract/model";
import { copyProblems } from "~/lib/copy-check";
import {
  type Offer,
  describeOfferModels,
  getOfferModelLinks,
  offerActions,
  findOffer,
  formatDay,
  formatPeriod,
  getActiveOffers,
  getOfferStatus,
  offerKindLabels,
  offers,
  toMoscowDay,
} from "./offers";

const makeOffer = (overrides: Partial<Offer> = {}): Offer => ({
  id: "test-offer",
  kind: "service",
  title: "Предложение",
  short: "Кратко.",
  full: ["Полностью."],
  terms: ["Условие"],
  validFrom: "2026-11-01",
  validTo: "2026-11-30",
  models: ["g70"],
  legal: "Не является офертой.",
  ...overrides,
});

test("getOfferStatus includes both ends of the period", () => {
  const offer = makeOffer({ validFrom: "2026-11-01", validTo: "2026-11-30" });
  expect(getOfferStatus(offer, "2026-10-31")).toBe("upcoming");
  expect(getOfferStatus(offer, "2026-11-01")).toBe("active");
  expect(getOfferStatus(offer, "2026-11-30")).toBe("active");
  expect(getOfferStatus(offer, "2026-12-01")).toBe("expired");
});

test("getActiveOffers drops expired and upcoming offers and puts the ones ending soonest first", () => {
  const list = [
    makeOffer({ id: "late", title: "Б", validTo: "2027-03-31" }),
    makeOffer({ id: "expired", validFrom: "2026-06-01", validTo: "2026-08-31" }),
    makeOffer({ id: "soon", validTo: "2026-12-31" }),
    makeOffer({ id: "upcoming", validFrom: "2027-01-01", validTo: "2027-02-01" }),
    makeOffer({ id: "late-a", title: "А", validTo: "2027-03-31" }),
  ];
  expect(getActiveOffers(list, "2026-11-21").map((o) => o.id)).toEqual(["soon", "late-a", "late"]);
  expect(list.map((o) => o.id)[0]).toBe("late");
});

test("getActiveOffers gives an empty list when nothing runs", () => {
  expect(getActiveOffers([makeOffer()], "2030-01-01")).toEqual([]);
});

test("toMoscowDay counts the day in Moscow time", () => {
  expect(toMoscowDay(new Date("2026-11-30T20:59:59Z"))).toBe("2026-11-30");
  expect(toMoscowDay(new Date("2026-11-30T21:00:00Z"))).toBe("2026-12-01");
});

test("formatDay and formatPeriod read as Russian dates without repeating shared parts", () => {
  expect(formatDay("2027-03-31")).toBe("31 марта 2027");
  expect(formatPeriod("2026-11-01", "2026-11-30")).toBe("с 1 по 30 ноября 2026");
  expect(formatPeriod("2026-11-01", "2026-12-31")).toBe("с 1 ноября по 31 декабря 2026");
  expect(formatPeriod("2026-10-01", "2027-03-31")).toBe("с 1 октября 2026 по 31 марта 2027");
  expect(() => formatDay("31.03.2027")).toThrow(RangeError);
});

test("findOffer looks offers up by id", () => {
  expect(findOffer(offers, "trade-in")?.kind).toBe("trade-in");
  expect(findOffer(offers, "nope")).toBeUndefined();
});

test("the dealer's offers are complete: at least six kinds, valid periods, known models, unique ids", () => {
  expect(new Set(offers.map((o) => o.kind))).toEqual(new Set(Object.keys(offerKindLabels)));
  expect(new Set(offers.map((o) => o.id)).size).toBe(offers.length);
  for (const offer of offers) {
    expect(offer.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(offer.validFrom <= offer.validTo).toBe(true);
    expect(() => formatPeriod(offer.validFrom, offer.validTo)).not.toThrow();
    expect(offer.title && offer.short && offer.legal).toBeTruthy();
    expect(offer.full.length).toBeGreaterThan(0);
    expect(offer.terms.length).toBeGreaterThan(0);
    expect(offer.models.length).toBeGreaterThan(0);
    for (const model of offer.models) expect(modelCodes).toContain(model);
  }
});

test("offer texts are Russian", () => {
  expect(copyProblems(offers)).toEqual([]);
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

test("every offer kind has calls to action to site pages", () => {
  for (const actions of Object.values(offerActions)) {
    expect(actions.length).toBeGreaterThan(0);
    for (const action of actions) expect(action.href).toMatch(/^\//);
  }
});
