import { mkdir, mkdtemp, readFile, readdir, rm, stat, utimes, writeFile } from "node:fs/promises";
import { connect, createServer, type AddressInfo, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, count, eq, sql } from "drizzle-orm";
import { describe, expect, test, vi } from "vitest";
import { logger } from "@platform/logger";
import { newsSeed } from "../news/content/news";
import { createScratchPostgres, postgresSuiteName, requireTestDatabaseUrl, testDatabaseUrl } from "../testing/databases";
import { connectWhenUp, openDatabase, pgliteOwnerFile } from "./client";
import type { Db } from "./database";
import { isDatabaseUnreachable } from "./unavailable";
import { models, news, options } from "./schema";

const dealerPhone = and(eq(options.scope, "dealer"), eq(options.key, "dealer_phone"));

async function countRows(db: Db) {
  const [newsCount] = await db.select({ n: count() }).from(news);
  const [modelCount] = await db.select({ n: count() }).from(models);
  return { news: newsCount?.n, models: modelCount?.n };
}

describe("PGlite on disk", () => {
  test("creates a missing data directory and keeps the data across two opens", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "gtest-pglite-"));
    const dataDir = path.join(root, "nested", "pglite");
    try {
      const first = await openDatabase({ dataDir });
      expect(first.kind).toBe("pglite");
      await first.db.update(options).set({ value: "8 499 000-11-22" }).where(dealerPhone);
      await first.close();
      expect((await stat(dataDir)).isDirectory()).toBe(true);

      const second = await openDatabase({ dataDir });
      try {
        const [phone] = await second.db.select({ value: options.value }).from(options).where(dealerPhone);
        expect(phone?.value).toBe("8 499 000-11-22");
        expect(await countRows(second.db)).toEqual({ news: newsSeed.length, models: 5 });
      } finally {
        await second.close();
      }
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  test("a directory another container has open is refused while its owner's heartbeat is fresh, and taken over once it is stale", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "gtest-pglite-owner-"));
    const dataDir = path.join(root, "pglite");
    const owner = pgliteOwnerFile(dataDir);
    try {
      // Pid 1 of another PID namespace: invisible here, only its heartbeat says it is alive.
      await writeFile(owner, "1\nsite-replica-2|boot|pid:[4026532000]\n");
      await expect(openDatabase({ dataDir })).rejects.toThrow(
        /уже открыта процессом 1 в другой системе \(site-replica-2: другой контейнер/,
      );
      const stale = new Date(Date.now() - 60_000);
      await utimes(owner, stale, stale);
      const database = await openDatabase({ dataDir });
      try {
        expect((await readFile(owner, "utf8")).split("\n")[0]).toBe(String(process.pid));
      } finally {
        await database.close();
      }
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  test("what a first start cut short leaves (a half-made scratch copy, a place without a database) is replaced by a whole new database", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "gtest-pglite-cut-"));
    const dataDir = path.join(root, "pglite");
    try {
      // A kill in the first seconds: the scratch copy was being made, and an earlier release's start left files in place.
      await mkdir(path.join(root, "pglite.initialising", "base"), { recursive: true });
      await writeFile(path.join(root, "pglite.initialising", "postgresql.conf"), "");
      await mkdir(path.join(dataDir, "global"), { recursive: true });
      const warned = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
      const database = await openDatabase({ dataDir });
      try {
        expect(await countRows(database.db)).toEqual({ news: newsSeed.length, models: 5 });
        expect(warned).toHaveBeenCalledWith(expect.objectContaining({ dataDir }), expect.stringContaining("первый запуск был прерван"));
        expect(await readdir(root)).toEqual(["pglite", "pglite.owner"]);
      } finally {
        await database.close();
        warned.mockRestore();
      }
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!testDatabaseUrl)(postgresSuiteName, () => {
  test("two processes opening one fresh database at once both succeed, seeding once", async () => {
    const scratch = await createScratchPostgres(requireTestDatabaseUrl());
    try {
      // Two pools stand for two web processes: each migrates and seeds under the advisory lock.
      const [a, b] = await Promise.all([openDatabase({ databaseUrl: scratch.url }), openDatabase({ databaseUrl: scratch.url })]);
      expect([a.kind, b.kind]).toEqual(["postgres", "postgres"]);
      expect(await countRows(a.db)).toEqual({ news: newsSeed.length, models: 5 });
      await Promise.all([a.close(), b.close()]);
    } finally {
      await scratch.drop();
    }
  });

  test("a PostgreSQL that starts listening a moment after the site is waited for, and the site opens on it", async () => {
    const scratch = await createScratchPostgres(requireTestDatabaseUrl());
    const target = new URL(scratch.url);
    // A port nobody listens on yet: the database "comes up" there, as a relay to the real one, once the
    // site has found it down and said it waits.
    const port = await freePort();
    const relay = createServer((socket) => {
      const upstream = connect(Number(target.port || 5432), target.hostname);
      socket.pipe(upstream).pipe(socket);
      socket.on("error", () => upstream.destroy());
      upstream.on("error", () => socket.destroy());
    });
    const warned = vi.spyOn(logger, "warn").mockImplementation(() => {
      if (!relay.listening) relay.listen(port, "127.0.0.1");
    });
    try {
      const late = new URL(scratch.url);
      late.hostname = "127.0.0.1";
      late.port = String(port);
      const database = await openDatabase({ databaseUrl: late.href, postgresWaitMs: 10_000 });
      expect(warned).toHaveBeenCalledOnce();
      expect(warned).toHaveBeenCalledWith(
        expect.objectContaining({ err: expect.objectContaining({ code: "ECONNREFUSED" }) }),
        expect.stringContaining("ещё не принимает соединения"),
      );
      expect(await countRows(database.db)).toEqual({ news: newsSeed.length, models: 5 });
      await database.close();
    } finally {
      warned.mockRestore();
      relay.close();
      await scratch.drop();
    }
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

test("an unreachable PostgreSQL rejects the open once the wait for it is over", async () => {
  await expect(openDatabase({ databaseUrl: "postgres://postgres@127.0.0.1:1/none", postgresWaitMs: 0 })).rejects.toThrow("ECONNREFUSED");
});

/** An error as pg and Node's sockets raise them: a message and a code. */
const failure = (code: string) => Object.assign(new Error(`failed: ${code}`), { code });

test("a PostgreSQL still starting is asked again until it answers, with one warning; a wrong password is not", async () => {
  const warned = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
  const answers = [failure("ECONNREFUSED"), failure("57P03"), "connected"];
  let calls = 0;
  const connect = async () => {
    const next = answers[calls++];
    if (next instanceof Error) throw next;
    return next;
  };
  await expect(connectWhenUp(connect, { waitMs: 1_000, pauseMs: 5 })).resolves.toBe("connected");
  expect(calls).toBe(3);
  expect(warned).toHaveBeenCalledOnce();

  calls = 0;
  const refused = async () => {
    calls += 1;
    throw failure("28P01");
  };
  await expect(connectWhenUp(refused, { waitMs: 1_000, pauseMs: 5 })).rejects.toThrow("28P01");
  expect(calls).toBe(1);
  warned.mockRestore();
});

test("a PostgreSQL that never comes up is given up on after the wait", async () => {
  const warned = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
  let calls = 0;
  const started = Date.now();
  const down = async () => {
    calls += 1;
    throw failure("ECONNREFUSED");
  };
  await expect(connectWhenUp(down, { waitMs: 60, pauseMs: 10 })).rejects.toThrow("ECONNREFUSED");
  expect(calls).toBeGreaterThan(2);
  expect(Date.now() - started).toBeLessThan(1_000);
  warned.mockRestore();
});

/** A relay to PostgreSQL that can go silent: connections stay open, nothing passes either way. */
async function freezableRelay(target: URL) {
  const port = await freePort();
  const paused = new Set<Socket>();
  const open = new Set<Socket>();
  let frozen = false;
  const relay = createServer((socket) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    socket.pipe(upstream).pipe(socket);
    for (const end of [socket, upstream]) {
      open.add(end);
      end.on("close", () => open.delete(end));
      end.on("error", () => (end === socket ? upstream : socket).destroy());
      if (frozen) end.pause();
    }
  });
  await new Promise<void>((resolve) => relay.listen(port, "127.0.0.1", resolve));
  const url = new URL(target.href);
  url.hostname = "127.0.0.1";
  url.port = String(port);
  return {
    url: url.href,
    freeze() {
      frozen = true;
      for (const end of open) {
        end.pause();
        paused.add(end);
      }
    },
    thaw() {
      frozen = false;
      for (const end of paused) end.resume();
      paused.clear();
    },
    close() {
      for (const end of open) end.destroy();
      relay.close();
    },
  };
}

describe.skipIf(!testDatabaseUrl)(`${postgresSuiteName}: a PostgreSQL that stops answering`, () => {
  test("a query is given up on at its limit as «database unreachable», and the site is served again once PostgreSQL answers", async () => {
    const scratch = await createScratchPostgres(requireTestDatabaseUrl());
    const relay = await freezableRelay(new URL(scratch.url));
    const quiet = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    try {
      const database = await openDatabase({ databaseUrl: relay.url, postgresLimits: { connectMs: 500, queryMs: 800 } });
      expect(await countRows(database.db)).toEqual({ news: newsSeed.length, models: 5 });
      relay.freeze();
      for (const attempt of ["the connection in use", "a new connection"]) {
        const started = Date.now();
        const error = await countRows(database.db).then(
          () => null,
          (e: unknown) => e,
        );
        expect(isDatabaseUnreachable(error), attempt).toBe(true);
        expect(Date.now() - started, attempt).toBeLessThan(3_000);
      }
      relay.thaw();
      expect(await countRows(database.db)).toEqual({ news: newsSeed.length, models: 5 });
      await database.close();
    } finally {
      quiet.mockRestore();
      relay.close();
      await scratch.drop();
    }
  });

  test("a lock held by a transaction that froze elsewhere: the waiting statement is cancelled at its limit, and the frozen transaction is ended", async () => {
    const scratch = await createScratchPostgres(requireTestDatabaseUrl());
    try {
      const limits = { statementMs: 300, idleInTransactionMs: 600 };
      const frozen = await openDatabase({ databaseUrl: scratch.url, postgresLimits: limits });
      const waiting = await openDatabase({ databaseUrl: scratch.url, postgresLimits: limits });
      const lock = sql`select pg_advisory_xact_lock(4242)`;
      let release: () => void = () => undefined;
      let locked: () => void = () => undefined;
      const lockTaken = new Promise<void>((resolve) => (locked = resolve));
      // A web process that took a lock in a transaction and stopped (a debugger, SIGSTOP, a stuck await).
      const holder = frozen.db.transaction(async (tx) => {
        await tx.execute(lock);
        locked();
        await new Promise<void>((resolve) => (release = resolve));
        await tx.execute(sql`select 1`);
      });
      const holderFailed = holder.then(
        () => null,
        (e: unknown) => e,
      );
      await lockTaken;

      const started = Date.now();
      const error = await waiting.db
        .transaction((tx) => tx.execute(lock))
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(isDatabaseUnreachable(error)).toBe(true);
      expect(Date.now() - started).toBeLessThan(2_000);

      // Idle past its limit, the frozen transaction is ended by the server and its lock is free again:
      // asked until then, each try cancelled at the statement's limit while the lock is still held.
      await vi.waitFor(() => waiting.db.transaction((tx) => tx.execute(lock)), { timeout: 5_000, interval: 100 });
      release();
      expect(isDatabaseUnreachable(await holderFailed)).toBe(true);
      // The pool drops the connection the server closed; the next query gets a new one.
      expect(await countRows(frozen.db)).toEqual({ news: newsSeed.length, models: 5 });
      await Promise.all([frozen.close(), waiting.close()]);
    } finally {
      await scratch.drop();
    }
  });
});
