import { expect, test } from "vitest";
import { copyProblems } from "~/lib/copy-check";
import { modelsOverview } from "~/features/models/models-overview";
import { configuratorContent } from "./configurator-content";
import { stockContent } from "./stock-content";
import { testDriveContent } from "./test-drive-content";

test("the purchase pages' copy is Russian, calm and free of placeholders", () => {
  expect(copyProblems([configuratorContent, stockContent, testDriveContent, modelsOverview])).toEqual([]);
});
