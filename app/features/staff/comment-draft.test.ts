import { expect, test } from "vitest";
import { keptDraftAction } from "./comment-draft";

test("a kept comment comes back unless the lead's comments already hold it; an empty one is nothing", () => {
  expect(keptDraftAction("Перезвонить в субботу", [])).toBe("restore");
  expect(keptDraftAction("Перезвонить в субботу", ["Клиент в отпуске"])).toBe("restore");
  // Saved (the server keeps the text trimmed): dropped, so the field is empty for the next comment.
  expect(keptDraftAction("Перезвонить в субботу\n", ["Перезвонить в субботу"])).toBe("drop");
  expect(keptDraftAction("   ", [])).toBe("none");
  expect(keptDraftAction(null, ["Перезвонить в субботу"])).toBe("none");
});
