// The CRM backlog as /healthz shows it, on both databases: counts and times of the outbox, the last
// delivery and the last failure, and nothing of the people the leads are from.
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, expect, test, vi } from "vitest";
import { describeEachDatabase } from "../testing/databases";
import type { TestServer } from "../testing/http-server";
import { crmErrorForMonitoring, invalidCrmAnswer } from "./crm-client";
import { deliverDueLeads, type CrmDeliveryOptions } from "./crm-outbox";
import { startCrmStandIn, type CrmStandIn } from "./crm-stand-in.test-helpers";
import { acknowledgeLeads, clearLeads, deliverAll, startLeadServer } from "./lead-delivery.test-helpers";
import { readOutboxBacklog } from "./outbox-queries";
import { logger } from "@platform/logger";

test("monitoring's copy of a delivery error leaves out what the CRM said in its own words, and nothing else", () => {
  expect(crmErrorForMonitoring(`${invalidCrmAnswer}: ResultCode «N»: «Дубль: Иван Петров, +7 911 404-11-12»`)).toBe(
    `${invalidCrmAnswer}: ResultCode «N» (что ещё ответила CRM — на странице заявки в /staff)`,
  );
  expect(crmErrorForMonitoring(`${invalidCrmAnswer}: нет ResultCode: «ivan@mail.ru»`)).toBe(`${invalidCrmAnswer}: нет ResultCode (что ещё ответила CRM — на странице заявки в /staff)`);
  for (const own of ["CRM ответила 503 — временно недоступна", `${invalidCrmAnswer}: ResultCode «N»`, `${invalidCrmAnswer}: ответ не JSON (text/html)`, "CRM недоступна: соединение отклонено — сервис не запущен или порт закрыт (ECONNREFUSED)"]) {
    expect(crmErrorForMonitoring(own)).toBe(own);
  }
});

describeEachDatabase((ctx) => {
  let site: TestServer | undefined;
  let crm: CrmStandIn | undefined;
  const db = () => ctx.database().db;
  const options = (): CrmDeliveryOptions => ({ crmUrl: crm?.url ?? "", timeoutMs: 1_000, retryBaseMs: 60_000, random: () => 0.5 });

  beforeAll(async () => {
    site = await startLeadServer(db());
    crm = await startCrmStandIn();
  });
  afterAll(async () => {
    await site?.close();
    await crm?.close();
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await clearLeads(db());
    await db().execute(sql`delete from lead_delivery_attempts`);
  });

  test("an empty outbox: nothing waits, nothing failed", async () => {
    expect(await readOutboxBacklog(db())).toEqual({ waiting: 0, retrying: 0, oldestWaitingSeconds: null, needsAttention: 0, lastDeliveredAt: null, lastFailure: null });
  });

  test("leads the CRM refused: how many wait, how long the oldest has, the last error without the CRM's words; then the CRM takes them", async () => {
    if (!site || !crm) throw new Error("not started");
    const ids = await acknowledgeLeads(site.url, 3);
    const fresh = await readOutboxBacklog(db());
    expect(fresh).toMatchObject({ waiting: 3, retrying: 0, needsAttention: 0, lastFailure: null });
    expect(fresh.oldestWaitingSeconds).toBeGreaterThanOrEqual(0);
    expect(fresh.oldestWaitingSeconds).toBeLessThan(60);

    // The CRM answers with the person's data in its message.
    crm.mode = { kind: "result", code: "N", message: "Дубль: Иван Петров, +7 (911) 404-11-12, ivan@mail.ru" };
    vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    expect(await deliverDueLeads(db(), options())).toMatchObject({ delivered: 0, retrying: 3 });
    await db().execute(sql`update lead_outbox set created_at = now() - interval '1 hour' where lead_id = ${ids[0]}::uuid`);
    await db().execute(sql`update leads set status = 'needs_attention' where id = ${ids[2]}::uuid`);
    const refused = await readOutboxBacklog(db());
    expect(refused).toMatchObject({
      waiting: 3,
      retrying: 3,
      needsAttention: 1,
      lastDeliveredAt: null,
      lastFailure: { httpStatus: 200, error: `${invalidCrmAnswer}: ResultCode «N» (что ещё ответила CRM — на странице заявки в /staff)` },
    });
    expect(refused.oldestWaitingSeconds).toBeGreaterThanOrEqual(3_600);
    expect(refused.oldestWaitingSeconds).toBeLessThan(3_660);
    expect(refused.lastFailure?.at).toBeInstanceOf(Date);
    const shown = JSON.stringify(refused);
    // The phone in the forms a CRM might quote it (a bare «911» would also match a fraction of a second).
    for (const personal of ["Иван", "Петров", "404-11-12", "(911)", "79114041112", "ivan@mail.ru"]) expect(shown).not.toContain(personal);

    crm.mode = { kind: "ok" };
    await db().execute(sql`update lead_outbox set next_attempt_at = now()`);
    await deliverAll(db(), options());
    const drained = await readOutboxBacklog(db());
    expect(drained).toMatchObject({ waiting: 0, retrying: 0, oldestWaitingSeconds: null });
    expect(drained.lastDeliveredAt?.getTime()).toBeGreaterThanOrEqual(refused.lastFailure?.at.getTime() ?? Infinity);
    // The last failure stays as history, older than the last delivery.
    expect(drained.lastFailure?.at).toEqual(refused.lastFailure?.at);
  });
});
