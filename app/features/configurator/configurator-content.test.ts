import { expect, test } from "vitest";
import { copyProblems } from "~/lib/copy-check.test-helpers";
import { configuratorContent } from "./configurator-content";

test("the configurator page's copy is Russian, calm and free of placeholders", () => {
  expect(copyProblems(configuratorContent)).toEqual([]);
});
