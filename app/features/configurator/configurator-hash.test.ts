import { expect, test } from "vitest";
import { configuratorHash, parseConfiguratorHash } from "./configurator-hash";

test("a deep link names the slide and the model", () => {
  expect(parseConfiguratorHash("#slide=1&model=gv70")).toEqual({ slide: 1, model: "gv70" });
  expect(parseConfiguratorHash("slide=2&model=g70-fl")).toEqual({ slide: 2, model: "g70-fl" });
});

test("an empty or odd hash opens the first slide with no model", () => {
  expect(parseConfiguratorHash("")).toEqual({ slide: 1, model: null });
  expect(parseConfiguratorHash("#popup")).toEqual({ slide: 1, model: null });
  expect(parseConfiguratorHash("#slide=abc&model=")).toEqual({ slide: 1, model: null });
  expect(parseConfiguratorHash("#slide=-3&model=g90")).toEqual({ slide: 1, model: "g90" });
});

test("the hash written by the configurator reads back the same", () => {
  expect(configuratorHash("g80-new")).toBe("slide=1&model=g80-new");
  expect(parseConfiguratorHash(`#${configuratorHash("g80-new")}`)).toEqual({ slide: 1, model: "g80-new" });
});
