import express from "express";
import { z } from "zod";
import { crmKinds } from "../backend/leads/crm-kinds";

// A web address (http:// or https://): `htp:/crm.local` or `ftp://…` would fail only at the first call.
const webUrl = () => z.url({ protocol: /^https?$/, message: "должен быть полным адресом (http://… или https://…)" });

/** Unset and empty both mean "not configured"; a value is trimmed and must be one `check` accepts (an address, a token). */
function optional(check: z.ZodURL | z.ZodString) {
  return z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(check.optional());
}

const optionalUrl = optional(webUrl());

// An outside system's address: fetch refuses one with user:password@ at every call, and the password
// would reach the logs with each refusal; the start says so instead.
const serviceUrl = optionalUrl.refine((v) => !v || !/^[a-z][a-z\d+.-]*:\/\/[^/?#]*@/i.test(v), {
  message: "не должен содержать логин и пароль (user:password@): такой адрес не принимается при запросах",
});

// A comma-separated list, each item checked by `item`; unset or empty is an empty list.
function commaList(item: RegExp, message: string) {
  return z
    .string()
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((one) => one.trim())
        .filter(Boolean),
    )
    .refine((items) => items.every((one) => item.test(one)), { message });
}

// A whole number in a range; unset or empty gives the default.
function wholeNumber(min: number, max: number, fallback: number) {
  const message = `должно быть целым числом от ${min} до ${max}`;
  const number = z.coerce.number({ message }).int({ message }).min(min, { message }).max(max, { message });
  return z.preprocess((v) => (v === "" ? undefined : v), number.default(fallback));
}

/** Every setting of the web process; docs/operations.md lists them with their defaults. Unset backends mean "embedded". */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: wholeNumber(1, 65535, 3000),
    HOST: z.string().default("0.0.0.0"),
    SITE_URL: serviceUrl,
    DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, message: "должен быть адресом PostgreSQL (postgres://…)" })),
    // How long a start waits for a PostgreSQL that is not up yet (within the 25 s start deadline).
    DATABASE_WAIT_SECONDS: wholeNumber(0, 20, 20),
    DATA_DIR: z.string().default("./data"),
    BRAND_API_URL: serviceUrl,
    DEALER_API_URL: serviceUrl,
    ILSA_OFFERS_URL: serviceUrl,
    EXPORT_MASTER_URL: serviceUrl,
    // The new-car offers of this dealer (the provider's dealer code filter) and the provider's access token.
    ILSA_DEALER_CODE: z
      .string()
      .trim()
      .regex(/^[\w-]{1,40}$/, "должен состоять из латинских букв, цифр, _ и - (до 40)")
      .default("GNS-KHM-01"),
    ILSA_OFFERS_TOKEN: z
      .string()
      .trim()
      .max(500)
      .optional()
      .transform((v) => (v ? v : undefined)),
    // A dealer's Auto.ru XML feed (full address); unset → not read.
    AUTORU_FEED_URL: serviceUrl,
    // What that feed holds: new cars, used ones, or `auto` to infer each car's condition (docs/decisions/0090).
    AUTORU_FEED_SECTION: z.enum(["new", "used", "auto"]).default("auto"),
    // A dealer's Avito autoload XML feed (full address); unset → not read (docs/decisions/0111).
    AVITO_FEED_URL: serviceUrl,
    // Minutes between two good reads of each stock feed (a failed one is retried after a minute).
    STOCK_REFRESH_MINUTES: wholeNumber(1, 1440, 5),
    // The key of the ids of cars whose feed gives none (a hash of dealer and VIN, docs/decisions/0091);
    // unset → one made once and kept in the database. At least 16 characters.
    STOCK_ID_SECRET: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .pipe(z.string().min(16, "должен быть не короче 16 символов").optional()),
    LEADS_API_URL: serviceUrl,
    CRM_URL: serviceUrl,
    // Which CRM CRM_URL is (docs/decisions/0110-crm-adapters.md): the spec's leads API, a Bitrix24 incoming
    // webhook (https://portal.bitrix24.ru/rest/1/key/) or an amoCRM account (https://dealer.amocrm.ru).
    CRM_KIND: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z.enum(crmKinds, { message: "должен быть leads-api, bitrix24 или amocrm" }).default("leads-api"),
    ),
    // amoCRM's long-lived token (Bearer) and, optionally, the pipeline whose «Неразобранное» gets the leads.
    AMOCRM_TOKEN: optional(z.string().regex(/^[\w.~+/=-]{20,4000}$/, "должен быть долгосрочным токеном amoCRM (без пробелов)")),
    AMOCRM_PIPELINE_ID: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z.coerce
        .number({ message: "должен быть номером воронки amoCRM" })
        .int({ message: "должен быть номером воронки amoCRM" })
        .positive({ message: "должен быть номером воронки amoCRM" })
        .optional(),
    ),
    TEST_DRIVE_URL: serviceUrl,
    // Requests of one kind (test drive, service …) one client address may send in 10 minutes; 0 = no limit.
    // Empty means unset (the default), never 0.
    LEAD_RATE_LIMIT: wholeNumber(0, 1_000_000, 8),
    // Test drives ahead one phone number or one client address may hold at once; 0 = any number.
    TEST_DRIVE_MAX_UPCOMING: wholeNumber(0, 1000, 2),
    // Configurator PDFs one client address may have made in a minute; 0 = no limit.
    PDF_RATE_LIMIT: wholeNumber(0, 1_000_000, 12),
    // Days a lead keeps its personal data before the lead-retention job erases it (152-ФЗ); default three years.
    LEAD_RETENTION_DAYS: wholeNumber(1, 36_500, 1095),
    // Lead notifications (docs/decisions/0106-lead-notifications.md). The mail server leads are told by:
    // smtp://user:password@host:587 (STARTTLS) or smtps://…:465; unset → no e-mail is sent.
    SMTP_URL: optional(
      z.url({ protocol: /^smtps?$/, message: "должен быть адресом почтового сервера (smtp://логин:пароль@сервер:587 или smtps://…:465)" }),
    ),
    // The sender of the letters («Genesis Химки <site@genesis-khimki.ru>» or a bare address).
    SMTP_FROM: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .pipe(
        z
          .string()
          .regex(
            /^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/,
            "должен быть адресом отправителя: site@example.ru или «Имя <site@example.ru>»",
          )
          .optional(),
      ),
    // The Telegram bot's token (@BotFather: 123456:ABC…); unset → nothing goes to Telegram.
    TELEGRAM_BOT_TOKEN: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .pipe(
        z
          .string()
          .regex(/^\d{1,20}:[\w-]{20,100}$/, "должен быть токеном бота из @BotFather (число:строка)")
          .optional(),
      ),
    // Telegram's Bot API (tests and a proxy may name another).
    TELEGRAM_API_URL: webUrl().default("https://api.telegram.org"),
    // Recipients the start writes when none are set yet (then they are kept on /staff/notifications).
    LEAD_NOTIFY_EMAILS: commaList(/^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$/, "должен быть списком адресов электронной почты через запятую"),
    TELEGRAM_CHAT_IDS: commaList(/^-?\d{1,20}$/, "должен быть списком номеров чатов Telegram через запятую (числа, у групп с минусом)"),
    // Minutes of working time (9:00–21:00 Moscow) a lead may wait unopened before it is sent to the escalation recipients.
    LEAD_ESCALATION_MINUTES: wholeNumber(1, 1440, 15),
    PERSONAL_ACCOUNT_URL: webUrl().default("https://www.genesis.com/ru/ru/owners/my-genesis.html"),
    ONLINE_SHOWROOM_URL: webUrl().default("https://www.genesis.com/ru/ru/online-showroom.html"),
    RATING_WIDGET_URL: optionalUrl,
    CALLTRACKING_SCRIPT_URL: optionalUrl,
    // The dealer's Yandex Metrika counter (docs/decisions/0114): its number, loaded only after cookie consent.
    YANDEX_METRIKA_ID: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .pipe(
        z
          .string()
          .regex(/^\d{1,12}$/, "должен быть номером счётчика Яндекс Метрики (только цифры)")
          .transform(Number)
          .optional(),
      ),
    // Which proxies in front may tell the client's address and protocol (Express "trust proxy"):
    // "loopback" by default, a number of hops, or a list of addresses and subnets.
    TRUST_PROXY: z
      .string()
      .trim()
      .default("loopback")
      .transform((v) => (/^\d+$/.test(v) ? Number(v) : v === "true" ? true : v === "false" ? false : v))
      // Express compiles the setting as it is set: a name or subnet it does not know is refused here, not
      // with its TypeError in the middle of the start.
      .refine(
        (v) => {
          try {
            express().set("trust proxy", v);
            return true;
          } catch {
            return false;
          }
        },
        {
          message:
            "должен быть loopback, linklocal, uniquelocal, числом прокси или адресами и подсетями через запятую (10.0.0.1, 10.0.0.0/8)",
        },
      ),
    // The page cache of anonymous pages (docs/decisions/0039): on by default in production; "off" renders
    // every page afresh (e.g. to measure rendering). The dev server (server.js) calls `app`, not `handler`,
    // so it never answers from the cache, whatever this says.
    PAGE_CACHE: z.enum(["on", "off"]).optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  })
  .refine((env) => !env.ILSA_OFFERS_URL || env.ILSA_OFFERS_TOKEN, {
    path: ["ILSA_OFFERS_TOKEN"],
    message: "обязателен, когда задан ILSA_OFFERS_URL (токен доступа к предложениям)",
  })
  .refine((env) => env.CRM_KIND === "leads-api" || env.CRM_URL, {
    path: ["CRM_URL"],
    message: "обязателен, когда CRM_KIND — bitrix24 или amocrm (входящий вебхук Битрикс24 или адрес аккаунта amoCRM)",
  })
  .refine((env) => env.CRM_KIND !== "bitrix24" || !env.CRM_URL || /^\/rest\/\d+\/[^/]+\/?$/.test(new URL(env.CRM_URL).pathname), {
    path: ["CRM_URL"],
    message: "для bitrix24 должен быть входящим вебхуком: https://портал.bitrix24.ru/rest/1/ключ/",
  })
  .refine((env) => env.CRM_KIND !== "amocrm" || env.AMOCRM_TOKEN, {
    path: ["AMOCRM_TOKEN"],
    message: "обязателен, когда CRM_KIND=amocrm (долгосрочный токен интеграции)",
  })
  .refine((env) => !env.SMTP_URL || env.SMTP_FROM, {
    path: ["SMTP_FROM"],
    message: "обязателен, когда задан SMTP_URL (адрес, от имени которого уходят письма)",
  });

export type Env = z.infer<typeof envSchema>;

/** Parses the environment once; a bad value stops the process with a message naming the variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // Zod's own messages (a value outside an enum, say) in Russian, like the rest of the start's lines.
  const result = envSchema.safeParse(source, { error: z.locales.ru().localeError });
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    const error = new Error(`Неверные переменные окружения:\n${lines.join("\n")}`);
    // server.js tells this refusal from a crash by its name, and prints the message alone.
    error.name = "InvalidEnvError";
    throw error;
  }
  return result.data;
}

let cached: Env | undefined;

/** The process's parsed environment. */
export function getEnv(): Env {
  cached ??= parseEnv();
  return cached;
}
