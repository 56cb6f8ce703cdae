import { leadTypes, type LeadType } from "@contract/leads";
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { englishWords, textsOf } from "@contract/russian-text.test-helpers";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createBackendRouter } from "../http/router";
import { createTestClock, routeSuiteNow } from "../testing/clock";
import { describeEachDatabase } from "../testing/databases";
import { startTestServer, type TestServer } from "../testing/http-server";
import { countLeads, pathOf } from "./lead-bodies.test-helpers";
import { brokenMultipart, encode, expectedAnswer, fuzzCase, postEncoded, postRaw, type FuzzCase } from "./lead-fuzz.test-helpers";
import { queryRows } from "./lead-queries";
import { leads } from "./schema";

// Generated bodies through the real HTTP router (JSON, URL-encoded, multipart): never a 5xx, the
// answer the schema owes the body as the server reads it, and a row stored exactly for each new lead
// taken. 1 000 bodies per endpoint on PGlite, 300 on PostgreSQL in every run of the suite, new ones each
// time (fast-check's seed is random and printed on a failure); `FUZZ_RUNS=10000` sets both for a deep run
// (docs/development.md, «Tests»). The suite's full 10 000 took three minutes of CI's 25 alone, and 2 000 / 500
// still 2 min 45 s of one worker, the longest file of the suite: each run draws new bodies, so the runs add up.
const runsOn = { pglite: 1_000, postgres: 300 };
const runsFor = (engine: keyof typeof runsOn) => Number(process.env.FUZZ_RUNS ?? runsOn[engine]);

type Tally = Record<string, number>;
const prototypeNames = Object.getOwnPropertyNames(Object.prototype).sort();

describeEachDatabase((ctx) => {
  let server: TestServer | undefined;
  // Keys of idempotent requests taken so far, with their kind: a repeat must get the first answer.
  const keys = new Map<string, { kind: LeadType; id: string }>();
  const answered = new Set<string>();
  beforeAll(async () => {
    const router = createBackendRouter({ db: ctx.database().db, now: createTestClock(routeSuiteNow).now, limits: false });
    server = await startTestServer(router);
  });
  afterAll(() => server?.close());

  const engine = () => (ctx.openOptions().databaseUrl ? "postgres" : "pglite");

  test(
    "multipart bodies cut short, without or with a wrong boundary, or carrying a file: 400/413/415 in Russian, nothing stored",
    { timeout: 300_000 },
    async () => {
      const db = ctx.database().db;
      const before = (await countLeads(db)).leads;
      let stored = 0;
      const tally: Tally = {};
      await fc.assert(
        fc.asyncProperty(brokenMultipart(), async ({ bytes, contentType }) => {
          const response = await postRaw(`${server?.url}${pathOf("service")}`, bytes, contentType);
          tally[response.status] = (tally[response.status] ?? 0) + 1;
          expect([200, 400, 413, 415]).toContain(response.status);
          const answer = response.json as { message?: unknown; data?: { fields?: unknown } | null };
          expect(textsOf(answer.message).flatMap(englishWords)).toEqual([]);
          expect(textsOf(answer.data?.fields).flatMap(englishWords)).toEqual([]);
          if (response.status === 200) stored += 1;
        }),
        // FUZZ_RUNS deepens this one too: 300 a run found the file part cut short that stopped the process.
        { numRuns: Number(process.env.FUZZ_RUNS ?? (engine() === "postgres" ? 100 : 300)) },
      );
      console.info(`[fuzz] ${engine()} broken multipart: ${JSON.stringify(tally)}`);
      expect((await countLeads(db)).leads).toBe(before + stored);
    },
  );

  for (const kind of leadTypes) {
    const name = `${kind}: ${runsFor("pglite")} generated bodies on PGlite, ${runsFor("postgres")} on PostgreSQL — never a 5xx, invalid ones 400/413 with nothing stored`;
    test(name, { timeout: 600_000 }, async () => {
      const db = ctx.database().db;
      const runs = runsFor(engine());
      const tally: Tally = {};
      const initial = (await countLeads(db)).leads;
      let fresh = 0;
      // Rows added since the last request, through the created_at index: a count(*) of the whole
      // table per request would grow with it.
      // The last moment is kept as the database's text: a JS Date would drop its microseconds.
      let since = "-infinity";
      const added = async () => {
        const [row] = await queryRows<{ n: number; last: string | null }>(
          db,
          sql`select count(*)::int as n, max(created_at)::text as last from leads where created_at > ${since}::timestamptz`,
        );
        if (row?.last) since = row.last;
        return row?.n ?? 0;
      };
      await added();
      await fc.assert(
        fc.asyncProperty(fuzzCase(kind), async (fuzz: FuzzCase) => {
          const sent = encode(fuzz);
          const response = await postEncoded(`${server?.url}${pathOf(kind)}`, sent);
          const answer = response.json as { success: boolean; data: { id?: string; fields?: unknown } | null };
          const rows = await added();
          const expected = expectedAnswer(kind, sent, fuzz.encoding);
          const label = `${fuzz.encoding} ${response.status}${expected === null ? " (not modelled)" : ""}`;
          tally[label] = (tally[label] ?? 0) + 1;
          expect(response.status).toBeLessThan(500);
          // Every word a client can read is Russian: the message and each field's.
          expect(textsOf((response.json as { message?: unknown }).message).flatMap(englishWords)).toEqual([]);
          expect(textsOf(answer.data?.fields).flatMap(englishWords)).toEqual([]);
          const key = expected?.idempotencyKey;
          const earlier = key === undefined ? undefined : keys.get(key);
          const id = answer.data?.id ?? "";
          if (response.status === 200 && rows === 1) {
            fresh += 1;
            // The key as stored, also for a body the test does not model.
            const [row] = await db.select({ key: leads.idempotencyKey }).from(leads).where(eq(leads.id, id));
            if (row?.key != null) keys.set(row.key, { kind, id });
          } else {
            expect(rows, "nothing is stored for a refused or repeated request").toBe(0);
            // A 200 that stored nothing repeats an earlier answer (its idempotency key was seen).
            if (response.status === 200) expect(answered.has(id)).toBe(true);
          }
          if (response.status === 200) answered.add(id);
          if (expected === null) return;
          if (earlier) {
            expect(response.status).toBe(earlier.kind === kind ? 200 : 409);
            if (earlier.kind === kind) expect(id).toBe(earlier.id);
            return;
          }
          expect(response.status).toBe(expected.status);
          if (expected.status === 200) expect(rows).toBe(1);
          if (expected.fields) expect(answer.data?.fields).toEqual(expected.fields);
        }),
        { numRuns: runs },
      );
      const summary = Object.entries(tally)
        .sort()
        .map(([label, n]) => `${label}: ${n}`)
        .join(", ");
      console.info(`[fuzz] ${engine()} ${kind}: ${runs} bodies — ${summary}`);
      expect(Object.values(tally).reduce((sum, n) => sum + n, 0)).toBe(runs);
      expect((await countLeads(db)).leads).toBe(initial + fresh);
      // Prototype keys were sent as data, never applied: Object.prototype is as it was.
      expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeNames);
    });
  }
});
