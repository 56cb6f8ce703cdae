import { expect, test } from "vitest";
import { creditProgramSeed, creditProgramTermSeed } from "./credit-programs";
import { citySeed, dealerSeed } from "./dealers";

test("credit programs: three to six, terms of 12 to 84 months, one with a residual payment", () => {
  expect(creditProgramSeed.length).toBeGreaterThanOrEqual(3);
  expect(creditProgramSeed.length).toBeLessThanOrEqual(6);
  for (const program of creditProgramSeed) {
    const terms = creditProgramTermSeed.filter((t) => t.programId === program.id).map((t) => t.term);
    expect(terms.length, program.name).toBeGreaterThan(0);
    expect(
      terms.every((t) => t >= 12 && t <= 84 && t % 12 === 0),
      program.name,
    ).toBe(true);
  }
  expect(creditProgramSeed.filter((p) => (p.restcost ?? 0) > 0).map((p) => p.name)).toEqual(["Genesis Finance с остаточным платежом"]);
});

test("dealer finder: every city has a dealer; flags on some dealers and not others", () => {
  expect(citySeed.length).toBeGreaterThanOrEqual(4);
  expect(dealerSeed.length).toBeGreaterThanOrEqual(6);
  for (const city of citySeed)
    expect(
      dealerSeed.some((d) => d.cityId === city.id),
      city.name,
    ).toBe(true);
  expect(new Set(dealerSeed.map((d) => d.certified))).toEqual(new Set([true, false]));
  expect(new Set(dealerSeed.map((d) => d.testDrive))).toEqual(new Set([true, false]));
  const ours = dealerSeed.find((d) => d.name === "Genesis Химки");
  expect(ours?.address).toContain("Ленинградское шоссе");
  for (const dealer of dealerSeed) {
    expect(dealer.phone, dealer.name).toMatch(/^8 \d{3} \d{3}-\d{2}-\d{2}$/);
    expect(dealer.salesHours.length > 0, dealer.name).toBe(dealer.services.includes("sales"));
    expect(dealer.serviceHours.length > 0, dealer.name).toBe(dealer.services.includes("service"));
  }
});
