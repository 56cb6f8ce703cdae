import { expect, test } from "vitest";
import { spriteMarkup } from "./icon-sprite-markup";
import { iconNames } from "./icon-set";

const specNames = [
  "usersupport",
  "tires",
  "breaks",
  "oil1",
  "oil2",
  "electric",
  "breakdisk",
  "filter",
  "diagnosis",
  "mechanic",
  "gears",
  "verify",
  "diamond",
  "calendar",
  "star",
  "phone",
  "sale",
  "car",
  "buy",
  "pay",
  "stocks",
  "search",
  "support",
  "user",
  "new-window",
  "worldwide",
  "arrow-right",
  "play",
  "pause",
  "copy",
  "cross",
  "facebook",
  "youtube",
  "instagram",
  "app-store",
  "google-play",
  "app-store-badge",
  "google-play-badge",
];

test("the sprite has a symbol for every icon name of the spec", () => {
  for (const name of specNames) expect(spriteMarkup).toContain(`<symbol id="icon-${name}"`);
  expect(iconNames).toEqual(expect.arrayContaining(specNames));
});

test("line icons are 24×24 drawn in currentColor; badges are wide", () => {
  expect(spriteMarkup).toContain('<symbol id="icon-phone" viewBox="0 0 24 24" fill="none" stroke="currentColor"');
  expect(spriteMarkup).toContain('<symbol id="icon-app-store-badge" viewBox="0 0 135 40"');
  expect(spriteMarkup.match(/<symbol /g)).toHaveLength(iconNames.length);
});
