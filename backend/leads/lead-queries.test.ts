import { randomUUID } from "node:crypto";
import { expect, test, vi } from "vitest";
import { describeEachDatabase } from "../testing/databases";
import { countLeads } from "./lead-bodies.test-helpers";
import { clearLeads } from "./lead-delivery.test-helpers";
import { createLeadWriter } from "./lead-queries";
import { toNewLead } from "./lead-record";

/** A parsed order request as the endpoint would store it. */
function orderLead(overrides: { idempotencyKey?: string; userAgent?: string } = {}) {
  return toNewLead(
    "order",
    { name: "Иван", phone: "+79114041112", agree: true, model: "g90", intent: "order" },
    { id: randomUUID(), clientIp: "127.0.0.1", userAgent: overrides.userAgent, idempotencyKey: overrides.idempotencyKey },
  );
}

describeEachDatabase((ctx) => {
  const db = () => ctx.database().db;

  test("leads arriving together share one statement; a key twice in one batch stores one lead", async () => {
    await clearLeads(db());
    const store = createLeadWriter(db());
    const statements = vi.spyOn(db(), "execute");
    const reads = vi.spyOn(db(), "select");
    const key = randomUUID();
    const outcomes = await Promise.all([
      ...Array.from({ length: 30 }, () => store(orderLead())),
      store(orderLead({ idempotencyKey: key })),
      store(orderLead({ idempotencyKey: key })),
    ]);
    expect(outcomes.filter((o) => o.fresh)).toHaveLength(31);
    const [first, second] = outcomes.slice(30);
    expect(second).toEqual({ ...first, fresh: false });
    // One insert for the 32 (a raw statement), one read of the lead the repeated key names (the builder's).
    expect(statements).toHaveBeenCalledTimes(1);
    expect(reads).toHaveBeenCalledTimes(1);
    statements.mockRestore();
    reads.mockRestore();
    expect(await countLeads(db())).toEqual({ leads: 31, outbox: 31 });
  });

  test("a batch the database refuses is retried lead by lead: only the bad lead fails", async () => {
    await clearLeads(db());
    const store = createLeadWriter(db());
    // The table's check refuses a user agent over 300 characters (toNewLead cuts it; this one is forced).
    const bad = { ...orderLead(), userAgent: "x".repeat(301) };
    const results = await Promise.allSettled([store(orderLead()), store(bad), store(orderLead())]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(await countLeads(db())).toEqual({ leads: 2, outbox: 2 });
  });
});
