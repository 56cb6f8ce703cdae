import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { Db } from "./database";
import * as schema from "./schema";
import { seedDatabase, type SeedOptions } from "./seed";
import { logger } from "@platform/logger";

/** An open database with the engine it runs on. */
export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
};

export type OpenDatabaseOptions = {
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string;
  /** PGlite data directory (default `./data/pglite`), or `memory://` for a throw-away database. */
  dataDir?: string;
  /** Folder of drizzle-kit migrations (default `backend/db/migrations` under the working directory). */
  migrationsFolder?: string;
  /** How long a PostgreSQL that is not up yet is waited for (default {@link postgresWaitMs}). */
  postgresWaitMs?: number;
  /** How long the site's queries may wait on PostgreSQL (default {@link postgresLimits}). */
  postgresLimits?: Partial<PostgresLimits>;
  /** The moment the bundled sample's dates are told from when it is first seeded (default now); tests pin it. */
  seededAt?: Date;
};

/**
 * How long a request waits on PostgreSQL before it is answered «try again shortly» (503) rather than
 * left hanging: a PostgreSQL that stops answering (frozen, its network gone silent) or a lock held by
 * a web process that froze mid-transaction would otherwise keep every visitor's request open for good.
 */
export type PostgresLimits = {
  /** Waiting for a connection: a new one to open, or one of the pool's to come free. */
  connectMs: number;
  /** One statement, on the server (`statement_timeout`): a lock that does not come free, a runaway query. */
  statementMs: number;
  /** One query's answer, on the site's side: a server or network that went silent cannot cancel on its own. */
  queryMs: number;
  /** An open transaction left idle (its process frozen or stuck): the server ends it and frees its locks. */
  idleInTransactionMs: number;
};

export const postgresLimits: PostgresLimits = { connectMs: 10_000, statementMs: 15_000, queryMs: 20_000, idleInTransactionMs: 30_000 };

/** Default PGlite data directory, relative to the working directory (the repository root). */
export const defaultDataDir = "./data/pglite";

// Both Vitest (sources) and the Vite-bundled server (build/server/index.js) run from the repository
// root, while import.meta.url differs between them, so the working directory is the stable anchor.
const defaultMigrationsFolder = () => path.resolve(process.cwd(), "backend/db/migrations");

// Any constant works as long as every process agrees on it; this one spells "GNSS" in ASCII.
const migrateLockKey = 0x474e5353;

/** Opens PostgreSQL (when `databaseUrl` is set) or PGlite, applies the migrations and the idempotent seed. */
export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<Database> {
  const migrationsFolder = opts.migrationsFolder ?? defaultMigrationsFolder();
  const seed: SeedOptions = { seededAt: opts.seededAt };
  return opts.databaseUrl
    ? openPostgres(
        opts.databaseUrl,
        migrationsFolder,
        opts.postgresWaitMs ?? postgresWaitMs,
        { ...postgresLimits, ...opts.postgresLimits },
        seed,
      )
    : openPglite(opts.dataDir ?? defaultDataDir, migrationsFolder, seed);
}

/** True when the data directory names an in-memory PGlite database rather than a folder. */
export function isMemoryDataDir(dataDir: string): boolean {
  return dataDir.startsWith("memory://");
}

async function openPglite(dataDir: string, migrationsFolder: string, seed: SeedOptions): Promise<Database> {
  const onDisk = !isMemoryDataDir(dataDir);
  if (onDisk) {
    mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  }
  const release = onDisk ? claimPgliteDir(dataDir) : () => undefined;
  if (onDisk && !existsSync(path.join(dataDir, "PG_VERSION"))) {
    try {
      await initialisePgliteDir(dataDir, migrationsFolder, seed);
    } catch (error) {
      release();
      throw error;
    }
  }
  const client = new PGlite(onDisk ? path.resolve(dataDir) : dataDir);
  try {
    const db = drizzlePglite(client, { schema });
    // PGlite belongs to this process alone, so nothing can race the migration here.
    await migratePglite(db, { migrationsFolder });
    await db.transaction((tx) => seedDatabase(tx, seed));
    return { db, kind: "pglite", close: () => client.close().finally(release) };
  } catch (error) {
    await client.close().catch(() => undefined);
    release();
    throw error;
  }
}

/**
 * A new database is made beside its place and moved into it whole: PGlite creates its cluster in
 * place, and a first start stopped in its first seconds (a kill, a full disk) left a directory that
 * looked like a database and never opened again, a crash loop until someone deleted it. What a cut
 * first start leaves now is the scratch directory, which the next start removes and begins again.
 */
async function initialisePgliteDir(dataDir: string, migrationsFolder: string, seed: SeedOptions): Promise<void> {
  const target = path.resolve(dataDir);
  const scratch = `${target}.initialising`;
  rmSync(scratch, { recursive: true, force: true });
  const client = new PGlite(scratch);
  try {
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    await db.transaction((tx) => seedDatabase(tx, seed));
  } finally {
    await client.close().catch(() => undefined);
  }
  // Without PG_VERSION the place holds no database: at most what an earlier release's cut start left.
  if (existsSync(target)) {
    if (readdirSync(target).length > 0)
      logger.warn({ dataDir: target }, "Папка базы PGlite без базы данных (первый запуск был прерван?): заменена новой");
    rmSync(target, { recursive: true, force: true });
  }
  renameSync(scratch, target);
}

/**
 * The file naming the process that has a PGlite data directory open: PGlite is one process's
 * database, and a second process writing the same files (the site and `npm run staff` at once, two
 * containers on one volume) would corrupt them. Its own postmaster.pid always says -42, so it cannot
 * tell. The file holds the owner's pid and where that pid means something (host, boot, PID namespace);
 * its modification time is the owner's heartbeat, renewed every few seconds while it is open.
 */
export function pgliteOwnerFile(dataDir: string): string {
  return `${path.resolve(dataDir)}.owner`;
}

/** How often an open directory's owner file is touched, and how old a touch may be before its owner counts as gone. */
const ownerHeartbeatMs = 5_000;
const ownerStaleMs = 20_000;

/** A PGlite data directory another live process has open. */
export class PgliteDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
    readonly elsewhere?: string,
  ) {
    const where = elsewhere ? ` в другой системе (${elsewhere}: другой контейнер или машина с той же папкой)` : "";
    super(
      `База данных PGlite в ${path.resolve(dataDir)} уже открыта процессом ${pid}${where} (запущен сайт?). Остановите его или используйте PostgreSQL (DATABASE_URL)`,
    );
    this.name = "PgliteDirInUseError";
  }
}

/** Where a pid means this process's pid: the host, its boot and the PID namespace (a container has its own). */
function pidScope(): string {
  const read = (file: string) => {
    try {
      return readFileSync(file, "utf8").trim();
    } catch {
      return "";
    }
  };
  let namespace = "";
  try {
    namespace = readlinkSync("/proc/self/ns/pid");
  } catch {
    // Not Linux: the host and boot tell it.
  }
  return `${hostname()}|${read("/proc/sys/kernel/random/boot_id")}|${namespace}`;
}

/** Claims the directory for this process and keeps the claim fresh; the function returned gives it up. */
function claimPgliteDir(dataDir: string): () => void {
  const file = pgliteOwnerFile(dataDir);
  const scope = pidScope();
  let owner = Number.NaN;
  let ownerScope = "";
  let touchedAt = 0;
  try {
    const [pid = "", written = ""] = readFileSync(file, "utf8").split("\n");
    owner = Number.parseInt(pid, 10);
    // A file of an earlier release names the pid alone: of this machine, as it was then.
    ownerScope = written || scope;
    touchedAt = statSync(file).mtimeMs;
  } catch {
    // No owner file: nobody has it open.
  }
  if (Number.isInteger(owner)) {
    if (ownerScope === scope) {
      if (owner !== process.pid && isLiveNode(owner)) throw new PgliteDirInUseError(dataDir, owner);
    } else if (Date.now() - touchedAt < ownerStaleMs) {
      // Its pid means nothing here: only its heartbeat tells whether it still has the directory open.
      throw new PgliteDirInUseError(dataDir, owner, ownerScope.split("|")[0] || "?");
    }
  }
  writeFileSync(file, `${process.pid}\n${scope}\n`);
  const heartbeat = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(file, now, now);
    } catch {
      // Removed under us (the directory deleted): the next start claims it anew.
    }
  }, ownerHeartbeatMs);
  heartbeat.unref();
  return () => {
    clearInterval(heartbeat);
    try {
      if (Number.parseInt(readFileSync(file, "utf8"), 10) === process.pid) rmSync(file, { force: true });
    } catch {
      // Already gone.
    }
  };
}

// A process killed without closing leaves its file behind; its pid may since belong to another
// program, so on Linux the owner must also still be a node process to count.
function isLiveNode(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("node");
  } catch {
    return true;
  }
}

async function openPostgres(
  databaseUrl: string,
  migrationsFolder: string,
  waitMs: number,
  limits: PostgresLimits,
  seed: SeedOptions,
): Promise<Database> {
  // Migrations and the seed run on a pool of their own without the limits: waiting for another
  // process's migrations, or a migration that rewrites a large table, may rightly take longer.
  const setup = createPool({ connectionString: databaseUrl, max: 2 });
  try {
    await withMigrationLock(setup, waitMs, async () => {
      const db = drizzleNodePg(setup, { schema });
      await migrateNodePg(db, { migrationsFolder });
      await db.transaction((tx) => seedDatabase(tx, seed));
    });
  } finally {
    await setup.end().catch(() => undefined);
  }
  const pool = createPool({
    connectionString: databaseUrl,
    connectionTimeoutMillis: limits.connectMs,
    statement_timeout: limits.statementMs,
    query_timeout: limits.queryMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionMs,
    // A connection whose peer vanished without closing it is found out instead of waited on.
    keepAlive: true,
  });
  return { db: drizzleNodePg(pool, { schema }), kind: "postgres", close: () => pool.end() };
}

function createPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  // An idle client that loses its connection emits 'error'; without a listener that kills the process.
  // While the pool is ending, a server closing the last sockets is expected, not an error.
  pool.on("error", (error) => {
    if (!pool.ending) logger.error({ err: error }, "Ошибка соединения с PostgreSQL");
  });
  // A client checked out of the pool (inside a transaction) has no such listener, so a connection
  // cut then (PostgreSQL restarting) would crash the process. The query running on it is rejected
  // anyway, and the pool drops the broken client when it comes back: nothing more to do here.
  pool.on("connect", (client) => {
    client.on("error", () => undefined);
  });
  return pool;
}

/**
 * Several web processes may start at once against one PostgreSQL. drizzle's migrator opens its own
 * transaction, so the lock is held by a separate connection whose open transaction owns
 * `pg_advisory_xact_lock`: the others wait on it, then find the migrations applied and the seed done.
 * If this process dies, its connection closes and PostgreSQL releases the lock.
 */
async function withMigrationLock(pool: pg.Pool, waitMs: number, work: () => Promise<void>): Promise<void> {
  const holder = await connectWhenUp(() => pool.connect(), { waitMs });
  try {
    await holder.query("begin");
    await holder.query("select pg_advisory_xact_lock($1)", [migrateLockKey]);
    await work();
    await holder.query("commit");
  } catch (error) {
    await holder.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    holder.release();
  }
}

// What a PostgreSQL that is still starting (a container started beside the site) or not yet in the
// network's names answers; anything else (a wrong password, no such database) will not get better.
const notUpYet = new Set(["ECONNREFUSED", "ECONNRESET", "ENOTFOUND", "EAI_AGAIN", "57P03"]);

/** How long a start waits for PostgreSQL to come up: within the web process's 25 s start deadline. */
export const postgresWaitMs = 20_000;

/**
 * The first connection of a start: while PostgreSQL is not up yet it is asked again every `pauseMs`
 * (logged once) until `waitMs` have passed, and once more then; after that, or on any other failure,
 * the error goes to the caller.
 */
export async function connectWhenUp<T>(connect: () => Promise<T>, opts: { waitMs?: number; pauseMs?: number } = {}): Promise<T> {
  const until = Date.now() + (opts.waitMs ?? postgresWaitMs);
  const pauseMs = opts.pauseMs ?? 1_000;
  for (let attempt = 1; ; attempt++) {
    try {
      return await connect();
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (typeof code !== "string" || !notUpYet.has(code) || Date.now() >= until) throw error;
      if (attempt === 1) logger.warn({ err: error }, "PostgreSQL из DATABASE_URL ещё не принимает соединения: ждём, пока он запустится");
      await new Promise((resolve) => setTimeout(resolve, Math.min(pauseMs, until - Date.now())));
    }
  }
}
