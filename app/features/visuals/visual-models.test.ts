import { modelCodes } from "@contract/model";
import { expect, test } from "vitest";
import { carSpecs, visualModelOf } from "./visual-models";

test("every model code of the site has a drawing, and the concepts too", () => {
  expect(modelCodes.map(visualModelOf)).toEqual(["g70", "gv70", "g80", "gv80", "g90"]);
  expect(["g90l", "genesis-x", "mint"].map(visualModelOf)).toEqual(["g90l", "genesis-x", "mint"]);
});

test("a code without a drawing is refused", () => {
  expect(() => visualModelOf("gv60")).toThrow(/gv60/);
  expect(() => visualModelOf("")).toThrow();
});

test("the drawings know each model's length", () => {
  expect(carSpecs.g90l.length - carSpecs.g90.length).toBe(190);
  expect(carSpecs.g70.length).toBe(4685);
  expect(carSpecs.gv80.length).toBeGreaterThan(carSpecs.gv70.length);
});
