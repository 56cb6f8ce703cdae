import { expect, test } from "vitest";
import { copyProblems } from "~/features/models/copy-check";
import { modelsOverview } from "~/features/models/models-overview";
import { configuratorContent } from "./configurator-content";
import { loadConfiguratorModels } from "./configurator-data";
import { stockContent } from "./stock-content";
import { testDriveContent } from "./test-drive-content";

test("the purchase pages' copy is Russian, calm and free of placeholders", () => {
  expect(copyProblems([configuratorContent, stockContent, testDriveContent, modelsOverview])).toEqual([]);
});

test("the configurator offers each model by its configurator code with packages and paints", async () => {
  const models = await loadConfiguratorModels();
  expect(models.map((m) => m.configuratorCode)).toEqual(["g70-fl", "gv70", "g80-new", "gv80", "g90"]);
  for (const model of models) {
    expect(model.packages.length).toBeGreaterThan(0);
    expect(model.colours.some((c) => c.id === model.defaultColourId)).toBe(true);
    expect(model.interiors.length).toBeGreaterThan(0);
  }
});
