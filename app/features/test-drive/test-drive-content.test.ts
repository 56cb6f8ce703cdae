import { expect, test } from "vitest";
import { copyProblems } from "~/lib/copy-check.test-helpers";
import { testDriveContent } from "./test-drive-content";

test("the test-drive page's copy is Russian, calm and free of placeholders", () => {
  expect(copyProblems(testDriveContent)).toEqual([]);
});
