// @vitest-environment jsdom
import { expect, test } from "vitest";
import { lockPageScroll } from "./scroll-lock";

const locked = () => document.body.classList.contains("scroll-locked");

test("the page scrolls again only when the last of two nested locks is released, in any order", () => {
  const menu = lockPageScroll();
  const lightbox = lockPageScroll();
  expect(locked()).toBe(true);
  menu();
  expect(locked()).toBe(true);
  // Releasing twice must not take the other holder's lock away.
  menu();
  expect(locked()).toBe(true);
  lightbox();
  expect(locked()).toBe(false);
});
