import { expect, test } from "vitest";
import { packageChoiceName, readOrderChoice } from "./order-choice";
import { orderHref } from "./order-link";

test("a long-wheelbase package is named with its body", () => {
  expect(packageChoiceName({ name: "Royal", long: true }, "G90")).toBe("Royal (G90 L)");
  expect(packageChoiceName({ name: "Premium", long: false }, "G90")).toBe("Premium");
});

test("a link to the order section carries the intent and the package, which the page reads back", () => {
  const href = orderHref("/g90.html", { intent: "price", package: "Royal (G90 L)" });
  expect(href).toBe("/g90.html?intent=price&package=Royal+%28G90+L%29#order");
  const search = new URL(href, "http://site").searchParams;
  expect(readOrderChoice(search, ["Premium", "Royal (G90 L)"])).toEqual({ intent: "price", package: "Royal (G90 L)" });
  expect(readOrderChoice(new URLSearchParams("intent=hack&package=Нет такой"), ["Premium"])).toEqual({ intent: "order", package: null });
});
