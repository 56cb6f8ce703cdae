import { expect, test } from "vitest";
import { parseEnv } from "./env";

test("an empty environment gives the embedded defaults", () => {
  const env = parseEnv({});
  expect(env).toMatchObject({ PORT: 3000, DATA_DIR: "./data", NODE_ENV: "development" });
  expect(env.DATABASE_URL).toBeUndefined();
  expect(env.BRAND_API_URL).toBeUndefined();
});

test("an empty string means not configured", () => {
  expect(parseEnv({ DATABASE_URL: "", RATING_WIDGET_URL: " " }).DATABASE_URL).toBeUndefined();
});

test("a bad value stops start-up with a message naming the variable", () => {
  expect(() => parseEnv({ PORT: "seventy" })).toThrow(/PORT/);
  expect(() => parseEnv({ BRAND_API_URL: "not a url" })).toThrow(/BRAND_API_URL: должен быть полным адресом/);
});
