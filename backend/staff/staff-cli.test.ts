import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { createBackend } from "../index";
import type { Db } from "../db/database";
import { openDatabase, pgliteOwnerFile } from "../db/client";
import { deliverDueLeads } from "../leads/crm-outbox";
import { startCrmStandIn } from "../leads/crm-stand-in.test-helpers";
import { until } from "../leads/lead-delivery.test-helpers";
import { queryRows } from "../leads/lead-queries";
import { createScratchPostgres, postgresSuiteName, requireTestDatabaseUrl, testDatabaseUrl } from "../testing/databases";
import { logger } from "@platform/logger";
import { stockSnapshots } from "../stock/schema";
import { countSessions, signIn } from "./staff-auth";
import { runStaffCli, type CliIo } from "./staff-cli";

/** An io that records what the CLI said and answers the prompts in turn. */
function recorder(answers: string[] = []) {
  const out: string[] = [];
  const err: string[] = [];
  const prompts: string[] = [];
  const io: CliIo = {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    askPassword: async (prompt) => {
      prompts.push(prompt);
      return answers.shift() ?? "";
    },
  };
  return { io, out, err, prompts };
}

type QueuedLead = { nextAttempt: "past" | "later"; leased?: boolean; status?: "new" | "needs_attention" };

/** Leads in the outbox as a CRM outage leaves them: due later (after failures), due already, or being called (leased). */
async function queueLeads(db: Db, leads: readonly QueuedLead[]): Promise<string[]> {
  const ids: string[] = [];
  for (const lead of leads) {
    const id = randomUUID();
    ids.push(id);
    await db.execute(sql`insert into leads (id, lead_type, model, name, phone, agree, details, consent_version, utm, status, attempts)
      values (${id}::uuid, 'order', 'g90', 'Иван', '+79114041112', true, '{}'::jsonb, 'v1', '{}'::jsonb, ${lead.status ?? "new"}, 3)`);
    if (lead.status === "needs_attention") continue;
    const next = lead.nextAttempt === "later" ? sql`now() + interval '40 minutes'` : sql`now() - interval '1 second'`;
    const lease = lead.leased ? sql`now() + interval '30 seconds'` : sql`null`;
    await db.execute(sql`insert into lead_outbox (lead_id, attempts, next_attempt_at, locked_until, last_error)
      values (${id}::uuid, 3, ${next}, ${lease}, 'CRM ответила 503 — временно недоступна')`);
  }
  return ids;
}

/** The outbox rows due now (and not leased), by lead id. */
async function dueNow(db: Db): Promise<string[]> {
  const rows = await queryRows<{ lead_id: string }>(
    db,
    sql`select lead_id from lead_outbox where next_attempt_at <= now() and (locked_until is null or locked_until <= now()) order by lead_id`,
  );
  return rows.map((row) => row.lead_id);
}

describe("npm run staff (PGlite on disk)", () => {
  let root = "";
  const env = () => ({ DATA_DIR: root, DATABASE_URL: "" });
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "gtest-staff-cli-"));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  test("add takes STAFF_PASSWORD, then the account signs in; add again replaces the password and ends sessions", async () => {
    const first = recorder();
    expect(await runStaffCli(["add", "Boss@Genesis-Khimki.ru"], { ...env(), STAFF_PASSWORD: "первый-пароль-12" }, first.io)).toBe(0);
    expect(first.out).toEqual(["Учётная запись Boss@Genesis-Khimki.ru создана"]);
    expect(first.prompts).toEqual([]);

    const database = await openDatabase({ dataDir: path.join(root, "pglite") });
    try {
      const session = await signIn(
        database.db,
        { email: "boss@genesis-khimki.ru", password: "первый-пароль-12", client: "cli" },
        new Date(),
      );
      expect(session.ok).toBe(true);
      expect(await countSessions(database.db, "boss@genesis-khimki.ru")).toBe(1);
    } finally {
      await database.close();
    }

    // Typed at the prompt, twice.
    const second = recorder(["второй-пароль-34", "второй-пароль-34"]);
    expect(await runStaffCli(["add", "boss@genesis-khimki.ru"], env(), second.io)).toBe(0);
    expect(second.prompts).toEqual(["Пароль для boss@genesis-khimki.ru: ", "Повторите пароль: "]);
    expect(second.out[0]).toContain("пароль заменён");
    const again = await openDatabase({ dataDir: path.join(root, "pglite") });
    try {
      expect(await countSessions(again.db, "boss@genesis-khimki.ru")).toBe(0);
      expect(
        (await signIn(again.db, { email: "boss@genesis-khimki.ru", password: "первый-пароль-12", client: "cli" }, new Date())).ok,
      ).toBe(false);
      expect(
        (await signIn(again.db, { email: "boss@genesis-khimki.ru", password: "второй-пароль-34", client: "cli" }, new Date())).ok,
      ).toBe(true);
    } finally {
      await again.close();
    }
    // Three opens of a PGlite on disk (the first migrates it): seconds each on a busy machine.
  }, 120_000);

  test("refuses a short password, mismatched typing, a bad e-mail and unknown commands, changing nothing", async () => {
    const short = recorder();
    expect(await runStaffCli(["add", "short@genesis-khimki.ru"], { ...env(), STAFF_PASSWORD: "короткий" }, short.io)).toBe(1);
    expect(short.err).toEqual(["Пароль должен быть не короче 12 символов"]);
    const mismatch = recorder(["пароль-номер-один", "пароль-номер-два"]);
    expect(await runStaffCli(["add", "typo@genesis-khimki.ru"], env(), mismatch.io)).toBe(1);
    expect(mismatch.err).toEqual(["Пароли не совпадают — учётная запись не изменена"]);
    const email = recorder();
    expect(await runStaffCli(["add", "not-an-email"], { ...env(), STAFF_PASSWORD: "достаточно-длинный" }, email.io)).toBe(1);
    expect(email.err[0]).toBe("Неверный адрес почты: not-an-email");
    const usage = recorder();
    expect(await runStaffCli(["remove", "x@y.ru"], env(), usage.io)).toBe(2);
    expect(usage.err[0]).toContain("npm run staff -- add EMAIL");
  });

  test("add --role gives a new account its role, role changes it, and an unknown role changes nothing", async () => {
    const made = recorder();
    expect(
      await runStaffCli(
        ["add", "editor@genesis-khimki.ru", "--role", "marketing"],
        { ...env(), STAFF_PASSWORD: "редактор-пароль-1" },
        made.io,
      ),
    ).toBe(0);
    const unknown = recorder();
    expect(
      await runStaffCli(
        ["add", "editor@genesis-khimki.ru", "--role", "owner"],
        { ...env(), STAFF_PASSWORD: "редактор-пароль-1" },
        unknown.io,
      ),
    ).toBe(2);
    expect(unknown.err[0]).toMatch(/^Неизвестная роль: owner\. Роли: admin/);
    const changed = recorder();
    expect(await runStaffCli(["role", "Editor@genesis-khimki.ru", "hr"], env(), changed.io)).toBe(0);
    // A new password keeps the role the account has.
    expect(await runStaffCli(["add", "editor@genesis-khimki.ru"], { ...env(), STAFF_PASSWORD: "редактор-пароль-2" }, recorder().io)).toBe(
      0,
    );
    const database = await openDatabase({ dataDir: path.join(root, "pglite") });
    try {
      const session = await signIn(
        database.db,
        { email: "editor@genesis-khimki.ru", password: "редактор-пароль-2", client: "cli" },
        new Date(),
      );
      expect(session.ok && session.principal.role).toBe("hr");
    } finally {
      await database.close();
    }
    const nobody = recorder();
    expect(await runStaffCli(["role", "nobody@genesis-khimki.ru", "sales"], env(), nobody.io)).toBe(1);
  }, 120_000);

  test("disable ends the account's sessions; an unknown e-mail is an error", async () => {
    const done = recorder();
    expect(await runStaffCli(["disable", "BOSS@genesis-khimki.ru"], env(), done.io)).toBe(0);
    expect(done.out).toEqual(["Учётная запись BOSS@genesis-khimki.ru отключена, её сеансы завершены"]);
    const missing = recorder();
    expect(await runStaffCli(["disable", "nobody@genesis-khimki.ru"], env(), missing.io)).toBe(1);
    expect(missing.err).toEqual(["Учётной записи nobody@genesis-khimki.ru нет"]);
  });

  test("deliver-now makes the leads waiting for a later retry due now, leaves the call in flight alone, and says how many in Russian", async () => {
    const database = await openDatabase({ dataDir: path.join(root, "pglite") });
    let later: string[] = [];
    let past: string[] = [];
    try {
      later = await queueLeads(database.db, [{ nextAttempt: "later" }, { nextAttempt: "later" }, { nextAttempt: "later" }]);
      past = await queueLeads(database.db, [
        { nextAttempt: "past" },
        { nextAttempt: "past", leased: true },
        { nextAttempt: "past", status: "needs_attention" },
      ]);
    } finally {
      await database.close();
    }
    const run = recorder();
    expect(await runStaffCli(["deliver-now"], env(), run.io)).toBe(0);
    expect(run.err).toEqual([]);
    expect(run.out).toEqual([
      "Заявок поставлено на отправку в CRM сейчас: 3",
      "Ещё уже ждут отправки: 1, отправляются в эту минуту: 1",
      "Сайт на PGlite сейчас остановлен: заявки уйдут в CRM в первые секунды после его запуска",
      "Требуют внимания (попытки за 24 ч исчерпаны): 1 — их отправляют снова со страницы заявки в /staff («Отправить ещё раз»)",
    ]);
    const after = await openDatabase({ dataDir: path.join(root, "pglite") });
    try {
      expect(await dueNow(after.db)).toEqual([...later, past[0]].sort());
      // Nothing else changed: the attempts and the last error stay for the lead's page.
      const [row] = await queryRows<{ attempts: number; last_error: string }>(
        after.db,
        sql`select attempts, last_error from lead_outbox where lead_id = ${later[0]}::uuid`,
      );
      expect(row).toEqual({ attempts: 3, last_error: "CRM ответила 503 — временно недоступна" });
    } finally {
      await after.close();
    }
    // Run again: nothing waits for later any more.
    const again = recorder();
    expect(await runStaffCli(["deliver-now"], env(), again.io)).toBe(0);
    expect(again.out[0]).toBe("Заявок поставлено на отправку в CRM сейчас: 0");
  }, 120_000);

  test("refresh-stock makes the feeds the site reads due now, one or all, and refuses a feed it does not know", async () => {
    const database = await openDatabase({ dataDir: path.join(root, "pglite") });
    try {
      await database.db.insert(stockSnapshots).values([
        { source: "autoru", nextCheckAt: new Date(Date.now() + 3_600_000) },
        { source: "export-master", nextCheckAt: new Date(Date.now() + 3_600_000) },
      ]);
    } finally {
      await database.close();
    }
    const one = recorder();
    expect(await runStaffCli(["refresh-stock", "autoru"], env(), one.io)).toBe(0);
    expect(one.out).toEqual([
      "Фидов поставлено на чтение сейчас: 1",
      "Сайт на PGlite сейчас остановлен: фиды будут прочитаны в первые секунды после его запуска",
    ]);
    const all = recorder();
    expect(await runStaffCli(["refresh-stock"], env(), all.io)).toBe(0);
    expect(all.out[0]).toBe("Фидов поставлено на чтение сейчас: 2");
    const after = await openDatabase({ dataDir: path.join(root, "pglite") });
    try {
      const rows = await after.db.select({ next: stockSnapshots.nextCheckAt }).from(stockSnapshots);
      expect(rows.every((row) => row.next.getTime() <= Date.now())).toBe(true);
    } finally {
      await after.close();
    }
    const unknown = recorder();
    expect(await runStaffCli(["refresh-stock", "drom"], env(), unknown.io)).toBe(2);
    expect(unknown.err).toEqual(["Неизвестный фид: drom. Фиды: export-master, ilsa-offers, autoru, avito"]);
  }, 120_000);

  test("--help lists every command, deliver-now too, on standard output", async () => {
    const help = recorder();
    expect(await runStaffCli(["--help"], env(), help.io)).toBe(0);
    expect(help.out.join("\n")).toMatch(/npm run staff -- add EMAIL[^]*npm run staff -- disable EMAIL[^]*npm run staff -- deliver-now/);
    const extra = recorder();
    expect(await runStaffCli(["deliver-now", "now"], env(), extra.io)).toBe(2);
  });

  test("refuses while another live process has the PGlite data directory open, and takes over a stale owner file", async () => {
    const holder: ChildProcess = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
    try {
      await writeFile(pgliteOwnerFile(path.join(root, "pglite")), `${holder.pid}\n`);
      const refused = recorder();
      expect(await runStaffCli(["add", "late@genesis-khimki.ru"], { ...env(), STAFF_PASSWORD: "достаточно-длинный" }, refused.io)).toBe(1);
      expect(refused.err[0]).toMatch(/^База данных PGlite в .* уже открыта процессом \d+ \(запущен сайт\?\)/);
    } finally {
      holder.kill();
    }
    await new Promise((resolve) => holder.once("exit", resolve));
    const after = recorder();
    expect(await runStaffCli(["add", "late@genesis-khimki.ru"], { ...env(), STAFF_PASSWORD: "достаточно-длинный" }, after.io)).toBe(0);
  });
});

describe.skipIf(!testDatabaseUrl)(`npm run staff (${postgresSuiteName})`, () => {
  test("deliver-now beside two running backends on one PostgreSQL: they send the backlog within seconds, each lead once", async () => {
    const scratch = await createScratchPostgres(requireTestDatabaseUrl());
    const crm = await startCrmStandIn();
    // Two processes, each with its delivery job looking every 200 ms (2 s in production).
    const backends = ["a", "b"].map((name) =>
      createBackend({
        databaseUrl: `${scratch.url}?application_name=backend-${name}`,
        crmUrl: crm.url,
        limits: false,
        leadDelivery: { intervalMs: 200 },
      }),
    );
    try {
      await Promise.all(backends.map((backend) => backend.ready));
      const database = await openDatabase({ databaseUrl: scratch.url });
      try {
        const ids = await queueLeads(
          database.db,
          Array.from({ length: 30 }, () => ({ nextAttempt: "later" as const })),
        );
        for (const backend of backends) backend.jobs.start();
        vi.spyOn(logger, "info").mockImplementation(() => undefined);
        // Their next retry is 40 minutes away: a delivery round, what each job runs, leaves them.
        expect(await deliverDueLeads(database.db, { crmUrl: crm.url })).toEqual({ delivered: 0, retrying: 0, gaveUp: 0, released: 0 });
        expect(crm.calls()).toBe(0);

        const run = recorder();
        expect(await runStaffCli(["deliver-now"], { DATABASE_URL: scratch.url }, run.io)).toBe(0);
        expect(run.out.slice(0, 2)).toEqual([
          "Заявок поставлено на отправку в CRM сейчас: 30",
          "Работающий сайт отправит их в течение нескольких секунд (очередь просматривается каждые 2 с); что осталось — в /healthz, поле leads",
        ]);
        await until(async () => crm.accepted.size === ids.length, 10_000, "delivery of the backlog");
        // With the outbox empty and both backends stopped (a run in flight ends first), no call can still come.
        const left = async () => (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from lead_outbox`))[0]?.n;
        await until(async () => (await left()) === 0, 10_000, "an empty outbox");
        await Promise.all(backends.map((backend) => backend.close()));
        expect({ distinct: crm.accepted.size, calls: crm.calls() }).toEqual({ distinct: 30, calls: 30 });
      } finally {
        await database.close();
      }
    } finally {
      vi.restoreAllMocks();
      await Promise.all(backends.map((backend) => backend.close()));
      await crm.close();
      await scratch.drop();
    }
  }, 60_000);

  test("add and disable work on the PostgreSQL the site uses (DATABASE_URL)", async () => {
    const scratch = await createScratchPostgres(requireTestDatabaseUrl());
    try {
      const env = { DATABASE_URL: scratch.url, STAFF_PASSWORD: "пароль-для-postgres" };
      expect(await runStaffCli(["add", "pg@genesis-khimki.ru"], env, recorder().io)).toBe(0);
      const database = await openDatabase({ databaseUrl: scratch.url });
      try {
        expect(
          (await signIn(database.db, { email: "pg@genesis-khimki.ru", password: "пароль-для-postgres", client: "cli" }, new Date())).ok,
        ).toBe(true);
        expect(await runStaffCli(["disable", "pg@genesis-khimki.ru"], env, recorder().io)).toBe(0);
        expect(await countSessions(database.db, "pg@genesis-khimki.ru")).toBe(0);
        expect(
          (await signIn(database.db, { email: "pg@genesis-khimki.ru", password: "пароль-для-postgres", client: "cli" }, new Date())).ok,
        ).toBe(false);
      } finally {
        await database.close();
      }
    } finally {
      await scratch.drop();
    }
  });
});
