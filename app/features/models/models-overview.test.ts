import { expect, test } from "vitest";
import { copyProblems } from "~/lib/copy-check.test-helpers";
import { modelsOverview } from "./models-overview";

test("the models page's copy is Russian, calm and free of placeholders", () => {
  expect(copyProblems(modelsOverview)).toEqual([]);
});
