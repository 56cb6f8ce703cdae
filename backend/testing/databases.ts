import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe } from "vitest";
import { openDatabase, type Database, type OpenDatabaseOptions } from "../db/client";
import { routeSuiteNow } from "./clock";

/** Base PostgreSQL URL of the test run, or undefined when PostgreSQL tests are to be skipped. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

/** Suite name of the PostgreSQL run; says why it is skipped when TEST_DATABASE_URL is unset. */
export const postgresSuiteName = testDatabaseUrl
  ? "PostgreSQL (TEST_DATABASE_URL)"
  : "PostgreSQL (skipped: no PostgreSQL; set TEST_DATABASE_URL to run)";

/** A throw-away PostgreSQL database: its URL and a function that drops it. */
export type ScratchPostgres = { url: string; drop(): Promise<void> };

/**
 * Creates a uniquely named database on the server of `baseUrl`, so parallel test files never meet;
 * `locale: "C"` makes one whose lower() and text search know no Cyrillic capitals, as some servers have.
 */
export async function createScratchPostgres(baseUrl: string, opts: { locale?: "C" } = {}): Promise<ScratchPostgres> {
  const name = `gtest_${randomBytes(6).toString("hex")}`;
  const locale = opts.locale ? ` template template0 encoding 'UTF8' locale '${opts.locale}'` : "";
  await runAdmin(baseUrl, `create database ${name}${locale}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // FORCE ends connections a failed test may have left open, so the drop cannot hang.
    drop: () => runAdmin(baseUrl, `drop database if exists ${name} with (force)`),
  };
}

/** What a database suite gets: the open database, and how to open the same database again. */
export type DatabaseSuiteContext = {
  /** Which database the suite runs on, known when tests are declared (a test may be for one only). */
  engine: "pglite" | "postgres";
  database(): Database;
  openOptions(): OpenDatabaseOptions;
};

/** The sample's dates are told from the suites' day, so a suite sees the same offers whenever it runs. */
const seededAt = new Date(routeSuiteNow);

/**
 * Declares `suite` once on PGlite in memory and once on a fresh PostgreSQL database (visibly skipped
 * without TEST_DATABASE_URL), both seeded as on the suites' day ({@link routeSuiteNow}). Each database
 * is opened once for the whole suite: PGlite needs seconds.
 */
export function describeEachDatabase(suite: (ctx: DatabaseSuiteContext) => void): void {
  describe("PGlite (in memory)", () => {
    const ctx = suiteContext("pglite", async () => ({ options: { dataDir: "memory://", seededAt } }));
    suite(ctx);
  });
  describe.skipIf(!testDatabaseUrl)(postgresSuiteName, () => {
    const ctx = suiteContext("postgres", async () => {
      const scratch = await createScratchPostgres(requireTestDatabaseUrl());
      return { options: { databaseUrl: scratch.url, seededAt }, cleanup: scratch.drop };
    });
    suite(ctx);
  });
}

/** TEST_DATABASE_URL, or a thrown error in a test that should have been skipped without it. */
export function requireTestDatabaseUrl(): string {
  if (!testDatabaseUrl) throw new Error("TEST_DATABASE_URL is not set");
  return testDatabaseUrl;
}

type Prepared = { options: OpenDatabaseOptions; cleanup?: () => Promise<void> };

function suiteContext(engine: DatabaseSuiteContext["engine"], prepare: () => Promise<Prepared>): DatabaseSuiteContext {
  let prepared: Prepared | undefined;
  let database: Database | undefined;
  beforeAll(async () => {
    prepared = await prepare();
    database = await openDatabase(prepared.options);
  });
  afterAll(async () => {
    await database?.close();
    await prepared?.cleanup?.();
  });
  return {
    engine,
    database: () => {
      if (!database) throw new Error("The test database is not open yet (use it inside a test or hook)");
      return database;
    },
    openOptions: () => {
      if (!prepared) throw new Error("The test database is not prepared yet");
      return prepared.options;
    },
  };
}

async function runAdmin(baseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
