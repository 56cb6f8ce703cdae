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
  expect(parseEnv({ CRM_URL: "https://crm.example.ru/api/?from=site@genesis" }).CRM_URL).toBe(
    "https://crm.example.ru/api/?from=site@genesis",
  );
  expect(parseEnv({ DATABASE_URL: "postgres://site:secret@db.example.ru:5432/site" }).DATABASE_URL).toBe(
    "postgres://site:secret@db.example.ru:5432/site",
  );
});

test("an address of another scheme than http: or https: is refused at start, naming the variable", () => {
  for (const name of [
    "BRAND_API_URL",
    "DEALER_API_URL",
    "ILSA_OFFERS_URL",
    "EXPORT_MASTER_URL",
    "AUTORU_FEED_URL",
    "AVITO_FEED_URL",
    "LEADS_API_URL",
    "CRM_URL",
    "TEST_DRIVE_URL",
    "SITE_URL",
    "RATING_WIDGET_URL",
    "CALLTRACKING_SCRIPT_URL",
    "PERSONAL_ACCOUNT_URL",
    "ONLINE_SHOWROOM_URL",
  ]) {
    const extra = name === "ILSA_OFFERS_URL" ? { ILSA_OFFERS_TOKEN: "t" } : {};
    expect(() => parseEnv({ [name]: "htp:/crm.local", ...extra })).toThrow(
      new RegExp(`${name}: должен быть полным адресом \\(http://… или https://…\\)`),
    );
    expect(() => parseEnv({ [name]: "ftp://x/", ...extra })).toThrow(new RegExp(`${name}: должен быть полным адресом`));
    expect(parseEnv({ [name]: "https://crm.example.ru/api/", ...extra })[name as "CRM_URL"]).toBe("https://crm.example.ru/api/");
  }
  expect(() => parseEnv({ DATABASE_URL: "mysql://db.example.ru/site" })).toThrow(/DATABASE_URL: должен быть адресом PostgreSQL/);
  expect(parseEnv({ DATABASE_URL: "postgresql://127.0.0.1:5432/site" }).DATABASE_URL).toBe("postgresql://127.0.0.1:5432/site");
});

test("YANDEX_METRIKA_ID is the counter's number; anything else stops the start, naming it", () => {
  expect(parseEnv({ YANDEX_METRIKA_ID: " 98765432 " }).YANDEX_METRIKA_ID).toBe(98765432);
  expect(parseEnv({}).YANDEX_METRIKA_ID).toBeUndefined();
  expect(() => parseEnv({ YANDEX_METRIKA_ID: "ym-98765432" })).toThrow(/YANDEX_METRIKA_ID: должен быть номером счётчика Яндекс Метрики/);
});

test("a TRUST_PROXY Express cannot read is refused at start, naming it; names, hops and subnets are kept", () => {
  expect(() => parseEnv({ TRUST_PROXY: "sometimes" })).toThrow(/TRUST_PROXY: должен быть loopback/);
  expect(() => parseEnv({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/TRUST_PROXY: должен быть loopback/);
  expect(() => parseEnv({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(expect.objectContaining({ name: "InvalidEnvError" }));
  expect(parseEnv({}).TRUST_PROXY).toBe("loopback");
  expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
  expect(parseEnv({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.1, uniquelocal" }).TRUST_PROXY).toBe("10.0.0.0/8, 192.168.1.1, uniquelocal");
});

test("lead notifications: SMTP, Telegram and the seeded recipients are checked at start, naming the variable", () => {
  expect(() => parseEnv({ SMTP_URL: "http://mail.example.ru" })).toThrow(/SMTP_URL: должен быть адресом почтового сервера/);
  expect(() => parseEnv({ SMTP_URL: "smtp://u:p@mail.example.ru:587" })).toThrow(/SMTP_FROM: обязателен, когда задан SMTP_URL/);
  const mail = parseEnv({ SMTP_URL: "smtp://u:p@mail.example.ru:587", SMTP_FROM: "Genesis Химки <site@genesis-khimki.ru>" });
  expect(mail.SMTP_URL).toBe("smtp://u:p@mail.example.ru:587");
  expect(() => parseEnv({ TELEGRAM_BOT_TOKEN: "secret" })).toThrow(/TELEGRAM_BOT_TOKEN: должен быть токеном бота/);
  expect(parseEnv({}).TELEGRAM_API_URL).toBe("https://api.telegram.org");
  expect(parseEnv({ LEAD_NOTIFY_EMAILS: " a@b.ru, c@d.ru ,", TELEGRAM_CHAT_IDS: "-100123,42" })).toMatchObject({
    LEAD_NOTIFY_EMAILS: ["a@b.ru", "c@d.ru"],
    TELEGRAM_CHAT_IDS: ["-100123", "42"],
  });
  expect(() => parseEnv({ LEAD_NOTIFY_EMAILS: "a@b.ru, sales" })).toThrow(/LEAD_NOTIFY_EMAILS: должен быть списком адресов/);
  expect(() => parseEnv({ TELEGRAM_CHAT_IDS: "@channel" })).toThrow(/TELEGRAM_CHAT_IDS: должен быть списком номеров чатов/);
  expect(parseEnv({}).LEAD_ESCALATION_MINUTES).toBe(15);
  expect(() => parseEnv({ LEAD_ESCALATION_MINUTES: "0" })).toThrow(/LEAD_ESCALATION_MINUTES: должно быть целым числом от 1 до 1440/);
});

test("CRM_KIND picks the CRM (the leads API by default); an unknown one, or Bitrix24 and amoCRM without what they need, stop the start", () => {
  expect(parseEnv({}).CRM_KIND).toBe("leads-api");
  expect(() => parseEnv({ CRM_KIND: "salesforce" })).toThrow(/CRM_KIND: должен быть leads-api, bitrix24 или amocrm/);
  expect(() => parseEnv({ CRM_KIND: "bitrix24" })).toThrow(/CRM_URL: обязателен, когда CRM_KIND — bitrix24 или amocrm/);
  expect(() => parseEnv({ CRM_KIND: "bitrix24", CRM_URL: "https://portal.bitrix24.ru/" })).toThrow(
    /CRM_URL: для bitrix24 должен быть входящим вебхуком/,
  );
  const bitrix = parseEnv({ CRM_KIND: "bitrix24", CRM_URL: "https://portal.bitrix24.ru/rest/1/abc123key/" });
  expect(bitrix).toMatchObject({ CRM_KIND: "bitrix24", CRM_URL: "https://portal.bitrix24.ru/rest/1/abc123key/" });
  expect(() => parseEnv({ CRM_KIND: "amocrm", CRM_URL: "https://dealer.amocrm.ru" })).toThrow(
    /AMOCRM_TOKEN: обязателен, когда CRM_KIND=amocrm/,
  );
  const token = "eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.payload.signature";
  expect(() =>
    parseEnv({ CRM_KIND: "amocrm", CRM_URL: "https://dealer.amocrm.ru", AMOCRM_TOKEN: token, AMOCRM_PIPELINE_ID: "воронка" }),
  ).toThrow(/AMOCRM_PIPELINE_ID: должен быть номером воронки amoCRM/);
  expect(
    parseEnv({ CRM_KIND: "amocrm", CRM_URL: "https://dealer.amocrm.ru", AMOCRM_TOKEN: token, AMOCRM_PIPELINE_ID: "3166396" }),
  ).toMatchObject({
    CRM_KIND: "amocrm",
    AMOCRM_TOKEN: token,
    AMOCRM_PIPELINE_ID: 3166396,
  });
});
