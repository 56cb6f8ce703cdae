import { annuityPayment } from "@contract/credit";
import { expect, test } from "vitest";
import {
  fittingPrograms,
  modelHash,
  normalizeState,
  parseState,
  pdfQuery,
  quoteOf,
  stateHash,
  stateQuery,
  stepAvailable,
  totalPrice,
  withSlide,
  type ConfiguratorState,
} from "./configurator-state";
import { testModels as models, testProgram, testPrograms as programs } from "./configurator.test-helpers";

const normalize = (hash: string) => normalizeState(parseState(hash), models, programs);

test("a deep link of the spec opens its model with the first package, the default paint and the first trim", () => {
  expect(normalize("#slide=1&model=gv70")).toEqual({
    slide: 1,
    model: "gv70",
    package: "premium-2.5t",
    exterior: "uyuni-white",
    interior: "black-nappa",
    program: null,
    prepay: null,
    term: null,
  });
  expect(modelHash("g80-new")).toBe("slide=1&model=g80-new");
});

test("the hash holds the whole configuration and reads back the same", () => {
  const state: ConfiguratorState = {
    slide: 6,
    model: "g90",
    package: "first-class-l",
    exterior: "vik-black",
    interior: "beige",
    program: 2,
    prepay: 2_000_000,
    term: 36,
  };
  expect(normalize(`#${stateHash(state)}`)).toEqual(state);
  expect(stateHash(state)).toBe(
    "slide=6&model=g90&package=first-class-l&exterior=vik-black&interior=beige&program=2&prepay=2000000&term=36",
  );
  // The query form (the page without JavaScript, the PDF's link) is the same without the step.
  expect(stateQuery(state)).toBe("model=g90&package=first-class-l&exterior=vik-black&interior=beige&program=2&prepay=2000000&term=36");
  expect(normalizeState({ ...parseState(`?${stateQuery(state)}`), slide: 6 }, models, programs)).toEqual(state);
});

test("an invalid hash falls back to the nearest valid configuration, never an error", () => {
  const empty = { slide: 1, model: null, package: null, exterior: null, interior: null, program: null, prepay: null, term: null };
  for (const hash of ["", "#", "#popup", "#slide=abc", "#model=g100", "#slide=5&model=gv80", "#%E0%A4%A"])
    expect(normalize(hash), hash).toEqual(empty);
  // Unknown choices become the model's defaults; the step stays within 1–7.
  expect(normalize("#slide=99&model=gv70&package=nope&exterior=pink&interior=x")).toMatchObject({
    slide: 7,
    package: "premium-2.5t",
    exterior: "uyuni-white",
    interior: "black-nappa",
  });
  expect(normalize("#slide=0&model=gv70").slide).toBe(1);
  // An inactive program, or one that cannot finance this price, means no credit.
  expect(normalize("#slide=6&model=gv70&program=3").program).toBeNull();
  expect(normalize("#slide=6&model=gv70&program=4").program).toBeNull();
  expect(normalize("#slide=6&model=gv70&program=99999999999999999999").program).toBeNull();
  // A down payment and a term outside the program's bounds come within them.
  expect(normalize("#slide=6&model=gv70&program=1&prepay=1&term=40")).toMatchObject({ program: 1, prepay: 948_000, term: 36 });
  expect(normalize("#slide=6&model=gv70&program=1&prepay=99000000&term=1000").prepay).toBe(3_792_000);
});

test("the price is the package plus the paint plus the trim", () => {
  expect(totalPrice(normalize("#model=g90&package=first-class-l"), models)).toBe(7_490_000);
  expect(totalPrice(normalize("#model=g90&package=first-class-l&exterior=vik-black&interior=beige"), models)).toBe(7_690_000);
  expect(totalPrice(normalize("#model=g100"), models)).toBeNull();
});

test("programs on offer are the active ones for the model whose bounds take the price", () => {
  expect(fittingPrograms(programs, 4_740_000, "gv70").map((p) => p.id)).toEqual([1, 2]);
  expect(fittingPrograms(programs, 7_490_000, "gv70").map((p) => p.id)).toEqual([1, 2, 4]);
  expect(fittingPrograms(programs, null, "gv70")).toEqual([]);
  const withSubsidy = [...programs, testProgram({ id: 5, name: "Субсидированная ставка", rate: 5.9, models: ["g70", "gv70"] })];
  expect(fittingPrograms(withSubsidy, 4_740_000, "gv70").map((p) => p.id)).toEqual([1, 2, 5]);
  expect(fittingPrograms(withSubsidy, 4_740_000, "g90").map((p) => p.id)).toEqual([1, 2]);
  // A link that names the program for another model's car gets no credit.
  expect(normalizeState(parseState("#slide=6&model=g90&program=5"), models, withSubsidy).program).toBeNull();
  expect(normalizeState(parseState("#slide=6&model=gv70&program=5"), models, withSubsidy).program).toBe(5);
});

test("the quote of a state prices the credit with the residual payment", () => {
  const quote = quoteOf(normalize("#slide=6&model=g90&package=first-class-l&program=2&prepay=2000000&term=36"), models, programs);
  expect(quote).toMatchObject({ price: 7_490_000, prepay: 2_000_000, credit: 5_490_000, residual: 3_370_500, term: 36, rate: 9.9 });
  expect(quote?.monthlyPayment).toBe(annuityPayment(5_490_000, 9.9, 36, 3_370_500));
  expect(quoteOf(normalize("#slide=6&model=g90"), models, programs)).toBeNull();
});

test("steps after the first open once a model with packages is chosen", () => {
  const none = normalize("");
  const chosen = normalize("#model=gv70");
  expect([1, 2, 7].map((slide) => stepAvailable(none, slide))).toEqual([true, false, false]);
  expect([1, 2, 5, 7, 8, 0].map((slide) => stepAvailable(chosen, slide))).toEqual([true, true, true, true, false, false]);
  expect(withSlide(none, 4).slide).toBe(1);
  expect(withSlide(chosen, 4).slide).toBe(4);
});

test("the PDF request carries the spec's fields, the finance only with credit", () => {
  expect(pdfQuery(normalize("#model=gv70&exterior=vik-black"), models, programs)).toEqual({
    car: "gv70",
    modification: "premium-2.5t",
    packet: "Премиум",
    trim_caption: "2.5T, 249 л.с.",
    interior: "black-nappa",
    exterior: "vik-black",
    save: "1",
  });
  const withCredit = pdfQuery(normalize("#model=gv70&program=1&prepay=1000000&term=36"), models, programs);
  expect(withCredit).toMatchObject({ credit: "36", program: "1", first_pay: "1000000", amount_credit: "3740000", percent: "14.9" });
  expect(withCredit?.monthly_payment).toBe(String(annuityPayment(3_740_000, 14.9, 36)));
  expect(pdfQuery(normalize(""), models, programs)).toBeNull();
});
