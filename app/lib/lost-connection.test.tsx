import { expect, test } from "vitest";
import { isLostConnection } from "./lost-connection";

test("each browser's words for a request that never reached the site are a lost connection", () => {
  for (const message of [
    "Failed to fetch",
    "NetworkError when attempting to fetch resource.",
    "Load failed",
    "The network connection was lost.",
    "Failed to fetch dynamically imported module: https://genesis-khimki.ru/assets/contacts-B1.js",
    "error loading dynamically imported module: https://genesis-khimki.ru/assets/contacts-B1.js",
    "Importing a module script failed.",
  ]) {
    expect(isLostConnection(new TypeError(message)), message).toBe(true);
  }
});

test("a fault of the page's own is not a lost connection, even a TypeError", () => {
  expect(isLostConnection(new TypeError("Cannot read properties of undefined (reading 'price')"))).toBe(false);
  expect(isLostConnection(new Error("Failed to fetch"))).toBe(false);
  expect(isLostConnection("Failed to fetch")).toBe(false);
  expect(isLostConnection(null)).toBe(false);
});
