import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, expect, test, vi } from "vitest";
import { describeEachDatabase } from "../testing/databases";
import type { TestServer } from "../testing/http-server";
import { amoCrmAdapter } from "./crm-amocrm";
import { bitrix24Adapter } from "./crm-bitrix24";
import { crmErrorForMonitoring } from "./crm-client";
import { crmLeadPrice, type CrmAdapter, type CrmLeadRecord } from "./crm-lead-words";
import { deliverDueLeads, type CrmDeliveryOptions } from "./crm-outbox";
import {
  startAmoCrmStandIn,
  startBitrix24StandIn,
  type AmoCrmStandIn,
  type Bitrix24StandIn,
  type RestStandIn,
} from "./crm-rest-stand-ins.test-helpers";
import { countLeads } from "./lead-bodies.test-helpers";
import { acknowledgeLeads, clearLeads, deliverAll, startLeadServer, until } from "./lead-delivery.test-helpers";
import { readOutboxBacklog } from "./outbox-queries";
import { leadDeliveryAttempts, leadOutbox, leads } from "./schema";
import { logger } from "@platform/logger";

// Bitrix24 and amoCRM behind the outbox, each against its stand-in (crm-rest-stand-ins.test-helpers.ts):
// the lead in the CRM's shape, no second lead on a retry, each class of the CRM's errors, and its secrets
// never in a log line, the lead's record or its calls.

const siteUrl = "https://dealer.example";

test("the configuration's price is whole roubles as the visitor saw it; anything else is no price", () => {
  const lead = (price: unknown) => ({ details: { price } }) as unknown as CrmLeadRecord;
  expect(crmLeadPrice(lead("5 650 000 ₽"))).toBe(5_650_000);
  expect(crmLeadPrice(lead(4_200_000))).toBe(4_200_000);
  expect([crmLeadPrice(lead("от 5 млн")), crmLeadPrice(lead(undefined)), crmLeadPrice(lead("0"))]).toEqual([null, null, null]);
});

describeEachDatabase((ctx) => {
  let site: TestServer | undefined;
  let bitrix: Bitrix24StandIn | undefined;
  let amo: AmoCrmStandIn | undefined;
  const db = () => ctx.database().db;
  const need = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("not started");
    return value;
  };
  const options = (adapter: CrmAdapter, overrides: Partial<CrmDeliveryOptions> = {}): CrmDeliveryOptions => ({
    adapter,
    timeoutMs: 1_000,
    retryBaseMs: 20,
    retryCapMs: 100,
    random: () => 0.5,
    ...overrides,
  });
  const toBitrix = (url = need(bitrix).url) => bitrix24Adapter(url, siteUrl);
  const toAmo = (token = need(amo).token, pipelineId?: number) => amoCrmAdapter({ baseUrl: need(amo).url, token, pipelineId, siteUrl });
  const acknowledge = async () => {
    const [id] = await acknowledgeLeads(need(site).url, 1);
    return need(id);
  };
  const leadOf = async (id: string) => need((await db().select().from(leads).where(eq(leads.id, id)))[0]);
  const attemptsOf = async (id: string) =>
    (await db().select().from(leadDeliveryAttempts).where(eq(leadDeliveryAttempts.leadId, id)).orderBy(leadDeliveryAttempts.id)).map(
      ({ outcome, httpStatus, error }) => ({ outcome, httpStatus, error }),
    );
  /** Seconds until the lead's next try, as stored. */
  const secondsToNextTry = async (id: string) => {
    const [row] = await db().select({ at: leadOutbox.nextAttemptAt }).from(leadOutbox).where(eq(leadOutbox.leadId, id));
    return row ? (row.at.getTime() - Date.now()) / 1000 : null;
  };
  const logged = () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    const info = vi.spyOn(logger, "info").mockImplementation(() => undefined);
    return () => JSON.stringify([warn.mock.calls, info.mock.calls]);
  };
  /** Every text the site kept of the lead's delivery: its last error and its calls. */
  const keptTexts = async (id: string) => JSON.stringify([(await leadOf(id)).lastError, await attemptsOf(id)]);

  /**
   * A CRM's secret (`secret`) in a 400 answer that quotes it, then in a cut connection: kept as «***» in the
   * lead's record and calls (`shownAs`), and in no log line.
   */
  const expectSecretKept = async (standIn: RestStandIn, secret: string, quote: unknown, adapter: CrmAdapter, shownAs: string) => {
    const log = logged();
    const quoted = await acknowledge();
    standIn.mode = { kind: "error", status: 400, body: quote };
    await deliverDueLeads(db(), options(adapter));
    standIn.mode = { kind: "down" };
    const cut = await acknowledge();
    await deliverDueLeads(db(), options(adapter));
    for (const id of [quoted, cut]) expect(await keptTexts(id)).not.toContain(secret);
    expect(await keptTexts(quoted)).toContain(shownAs);
    expect(log()).not.toContain(secret);
  };

  beforeAll(async () => {
    site = await startLeadServer(db());
    bitrix = await startBitrix24StandIn();
    amo = await startAmoCrmStandIn();
  });
  afterAll(async () => {
    await site?.close();
    await bitrix?.close();
    await amo?.close();
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await clearLeads(db());
    await bitrix?.close();
    await amo?.close();
    bitrix = await startBitrix24StandIn();
    amo = await startAmoCrmStandIn();
  });

  test("Bitrix24: crm.lead.list finds none, then crm.lead.add with the visitor, their choices, UTM and our id; the lead's page names Bitrix's lead", async () => {
    const id = await acknowledge();
    expect(await deliverDueLeads(db(), options(toBitrix()))).toEqual({ delivered: 1, retrying: 0, gaveUp: 0, released: 0 });
    const { key, calls, leads: added } = need(bitrix);
    expect(calls).toEqual([`POST /rest/1/${key}/crm.lead.list.json`, `POST /rest/1/${key}/crm.lead.add.json`]);
    const fields = need(added.get(1));
    expect(fields).toMatchObject({
      TITLE: "Тест-драйв: Genesis G70",
      NAME: "Иван",
      LAST_NAME: "Петров",
      PHONE: [{ VALUE: "+79114041112", VALUE_TYPE: "WORK" }],
      EMAIL: [{ VALUE: "ivan@mail.ru", VALUE_TYPE: "WORK" }],
      SOURCE_ID: "WEB",
      SOURCE_DESCRIPTION: expect.stringContaining("Сайт dealer.example, форма «Тест-драйв: Genesis G70»"),
      COMMENTS: expect.stringContaining("Модель: Genesis G70\n"),
      UTM_SOURCE: "yandex",
      UTM_CAMPAIGN: "g70-winter",
      ORIGINATOR_ID: "dealer.example",
      ORIGIN_ID: id,
    });
    expect(fields.COMMENTS).toContain("Комментарий посетителя: Позвоните после обеда");
    // The visit's source, for the dealer's offline conversions in Metrika (docs/decisions/0114).
    expect(fields.COMMENTS).toContain(
      "Страница входа: https://dealer.example/new-g70.html?utm_source=yandex&utm_campaign=g70-winter&yclid=8392018473625401234\n" +
        "yclid: 8392018473625401234\nClientID Яндекс Метрики: 1733400000123456789",
    );
    expect(fields).not.toHaveProperty("UTM_MEDIUM");
    expect(await leadOf(id)).toMatchObject({ status: "delivered", lastError: null });
    expect(await attemptsOf(id)).toEqual([{ outcome: "delivered", httpStatus: 200, error: "Bitrix24: создан лид 1" }]);
  });

  test("Bitrix24: a retry after a lost answer finds the lead by ORIGINATOR_ID and ORIGIN_ID and adds no second one", async () => {
    logged();
    const id = await acknowledge();
    need(bitrix).mode = { kind: "slow", delayMs: 800, only: "crm.lead.add.json" };
    expect(await deliverDueLeads(db(), options(toBitrix(), { timeoutMs: 300 }))).toMatchObject({ delivered: 0, retrying: 1 });
    // The add's answer was lost, but the add came through: Bitrix has the lead, the site does not know.
    await until(async () => need(bitrix).leads.size === 1, 5_000, "the slow portal to keep the lead");
    need(bitrix).mode = { kind: "ok" };
    await deliverAll(db(), options(toBitrix()));
    expect(need(bitrix).leads.size).toBe(1);
    expect(await leadOf(id)).toMatchObject({ status: "delivered" });
    expect((await attemptsOf(id)).at(-1)).toEqual({
      outcome: "delivered",
      httpStatus: 200,
      error: "Bitrix24: лид 1 уже создан раньше, второй не добавлен",
    });
  });

  test("ten leads whose answers were lost reach each CRM once: Bitrix24 by its list, amoCRM by its «Неразобранное»", async () => {
    logged();
    const figures: Record<string, unknown> = {};
    for (const [name, standIn, adapter, kept, slowPath] of [
      ["bitrix24", need(bitrix), toBitrix(), () => need(bitrix).leads.size, "crm.lead.add.json"],
      ["amocrm", need(amo), toAmo(), () => need(amo).forms.length, "/unsorted/forms"],
    ] as const) {
      const ids = await acknowledgeLeads(need(site).url, 10);
      standIn.mode = { kind: "slow", delayMs: 800, only: slowPath };
      await deliverDueLeads(db(), options(adapter, { timeoutMs: 300 }));
      // On a busy machine a lookup may time out too: those leads were not added yet, the others are on their way.
      const added = standIn.calls.filter((call) => call.endsWith(slowPath)).length;
      await until(async () => kept() === added, 5_000, `${name} to keep the slow leads`);
      standIn.mode = { kind: "ok" };
      await deliverAll(db(), options(adapter));
      expect(kept()).toBe(10);
      expect((await countLeads(db())).outbox).toBe(0);
      figures[name] = { acknowledged: ids.length, inCrm: kept(), calls: standIn.calls.length };
      await clearLeads(db());
    }
    console.info(`[faults] lost answers, then retries: ${JSON.stringify(figures)}`);
  });

  test("Bitrix24: an expired or wrong webhook (401) is left to a person with Bitrix's words and tried again only after the longest pause", async () => {
    const log = logged();
    const expired = await acknowledge();
    need(bitrix).mode = {
      kind: "error",
      status: 401,
      body: { error: "expired_token", error_description: "The access token provided has expired." },
    };
    const slow = { retryCapMs: 60_000 };
    expect(await deliverDueLeads(db(), options(toBitrix(), slow))).toMatchObject({ delivered: 0, retrying: 1, gaveUp: 0 });
    expect(await leadOf(expired)).toMatchObject({
      status: "needs_attention",
      lastError:
        "Bitrix24 не принимает доступ сайта (401 expired_token): проверьте входящий вебхук в CRM_URL, заявка будет отправлена снова через час: «The access token provided has expired.»",
    });
    expect(await secondsToNextTry(expired)).toBeGreaterThan(55);
    expect(log()).toContain("нужен человек");

    // A wrong key: the portal's own refusal, INVALID_CREDENTIALS.
    need(bitrix).mode = { kind: "ok" };
    const wrong = await acknowledge();
    const wrongKey = need(bitrix).url.replace(need(bitrix).key, "wrongkey000000000000");
    await deliverDueLeads(db(), options(toBitrix(wrongKey), slow));
    expect(await leadOf(wrong)).toMatchObject({
      status: "needs_attention",
      lastError: expect.stringContaining("(401 INVALID_CREDENTIALS)"),
    });

    // The person mends the webhook and sends them again («Отправить ещё раз», deliver-now): each goes once.
    await db().execute(sql`update lead_outbox set next_attempt_at = now()`);
    await deliverAll(db(), options(toBitrix()));
    expect([(await leadOf(expired)).status, (await leadOf(wrong)).status]).toEqual(["delivered", "delivered"]);
    expect(need(bitrix).leads.size).toBe(2);
  });

  test("Bitrix24: QUERY_LIMIT_EXCEEDED (503) is retried with the backoff, then the lead goes once", async () => {
    logged();
    const id = await acknowledge();
    need(bitrix).mode = { kind: "error", status: 503, body: { error: "QUERY_LIMIT_EXCEEDED", error_description: "Too many requests" } };
    expect(await deliverDueLeads(db(), options(toBitrix(), { retryBaseMs: 0 }))).toMatchObject({ retrying: 1 });
    expect(await leadOf(id)).toMatchObject({
      status: "new",
      attempts: 1,
      lastError: "Bitrix24 просит реже обращаться к нему (503 QUERY_LIMIT_EXCEEDED), заявка будет отправлена снова: «Too many requests»",
    });
    need(bitrix).mode = { kind: "ok" };
    await deliverAll(db(), options(toBitrix()));
    expect(await leadOf(id)).toMatchObject({ status: "delivered" });
    expect(need(bitrix).leads.size).toBe(1);
  });

  test("Bitrix24: a 400 refusal is kept for a person, out of the outbox; its words are on the lead's page, not in the log or /healthz", async () => {
    const log = logged();
    const id = await acknowledge();
    const words = "Неверный телефон +79114041112 у контакта Иван Петров";
    need(bitrix).mode = { kind: "error", status: 400, body: { error: "ERROR_CORE", error_description: words } };
    expect(await deliverDueLeads(db(), options(toBitrix()))).toMatchObject({ delivered: 0, retrying: 0, gaveUp: 1 });
    expect(await leadOf(id)).toMatchObject({
      status: "needs_attention",
      lastError: `Bitrix24 отклонил заявку (400 ERROR_CORE), повторно не отправляется: «${words}»`,
    });
    expect((await countLeads(db())).outbox).toBe(0);
    const monitored = JSON.stringify(await readOutboxBacklog(db()));
    for (const personal of ["79114041112", "Петров"]) {
      expect(log()).not.toContain(personal);
      expect(monitored).not.toContain(personal);
    }
    expect(crmErrorForMonitoring((await leadOf(id)).lastError ?? "")).toBe(
      "Bitrix24 отклонил заявку (400 ERROR_CORE), повторно не отправляется (что ещё ответила CRM — на странице заявки в /staff)",
    );
  });

  test("Bitrix24: the webhook's key is never in a log line, the lead's record or its calls, even when an answer or the network quotes it", async () => {
    const { key, url } = need(bitrix);
    const quote = { error: "ERROR_CORE", error_description: `Bad request to ${url}crm.lead.add.json` };
    await expectSecretKept(need(bitrix), key, quote, toBitrix(), "/rest/1/***/crm.lead.add.json");
  });

  test("amoCRM: a lead is one form in «Неразобранное» with its deal, contact and form metadata, sent with the token; amo's uid is on the lead's page", async () => {
    const id = await acknowledge();
    expect(await deliverDueLeads(db(), options(toAmo(undefined, 7_777)))).toEqual({ delivered: 1, retrying: 0, gaveUp: 0, released: 0 });
    const { calls, forms } = need(amo);
    expect(calls).toEqual(["POST /api/v4/leads/unsorted/forms"]);
    const lead = await leadOf(id);
    const sentAt = Math.floor(lead.createdAt.getTime() / 1000);
    expect(forms).toHaveLength(1);
    expect(forms[0]).toMatchObject({
      source_uid: id,
      source_name: "Сайт dealer.example",
      pipeline_id: 7_777,
      created_at: sentAt,
      _embedded: {
        leads: [
          {
            name: "Тест-драйв: Genesis G70",
            // amo's own tracking fields, by code: the dealer's reports and offline conversions read them.
            custom_fields_values: [
              { field_code: "UTM_SOURCE", values: [{ value: "yandex" }] },
              { field_code: "UTM_CAMPAIGN", values: [{ value: "g70-winter" }] },
              { field_code: "YCLID", values: [{ value: "8392018473625401234" }] },
              { field_code: "_YM_UID", values: [{ value: "1733400000123456789" }] },
            ],
          },
        ],
        contacts: [
          {
            name: "Иван Петров",
            first_name: "Иван",
            last_name: "Петров",
            custom_fields_values: [
              { field_code: "PHONE", values: [{ value: "+79114041112", enum_code: "WORK" }] },
              { field_code: "EMAIL", values: [{ value: "ivan@mail.ru", enum_code: "WORK" }] },
            ],
          },
        ],
      },
      metadata: {
        form_id: "test-drive",
        form_name: "Тест-драйв: Genesis G70",
        form_page: "https://dealer.example/new-g70.html",
        form_sent_at: sentAt,
        referer: "https://dealer.example/new-g70.html?utm_source=yandex&utm_campaign=g70-winter&yclid=8392018473625401234",
      },
    });
    expect(lead).toMatchObject({ status: "delivered" });
    expect(await attemptsOf(id)).toEqual([
      { outcome: "delivered", httpStatus: 200, error: "amoCRM: добавлено в «Неразобранное» (uid amo-uid-1, сделка 26000001)" },
    ]);
  });

  test("amoCRM: after a lost answer the retry looks through «Неразобранное» for its source_uid and posts no second form", async () => {
    logged();
    const id = await acknowledge();
    need(amo).mode = { kind: "slow", delayMs: 300 };
    await deliverDueLeads(db(), options(toAmo(), { timeoutMs: 100 }));
    await until(async () => need(amo).forms.length === 1, 5_000, "the slow account to keep the form");
    need(amo).mode = { kind: "ok" };
    await deliverAll(db(), options(toAmo()));
    expect(need(amo).forms).toHaveLength(1);
    expect(need(amo).calls).toEqual(["POST /api/v4/leads/unsorted/forms", "GET /api/v4/leads/unsorted"]);
    expect((await attemptsOf(id)).at(-1)).toEqual({
      outcome: "delivered",
      httpStatus: 200,
      error: "amoCRM: заявка уже в «Неразобранном» (uid amo-uid-1, сделка 26000001), вторая не добавлена",
    });
  });

  test("amoCRM: a lead whose call was recorded as delivered (a stop before its state was) is never posted again", async () => {
    const id = await acknowledge();
    await db().insert(leadDeliveryAttempts).values({
      leadId: id,
      attemptedAt: new Date(),
      outcome: "delivered",
      httpStatus: 200,
      error: "amoCRM: добавлено в «Неразобранное» (uid u-1)",
      durationMs: 5,
    });
    expect(await deliverDueLeads(db(), options(toAmo()))).toMatchObject({ delivered: 1 });
    expect(need(amo).calls).toEqual([]);
    expect(await leadOf(id)).toMatchObject({ status: "delivered" });
    expect((await attemptsOf(id)).at(-1)?.error).toBe(
      "Доставлена раньше (amoCRM: добавлено в «Неразобранное» (uid u-1)): повторно не отправлена",
    );
  });

  test("amoCRM: an expired token (401) is left to a person; 429 waits as Retry-After says; a 400's validation errors refuse the lead with amo's detail", async () => {
    logged();
    const unauthorized = await acknowledge();
    await deliverDueLeads(db(), options(toAmo("expired-token-0000000000000000"), { retryCapMs: 60_000 }));
    expect(await leadOf(unauthorized)).toMatchObject({
      status: "needs_attention",
      lastError:
        "amoCRM не принимает доступ сайта (401): проверьте AMOCRM_TOKEN и аккаунт в CRM_URL, заявка будет отправлена снова через час: «Unauthorized»",
    });
    expect(await secondsToNextTry(unauthorized)).toBeGreaterThan(55);
    await clearLeads(db());

    const limited = await acknowledge();
    need(amo).mode = { kind: "error", status: 429, body: { title: "Too Many Requests", status: 429 }, headers: { "retry-after": "2" } };
    await deliverDueLeads(db(), options(toAmo(), { retryCapMs: 60_000 }));
    expect(await leadOf(limited)).toMatchObject({
      status: "new",
      lastError: expect.stringContaining("amoCRM просит реже обращаться к нему (429)"),
    });
    // Retry-After's 2 s, not the test's 20 ms backoff.
    expect(await secondsToNextTry(limited)).toBeGreaterThan(1.5);
    expect(await secondsToNextTry(limited)).toBeLessThanOrEqual(2);
    await clearLeads(db());

    const invalid = await acknowledge();
    const detail = {
      code: "NotSupportedChoice",
      path: "_embedded.contacts.0.custom_fields_values.0.field_code",
      detail: "The value you selected is not a valid choice.",
    };
    need(amo).mode = {
      kind: "error",
      status: 400,
      body: {
        title: "Bad Request",
        type: "https://httpstatus.es/400",
        status: 400,
        detail: "Request validation failed",
        "validation-errors": [{ request_id: "0", errors: [detail] }],
      },
    };
    expect(await deliverDueLeads(db(), options(toAmo()))).toMatchObject({ gaveUp: 1 });
    expect(await leadOf(invalid)).toMatchObject({
      status: "needs_attention",
      lastError: `amoCRM отклонил заявку (400), повторно не отправляется: «${detail.path} ${detail.detail} (${detail.code})»`,
    });
    expect((await countLeads(db())).outbox).toBe(0);
  });

  test("amoCRM: the token is never in a log line, the lead's record or its calls, even when an answer quotes it", async () => {
    const { token } = need(amo);
    const quote = { title: "Bad Request", status: 400, detail: `Header Authorization: Bearer ${token} refused` };
    await expectSecretKept(need(amo), token, quote, toAmo(), "Bearer *** refused");
  });
});
