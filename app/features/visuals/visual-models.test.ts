import { modelCodes } from "@contract/model";
import { expect, test } from "vitest";
import { modelLengths, visualModelOf } from "./visual-models";

test("every model code of the site has a drawing, and the concepts too", () => {
  expect(modelCodes.map(visualModelOf)).toEqual(["g70", "gv70", "g80", "gv80", "g90"]);
  expect(["g90l", "genesis-x", "mint"].map(visualModelOf)).toEqual(["g90l", "genesis-x", "mint"]);
});

test("a code without a drawing is refused", () => {
  expect(() => visualModelOf("gv60")).toThrow(/gv60/);
  expect(() => visualModelOf("")).toThrow();
});

test("the drawings know each model's length", () => {
  expect(modelLengths.g90l - modelLengths.g90).toBe(190);
  expect(modelLengths.g70).toBe(4685);
  expect(modelLengths.gv80).toBeGreaterThan(modelLengths.gv70);
});
