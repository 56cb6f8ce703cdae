import { expect, test } from "vitest";
import { copyProblems } from "~/lib/copy-check.test-helpers";
import { stockContent } from "./stock-content";

test("the stock page's copy is Russian, calm and free of placeholders", () => {
  expect(copyProblems(stockContent)).toEqual([]);
});
