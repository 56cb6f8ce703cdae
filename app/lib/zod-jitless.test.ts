import { expect, test } from "vitest";
import { config } from "zod";
import { makeZodJitless } from "./zod-jitless";

test("zod reads the jitless setting made without importing it", () => {
  const before = config().jitless;
  try {
    makeZodJitless();
    expect(config().jitless).toBe(true);
  } finally {
    config({ jitless: before });
  }
});
