// The site's own content and the embedded backend's seed must agree: a gallery drawn in a paint the
// API does not offer, or offer texts the site's copy rules reject, would show on pages. These checks
// read both sides, so they live here and not in app/ (app/ never imports backend/, see architecture.test.ts).
import { expect, test } from "vitest";
import { exteriorColorSeed } from "../backend/catalogue/content/colours";
import { datedSpecialOffers } from "../backend/offers/content/special-offers";
import { getModelContent } from "~/features/models/model-content";
import { modelFamilies } from "~/features/models/model-pages";
import { formatPeriod } from "~/features/offers/offers";
import { copyProblems } from "@contract/copy-check.test-helpers";

test("gallery frames and the hero paint are paints the content API offers for that model", () => {
  for (const family of modelFamilies) {
    const content = getModelContent(family.code);
    const paints = new Set(exteriorColorSeed.filter((c) => c.modelCode === family.code).map((c) => c.code));
    expect(paints.has(content.heroPaint), family.code).toBe(true);
    for (const frame of content.gallery.frames) expect(paints.has(frame.paint), `${family.code}: ${frame.paint}`).toBe(true);
  }
});

// The texts live in the embedded backend's content; the site's copy rules apply to them all the same.
test("the offers the API serves read as Russian, with their periods formatted", () => {
  const offers = datedSpecialOffers(new Date());
  expect(copyProblems(offers)).toEqual([]);
  for (const offer of offers) expect(formatPeriod(offer.validFrom, offer.validTo)).toMatch(/^с \d+ /);
});
