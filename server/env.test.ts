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
  expect(() => parseEnv({ PORT: "seventy" })).toThrow(/PORT: должно быть целым числом от 1 до 65535/);
  // server.js prints such a refusal as one line, telling it from a crash by this name.
  expect(() => parseEnv({ PORT: "seventy" })).toThrow(expect.objectContaining({ name: "InvalidEnvError" }));
  expect(() => parseEnv({ PORT: "70000" })).toThrow(/PORT: должно быть целым числом от 1 до 65535/);
  expect(() => parseEnv({ LEAD_RATE_LIMIT: "8.5" })).toThrow(/LEAD_RATE_LIMIT: должно быть целым числом от 0 до 1000000/);
  // Zod's own messages are Russian too.
  expect(() => parseEnv({ LOG_LEVEL: "verbose" })).toThrow(/LOG_LEVEL: Неверный вариант/);
  expect(() => parseEnv({ BRAND_API_URL: "not a url" })).toThrow(/BRAND_API_URL: должен быть полным адресом/);
});

test("an outside system's address with a login and password is refused at start, naming the variable; the database's is not", () => {
  expect(() => parseEnv({ CRM_URL: "http://crmuser:S3cretPass@crm.example.ru/" })).toThrow(/CRM_URL: не должен содержать логин и пароль/);
  expect(() => parseEnv({ EXPORT_MASTER_URL: "https://feed@feeds.example.ru/em" })).toThrow(/EXPORT_MASTER_URL/);
  expect(parseEnv({ CRM_URL: "https://crm.example.ru/api/?from=site@genesis" }).CRM_URL).toBe("https://crm.example.ru/api/?from=site@genesis");
  expect(parseEnv({ DATABASE_URL: "postgres://site:secret@db.example.ru:5432/site" }).DATABASE_URL).toBe("postgres://site:secret@db.example.ru:5432/site");
});
