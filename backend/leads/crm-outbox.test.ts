import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, expect, test, vi } from "vitest";
import { describeEachDatabase } from "../testing/databases";
import type { TestServer } from "../testing/http-server";
import { invalidCrmAnswer } from "./crm-client";
import { deliverDueLeads, retryDelayMs, type CrmDeliveryOptions } from "./crm-outbox";
import { startCrmStandIn, type CrmStandIn } from "./crm-stand-in.test-helpers";
import { countLeads } from "./lead-bodies.test-helpers";
import { acknowledgeLeads, clearLeads, deliverAll, startLeadServer, statusCounts, until } from "./lead-delivery.test-helpers";
import { claimDueLeads, readOutboxBacklog } from "./outbox-queries";
import { leadDeliveryAttempts, leads } from "./schema";
import { logger } from "@platform/logger";

// Faults of the sales system against a stand-in the test controls. Each figure is printed so the
// counts (acknowledged / delivered / calls on the wire) can be quoted.

test("the retry delay doubles from the base, stops at the cap and is spread ±25 %", () => {
  const opts = { retryBaseMs: 10_000, retryCapMs: 3_600_000 };
  expect([1, 2, 3, 4].map((n) => retryDelayMs(n, opts, 0.5))).toEqual([10_000, 20_000, 40_000, 80_000]);
  expect(retryDelayMs(30, opts, 0.5)).toBe(3_600_000);
  expect(retryDelayMs(1, opts, 0)).toBe(7_500);
  expect(retryDelayMs(1, opts, 0.999_999)).toBe(12_500);
});

describeEachDatabase((ctx) => {
  let site: TestServer | undefined;
  let crm: CrmStandIn | undefined;
  const db = () => ctx.database().db;
  const standIn = () => {
    if (!crm) throw new Error("no stand-in");
    return crm;
  };
  const options = (overrides: Partial<CrmDeliveryOptions> = {}): CrmDeliveryOptions => ({
    crmUrl: standIn().url,
    timeoutMs: 1_000,
    retryBaseMs: 20,
    retryCapMs: 100,
    random: () => 0.5,
    ...overrides,
  });
  const acknowledge = (count: number) => {
    if (!site) throw new Error("no site");
    return acknowledgeLeads(site.url, count);
  };
  const warned = () => vi.spyOn(logger, "warn").mockImplementation(() => undefined);
  /** Every acknowledged lead delivered, each distinct lead_id once in the CRM; returns calls on the wire. */
  const expectEachDeliveredOnce = async (ids: string[]) => {
    const accepted = standIn().accepted;
    expect(ids.filter((id) => !accepted.has(id))).toEqual([]);
    expect(accepted.size).toBe(ids.length);
    expect(await statusCounts(db())).toEqual({ delivered: ids.length });
    expect(await countLeads(db())).toEqual({ leads: ids.length, outbox: 0 });
    const acceptedCalls = [...accepted.values()].reduce((sum, n) => sum + n, 0);
    return { acknowledged: ids.length, distinctInCrm: accepted.size, acceptedCalls, calls: standIn().calls() };
  };

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
    await crm?.close();
    crm = await startCrmStandIn();
  });

  test("a stored lead reaches the CRM with the product's lead fields and its lead_id, then is 'delivered' and leaves the outbox", async () => {
    const [id] = await acknowledge(1);
    expect(await deliverDueLeads(db(), options())).toEqual({ delivered: 1, retrying: 0, gaveUp: 0, released: 0 });
    const [query] = standIn().received;
    expect(Object.fromEntries(query ?? [])).toEqual({
      lead_type: "test-drive",
      model: "g70",
      file: "",
      city: "2",
      dealer: "1",
      name: "Иван",
      surname: "Петров",
      phone: "+79114041112",
      email: "ivan@mail.ru",
      agree: "on",
      lead_id: id,
    });
    const [lead] = await db()
      .select()
      .from(leads)
      .where(eq(leads.id, id ?? ""));
    expect(lead).toMatchObject({ status: "delivered", attempts: 1, lastError: null });
    expect(lead?.deliveredAt).toBeInstanceOf(Date);
    expect((await countLeads(db())).outbox).toBe(0);
  });

  test("CRM down for a while, then up: every acknowledged lead is delivered once", async () => {
    const warn = warned();
    const ids = await acknowledge(40);
    standIn().mode = { kind: "down" };
    for (let round = 0; round < 3; round++) {
      await deliverAll(db(), options(), 300).catch(() => undefined);
    }
    const [failing] = await db().select().from(leads).limit(1);
    expect(failing).toMatchObject({ status: "new", lastError: expect.stringMatching(/^CRM недоступна: /) });
    expect(failing?.attempts).toBeGreaterThanOrEqual(1);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ failed: expect.any(Number) }),
      expect.stringContaining("CRM не приняла заявок"),
    );
    const callsWhileDown = standIn().calls();
    standIn().mode = { kind: "ok" };
    await deliverAll(db(), options());
    const figures = await expectEachDeliveredOnce(ids);
    expect(figures.acceptedCalls).toBe(40);
    console.info(`[faults] CRM down then up: ${JSON.stringify({ ...figures, callsWhileDown })}`);
  });

  test("a CRM back after failing: one info line for its return, not one per lead, and none while it keeps taking leads", async () => {
    warned();
    // Whatever an earlier test left failing ends here.
    await acknowledge(1);
    await deliverAll(db(), options());
    const info = vi.spyOn(logger, "info").mockImplementation(() => undefined);
    const returned = () => info.mock.calls.filter((call) => String(call[1]).startsWith("CRM снова принимает заявки"));
    await acknowledge(25);
    standIn().mode = { kind: "down" };
    // Each failed lead is due again at once, so the second round fails them again.
    await deliverDueLeads(db(), options({ retryBaseMs: 0 }));
    await deliverDueLeads(db(), options({ retryBaseMs: 0 }));
    expect(returned()).toEqual([]);
    standIn().mode = { kind: "ok" };
    await deliverAll(db(), options());
    expect(returned()).toEqual([
      // Two rounds of 20 (the batch) failed; the first round back delivers what is due of the 25.
      [
        expect.objectContaining({ failuresBefore: 40 }),
        expect.stringMatching(/^CRM снова принимает заявки: доставлено \d+ после 40 неудачных попыток \(с \d{4}-/),
      ],
    ]);
    await acknowledge(3);
    await deliverAll(db(), options());
    expect(returned()).toHaveLength(1);
  });

  test("a CRM slower than the timeout: retried after the timeout with the same Idempotency-Key, each lead kept once by lead_id", async () => {
    warned();
    const ids = await acknowledge(10);
    standIn().mode = { kind: "slow", delayMs: 300 };
    const report = await deliverDueLeads(db(), options({ timeoutMs: 100 }));
    expect(report).toMatchObject({ delivered: 0, retrying: 10 });
    const [lead] = await db().select().from(leads).limit(1);
    expect(lead?.lastError).toBe("CRM не ответила за 0,1 с");
    // The slow CRM still took them after the caller gave up: the retry repeats them on the wire.
    await until(async () => standIn().accepted.size === 10, 5_000, "the slow CRM's late acceptances");
    standIn().mode = { kind: "ok" };
    await deliverAll(db(), options({ timeoutMs: 100 }));
    const figures = await expectEachDeliveredOnce(ids);
    expect(figures.acceptedCalls).toBe(20);
    // Each repeat says it is one: the same Idempotency-Key as the first call, the lead's id.
    expect(standIn().keys).toEqual(standIn().received.map((query) => query.get("lead_id")));
    expect(new Set(standIn().keys).size).toBe(10);
    console.info(`[faults] slow CRM past the timeout: ${JSON.stringify(figures)}`);
  });

  test("ResultCode 'N' and HTTP 500 are failures ('Неверный ответ сервера'), then 'Y' delivers once", async () => {
    warned();
    const ids = await acknowledge(12);
    standIn().mode = { kind: "result", code: "N" };
    // Each refused lead is due again at once.
    await deliverDueLeads(db(), options({ retryBaseMs: 0 }));
    const [lead] = await db().select().from(leads).limit(1);
    expect(lead).toMatchObject({ status: "new", attempts: 1, lastError: `${invalidCrmAnswer}: ResultCode «N»` });
    standIn().mode = { kind: "status", status: 500 };
    await deliverDueLeads(db(), options({ retryBaseMs: 0 }));
    const [again] = await db().select().from(leads).limit(1);
    expect(again).toMatchObject({ attempts: 2, lastError: "CRM ответила 500 — внутренняя ошибка CRM" });
    standIn().mode = { kind: "ok" };
    await deliverAll(db(), options());
    const figures = await expectEachDeliveredOnce(ids);
    console.info(`[faults] ResultCode N, HTTP 500, then Y: ${JSON.stringify(figures)}`);
  });

  test("every call is kept in the lead's delivery history: the refusal, the HTTP 500 and the acceptance, with status and duration", async () => {
    warned();
    const [id] = await acknowledge(1);
    standIn().mode = { kind: "result", code: "N" };
    // The refused lead is due again at once.
    await deliverDueLeads(db(), options({ retryBaseMs: 0 }));
    standIn().mode = { kind: "status", status: 500 };
    await deliverDueLeads(db(), options({ retryBaseMs: 0 }));
    standIn().mode = { kind: "ok" };
    await deliverAll(db(), options());
    const history = await db()
      .select()
      .from(leadDeliveryAttempts)
      .where(eq(leadDeliveryAttempts.leadId, id ?? ""))
      .orderBy(leadDeliveryAttempts.id);
    expect(history.map(({ outcome, httpStatus, error }) => ({ outcome, httpStatus, error }))).toEqual([
      { outcome: "failed", httpStatus: 200, error: `${invalidCrmAnswer}: ResultCode «N»` },
      { outcome: "failed", httpStatus: 500, error: "CRM ответила 500 — внутренняя ошибка CRM" },
      { outcome: "delivered", httpStatus: 200, error: null },
    ]);
    for (const attempt of history) {
      expect(attempt.durationMs).toBeGreaterThanOrEqual(0);
      expect(attempt.durationMs).toBeLessThan(1_000);
      expect(attempt.attemptedAt).toBeInstanceOf(Date);
    }
    expect(history[0]!.attemptedAt.getTime()).toBeLessThan(history[2]!.attemptedAt.getTime());
  });

  test("after the give-up time a failing lead needs attention: kept, out of the outbox, logged", async () => {
    const warn = warned();
    const [id] = await acknowledge(1);
    standIn().mode = { kind: "result", code: "N" };
    await deliverAll(db(), options({ giveUpAfterMs: 200 }), 5_000);
    const [lead] = await db()
      .select()
      .from(leads)
      .where(eq(leads.id, id ?? ""));
    expect(lead).toMatchObject({ status: "needs_attention", lastError: `${invalidCrmAnswer}: ResultCode «N»`, deliveredAt: null });
    // How many attempts fit in 200 ms depends on the machine's load; at least the one that failed.
    expect(lead?.attempts).toBeGreaterThanOrEqual(1);
    expect((await countLeads(db())).outbox).toBe(0);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ leadId: id, lastError: `${invalidCrmAnswer}: ResultCode «N»` }),
      expect.stringContaining("needs_attention"),
    );
  });

  test("a CRM refusal quoting the lead stays on the lead's page for staff, but its words never reach the log", async () => {
    const warn = warned();
    const [id] = await acknowledge(1);
    standIn().mode = { kind: "result", code: "N", message: "Дубль: Иван Петров, +79114041112, ivan@mail.ru" };
    await deliverAll(db(), options({ giveUpAfterMs: 200 }), 5_000);
    const [lead] = await db()
      .select()
      .from(leads)
      .where(eq(leads.id, id ?? ""));
    expect(lead?.lastError).toBe(`${invalidCrmAnswer}: ResultCode «N»: «Дубль: Иван Петров, +79114041112, ivan@mail.ru»`);
    expect(warn).toHaveBeenCalled();
    const logged = JSON.stringify(warn.mock.calls);
    for (const personal of ["Петров", "79114041112", "ivan@mail.ru"]) expect(logged).not.toContain(personal);
    expect(logged).toContain(`${invalidCrmAnswer}: ResultCode «N»`);
  });

  test("a claim is a lease: a second claimer gets nothing until it expires", async () => {
    await acknowledge(3);
    expect(await claimDueLeads(db(), 10, 300)).toHaveLength(3);
    expect(await claimDueLeads(db(), 10, 300)).toHaveLength(0);
    // Asked again until the lease runs out: then all three are claimed at once.
    let reclaimed = 0;
    await until(async () => (reclaimed = (await claimDueLeads(db(), 10, 300)).length) > 0, 5_000, "the lease to run out");
    expect(reclaimed).toBe(3);
  });

  test("a stop in the middle of a call gives the lease back, counting no attempt", async () => {
    await acknowledge(2);
    standIn().mode = { kind: "slow", delayMs: 5_000 };
    const stop = new AbortController();
    const delivering = deliverDueLeads(db(), options({ timeoutMs: 10_000 }), stop.signal);
    // The stop comes while both calls wait for the CRM's answer.
    await until(async () => standIn().calls() === 2, 5_000, "both calls to reach the CRM");
    stop.abort();
    expect(await delivering).toEqual({ delivered: 0, retrying: 0, gaveUp: 0, released: 2 });
    expect(await claimDueLeads(db(), 10, 1_000)).toMatchObject([{ attempts: 0 }, { attempts: 0 }]);
    expect(await db().select().from(leadDeliveryAttempts)).toEqual([]);
  });

  test("a call that got no answer is in the history without a status, naming the timeout", async () => {
    warned();
    const [id] = await acknowledge(1);
    standIn().mode = { kind: "slow", delayMs: 300 };
    await deliverDueLeads(db(), options({ timeoutMs: 100 }));
    const [attempt] = await db()
      .select()
      .from(leadDeliveryAttempts)
      .where(eq(leadDeliveryAttempts.leadId, id ?? ""));
    expect(attempt).toMatchObject({ outcome: "failed", httpStatus: null, error: "CRM не ответила за 0,1 с" });
    expect(attempt?.durationMs).toBeGreaterThanOrEqual(90);
  });

  test("/healthz's backlog of an empty outbox: nothing waits, nothing failed", async () => {
    expect(await readOutboxBacklog(db())).toEqual({
      waiting: 0,
      retrying: 0,
      oldestWaitingSeconds: null,
      needsAttention: 0,
      lastDeliveredAt: null,
      lastFailure: null,
    });
  });

  test("/healthz's backlog of leads the CRM refused: how many wait, how long the oldest has, the last error without the CRM's words; then the CRM takes them", async () => {
    const ids = await acknowledge(3);
    // Retries an hour apart, as in production: the leads stay waiting while the backlog is read.
    const hourly = options({ retryBaseMs: 60_000, retryCapMs: 3_600_000 });
    const fresh = await readOutboxBacklog(db());
    expect(fresh).toMatchObject({ waiting: 3, retrying: 0, needsAttention: 0, lastFailure: null });
    expect(fresh.oldestWaitingSeconds).toBeGreaterThanOrEqual(0);
    expect(fresh.oldestWaitingSeconds).toBeLessThan(60);

    // The CRM answers with the person's data in its message.
    standIn().mode = { kind: "result", code: "N", message: "Дубль: Иван Петров, +7 (911) 404-11-12, ivan@mail.ru" };
    warned();
    expect(await deliverDueLeads(db(), hourly)).toMatchObject({ delivered: 0, retrying: 3 });
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

    standIn().mode = { kind: "ok" };
    await db().execute(sql`update lead_outbox set next_attempt_at = now()`);
    await deliverAll(db(), hourly);
    const drained = await readOutboxBacklog(db());
    expect(drained).toMatchObject({ waiting: 0, retrying: 0, oldestWaitingSeconds: null });
    expect(drained.lastDeliveredAt?.getTime()).toBeGreaterThanOrEqual(refused.lastFailure?.at.getTime() ?? Infinity);
    // The last failure stays as history, older than the last delivery.
    expect(drained.lastFailure?.at).toEqual(refused.lastFailure?.at);
  });
});
