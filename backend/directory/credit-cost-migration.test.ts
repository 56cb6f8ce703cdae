// Migration 0027 on a database seeded before it: the sample programs get the fee, the insurance and the lender
// the old credit-costs.ts gave them, the ended one and a program staff would have added keep nulls (offered
// without a rate). On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, expect, test } from "vitest";
import { createScratchPostgres, postgresSuiteName, requireTestDatabaseUrl, testDatabaseUrl } from "../testing/databases";

const migrations = path.resolve(import.meta.dirname, "../db/migrations");
const before = mkdtempSync(path.join(tmpdir(), "before-0027-"));
afterAll(() => rmSync(before, { recursive: true, force: true }));

/** The migrations as they stood before 0027: the same files, the journal cut after 0026. */
function migrationsBefore0027(): string {
  cpSync(migrations, before, { recursive: true });
  rmSync(path.join(before, "0027_credit_cost_columns.sql"));
  const journalPath = path.join(before, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { idx: number }[] };
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.filter((entry) => entry.idx < 27) }));
  return before;
}

type Row = { id: number; fee_percent: string | null; insurance_percent: string | null; lender: string | null };

const programRow = (id: number, name: string) =>
  sql`insert into credit_programs (id, name, bank, description, active, min_price, max_price, min_credit, max_credit, min_prepay, max_prepay, rate, restcost, sort_order)
      values (${id}, ${name}, 'Genesis Finance', 'Описание', true, 2000000, 15000000, 300000, 12000000, 20, 80, 14.9, 0, ${id * 10})`;

const seededBefore = [
  programRow(1, "Genesis Finance Стандарт"),
  programRow(6, "Genesis Finance: субсидированная ставка"),
  programRow(3, "Быстрое решение"),
  programRow(5, "Зимнее предложение 2025"),
  // A program of the same id under another name is not the sample's: its conditions are not known.
  programRow(4, "Программа дилера"),
];

const expected: Row[] = [
  { id: 1, fee_percent: "0.00", insurance_percent: "0.00", lender: "Genesis Finance" },
  { id: 3, fee_percent: "2.00", insurance_percent: "0.00", lender: "Эталон Банк" },
  { id: 4, fee_percent: null, insurance_percent: null, lender: null },
  { id: 5, fee_percent: null, insurance_percent: null, lender: null },
  { id: 6, fee_percent: "0.00", insurance_percent: "1.00", lender: "Genesis Finance" },
];

const readRows = `select id, fee_percent::text, insurance_percent::text, lender from credit_programs order by id`;

test("PGlite: 0027 gives the sample programs seeded before it their fee, insurance and lender", async () => {
  const client = new PGlite("memory://");
  try {
    const db = drizzlePglite(client);
    await migratePglite(db, { migrationsFolder: migrationsBefore0027() });
    for (const statement of seededBefore) await db.execute(statement);
    await migratePglite(db, { migrationsFolder: migrations });
    expect((await client.query<Row>(readRows)).rows).toEqual(expected);
    await expect(client.query(`update credit_programs set fee_percent = 100.5 where id = 1`)).rejects.toThrow(/credit_programs_fee_check/);
  } finally {
    await client.close();
  }
}, 60_000);

test.skipIf(!testDatabaseUrl)(
  `${postgresSuiteName}: 0027 gives the sample programs seeded before it their fee, insurance and lender`,
  async () => {
    const scratch = await createScratchPostgres(requireTestDatabaseUrl());
    const pool = new pg.Pool({ connectionString: scratch.url });
    try {
      const db = drizzleNodePg(pool);
      await migrateNodePg(db, { migrationsFolder: migrationsBefore0027() });
      for (const statement of seededBefore) await db.execute(statement);
      await migrateNodePg(db, { migrationsFolder: migrations });
      expect((await pool.query<Row>(readRows)).rows).toEqual(expected);
      await expect(pool.query(`update credit_programs set insurance_percent = -1 where id = 1`)).rejects.toThrow(
        /credit_programs_insurance_check/,
      );
    } finally {
      await pool.end();
      await scratch.drop();
    }
  },
  60_000,
);
