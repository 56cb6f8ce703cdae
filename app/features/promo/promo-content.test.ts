import { expect, test } from "vitest";
import { findPromoPage, promoPages } from "./promo-content";

test("each landing is found by its path and names its model", () => {
  expect(findPromoPage("/promo-new-g80.html")?.modelCode).toBe("g80-new");
  expect(findPromoPage("/promo-gv80.html")?.modelCode).toBe("gv80");
  expect(findPromoPage("/promo-g70.html")).toBeUndefined();
});

test("the landings end with a call to action to the model's configurator", () => {
  for (const page of promoPages) {
    expect(page.cta.actions.map((a) => a.href)).toContain(`/configurator#slide=1&model=${page.modelCode}`);
    expect(page.sections.some((s) => s.kind === "cta")).toBe(false);
  }
});
