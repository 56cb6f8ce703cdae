// The stock's snapshots: the refresh job reads each due feed and stores its last good cars; the
// reader gives the API the cars of the configured feeds, reloading its copy when a snapshot changes.
// A failed or malformed feed is logged (docs/product.md §8) and its last good snapshot stays; the feeds are read
// independently, so one failing never hides another.
import { createHash } from "node:crypto";
import { setImmediate as nextTurn } from "node:timers/promises";
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import { groupThousands } from "@contract/numbers";
import type { StockCar, StockSource } from "@contract/stock";
import type { Db } from "../db/database";
import type { JobDefinition } from "../jobs/job-runner";
import type { XmlRecoveries } from "./flat-xml";
import { idOfOldVinId, testCarIdKey, type CarIdKey } from "./car-ids";
import type { FeedCar, FeedCars, FeedHealth } from "./reshape";
import { stockDeparted, stockSnapshots } from "./schema";
import { hasStockDocuments, replaceStockDocuments } from "../search/search-documents";
import { logger } from "@platform/logger";

/** The job's name on the backend's runner. */
export const stockRefreshJobKind = "stock-refresh";

/** One configured feed: its source and how to read it now. */
export type StockFeed = { source: StockSource; read: (now: Date, signal: AbortSignal) => Promise<FeedCars> };

export type StockRefreshOptions = {
  /** A good read is repeated after this (default 5 minutes). */
  refreshMs?: number;
  /** A failed read is retried after this (default 1 minute). */
  retryMs?: number;
  /** How long a claimed read keeps other processes off the feed (default 60 s: timeout and margin). */
  leaseMs?: number;
  /** How often the job looks for due feeds (default 15 s). */
  intervalMs?: number;
  now?: () => Date;
};

/** How long a feed that comes back empty must stay so before it empties a stock that had cars. */
export const emptyFeedGraceMs = 60 * 60_000;

/**
 * The most cars one feed's snapshot holds. A big dealer lists ~5 000; a feed of 48 000 (the same cars
 * repeated, a group's whole export by mistake) broke the embedded PGlite's reading of its answer
 * ("Invalid array length") and with it every query of the process, while 20 000 read well. Beyond the
 * limit the feed is refused like any bad feed and the last good snapshot stays (docs/decisions/0055).
 */
export const feedMaxCars = 10_000;

const ms = (value: number) => sql`(${value}::double precision * interval '1 millisecond')`;

/** What one feed's refresh did. */
export type RefreshOutcome =
  | { source: StockSource; status: "skipped" }
  | { source: StockSource; status: "ok"; cars: number; changed: boolean; departed: number; skipped: number }
  | { source: StockSource; status: "failed"; error: string };

/** Reads every feed that is due (claimed in the database, so two processes never read one feed together). */
export async function refreshStock(
  db: Db,
  feeds: readonly StockFeed[],
  opts: StockRefreshOptions = {},
  signal = new AbortController().signal,
): Promise<RefreshOutcome[]> {
  if (feeds.length === 0) return [];
  await db
    .insert(stockSnapshots)
    .values(feeds.map((feed) => ({ source: feed.source })))
    .onConflictDoNothing();
  return Promise.all(feeds.map((feed) => refreshFeed(db, feed, opts, signal)));
}

async function refreshFeed(db: Db, feed: StockFeed, opts: StockRefreshOptions, signal: AbortSignal): Promise<RefreshOutcome> {
  const { refreshMs = 5 * 60_000, retryMs = 60_000, leaseMs = 60_000, now = () => new Date() } = opts;
  const claimed = await db
    .update(stockSnapshots)
    .set({ nextCheckAt: sql`now() + ${ms(leaseMs)}` })
    .where(and(eq(stockSnapshots.source, feed.source), lte(stockSnapshots.nextCheckAt, sql`now()`)))
    // The snapshot as the claim found it: whether there was a good read, within the last hour, and its cars.
    .returning({
      carCount: stockSnapshots.carCount,
      readBefore: sql<boolean>`${stockSnapshots.refreshedAt} is not null`,
      readRecently: sql<boolean>`coalesce(${stockSnapshots.refreshedAt} > now() - ${ms(emptyFeedGraceMs)}, false)`,
    });
  const [kept] = claimed;
  if (!kept) return { source: feed.source, status: "skipped" };

  // docs/product.md §8: a failed feed is logged only; the stock stays as it was.
  const refuse = async (message: string, error?: unknown): Promise<RefreshOutcome> => {
    const stays = kept.readBefore ? "остаётся последний удачный снимок" : "удачного снимка ещё не было";
    logger.error({ ...(error ? { err: error } : {}), feed: feed.source }, `Фид ${feed.source} не прочитан, ${stays}: ${message}`);
    await db
      .update(stockSnapshots)
      .set({ checkedAt: sql`now()`, lastError: message.slice(0, 500), nextCheckAt: sql`now() + ${ms(retryMs)}` })
      .where(eq(stockSnapshots.source, feed.source));
    return { source: feed.source, status: "failed", error: message };
  };

  let result: FeedCars;
  try {
    result = await feed.read(now(), signal);
  } catch (error) {
    // The process is stopping: nothing is wrong with the feed, and its lease lets the next start read it.
    if (signal.aborted) return { source: feed.source, status: "skipped" };
    return refuse(error instanceof Error ? error.message : String(error), error);
  }
  // A readable feed with no car of the brand at all, where the last good read had some, is far more
  // often a changed format, another brand's file or a wrong dealer code than a sold-out stock: it
  // replaces the snapshot only once every read for an hour has come back so (or the feed lists the
  // cars as sold), so a glitch never turns every car's page into «продан».
  if (result.cars.length === 0 && result.sold.length === 0 && kept.carCount > 0 && kept.readRecently) {
    return refuse(
      `в фиде нет ни одного автомобиля, а в последнем удачном снимке их ${kept.carCount}; пустой фид заменит снимок, если останется пустым час`,
    );
  }

  const listed = result.cars.length + result.sold.length;
  if (listed > feedMaxCars) {
    return refuse(
      `в фиде ${groupThousands(listed)} автомобилей — больше, чем хранит один снимок (${groupThousands(feedMaxCars)}); проверьте, тот ли это файл и не повторяются ли в нём автомобили`,
    );
  }

  if (result.skipped.length > 0) {
    logger.warn(
      { feed: feed.source, skipped: result.skipped.slice(0, 20) },
      `Фид ${feed.source}: пропущено автомобилей с ошибками — ${result.skipped.length}`,
    );
  }
  const hash = await snapshotHash(
    result.cars,
    result.sold.map((car) => car.id),
  );
  // Between the statements the loop turns: on the embedded PGlite each runs in this process, and a
  // 5 000-car snapshot's took ~2 s together, every page of the site waiting (docs/decisions/0027).
  const outcome = await db.transaction(async (tx) => {
    const [previous] = await tx
      .select({
        contentHash: stockSnapshots.contentHash,
        // Of the snapshot's cars only what a departed row keeps: the whole of them is ~20 MB for
        // 5 000 cars with long photo lists, and took ~300 ms to hand over on PGlite.
        cars: sql<
          DepartedCar[]
        >`(select coalesce(jsonb_agg(jsonb_build_object('id', car->'id', 'modelCode', car->'modelCode', 'priceRub', car->'priceRub')), '[]'::jsonb) from jsonb_array_elements(${stockSnapshots.cars}) as car)`,
      })
      .from(stockSnapshots)
      .where(eq(stockSnapshots.source, feed.source))
      .for("update");
    await nextTurn();
    const changed = previous?.contentHash !== hash;
    let departed: DepartedCar[] = [];
    if (changed) {
      const ids = new Set(result.cars.map((car) => car.id));
      // Cars that were in the snapshot and are not now, and cars the feed itself lists as sold.
      const gone = new Map([...(previous?.cars ?? []).filter((car) => !ids.has(car.id)), ...result.sold].map((car) => [car.id, car]));
      departed = [...gone.values()];
      if (departed.length > 0) {
        await tx
          .insert(stockDeparted)
          .values(departed.map((car) => ({ id: car.id, source: feed.source, modelCode: car.modelCode, priceRub: car.priceRub })))
          .onConflictDoUpdate({ target: stockDeparted.id, set: { departedAt: sql`now()`, priceRub: sql`excluded.price_rub` } });
      }
      if (ids.size > 0) await tx.delete(stockDeparted).where(inArray(stockDeparted.id, [...ids]));
      await nextTurn();
    }
    // The search finds the cars of the snapshot /v1/stock serves (a snapshot stored before the
    // search index existed is indexed at its next read).
    if (changed || (result.cars.length > 0 && !(await hasStockDocuments(tx, feed.source)))) {
      await replaceStockDocuments(tx, feed.source, result.cars);
      await nextTurn();
    }
    await tx
      .update(stockSnapshots)
      .set({
        ...(changed
          ? { cars: result.cars, carCount: result.cars.length, contentHash: hash, version: sql`${stockSnapshots.version} + 1` }
          : {}),
        health: result.health,
        refreshedAt: sql`now()`,
        checkedAt: sql`now()`,
        lastError: null,
        nextCheckAt: sql`now() + ${ms(refreshMs)}`,
      })
      .where(eq(stockSnapshots.source, feed.source));
    return { changed, departed: departed.length };
  });
  if (outcome.changed) {
    // What the read inferred and kept as written, said once per change of the feed, not every five minutes.
    const conditions = conditionsText(result.health);
    if (conditions) logger.info({ feed: feed.source, conditions: result.health.conditions }, `Фид ${feed.source}: ${conditions}`);
    const asWritten = keptText(result.health);
    if (asWritten)
      logger.info(
        { feed: feed.source, keptAsWritten: result.health.keptAsWritten, notStated: result.health.notStated },
        `Фид ${feed.source}: ${asWritten}`,
      );
    logger.info(
      { feed: feed.source, cars: result.cars.length, departed: outcome.departed, recovered: result.recovered },
      `Фид ${feed.source} прочитан, автомобилей: ${result.cars.length}${recoveredText(result.recovered)}`,
    );
  }
  return {
    source: feed.source,
    status: "ok",
    cars: result.cars.length,
    changed: outcome.changed,
    departed: outcome.departed,
    skipped: result.skipped.length,
  };
}

/** Cars serialised for the snapshot's hash between two turns of the event loop. */
const carsPerHashTurn = 500;

/**
 * The snapshot's hash: sha256 of `JSON.stringify([cars, soldIds])`, written into the hash a few hundred
 * cars at a time so the loop turns between (the whole text of 5 000 cars took ~100 ms in one piece).
 * The same bytes as before, so a stored snapshot's hash still matches an unchanged feed.
 */
export async function snapshotHash(cars: readonly StockCar[], soldIds: readonly string[]): Promise<string> {
  const hash = createHash("sha256").update("[[");
  for (const [index, car] of cars.entries()) {
    if (index > 0 && index % carsPerHashTurn === 0) await nextTurn();
    hash.update(index === 0 ? JSON.stringify(car) : `,${JSON.stringify(car)}`);
  }
  return hash.update(`],${JSON.stringify(soldIds)}]`).digest("hex");
}

const evidenceWords: Record<string, string> = {
  marked: "отмечены в фиде",
  run: "по пробегу",
  state: "по состоянию (state)",
  owners: "по числу владельцев",
  year: "по году выпуска",
  description: "по словам описания",
};

/**
 * The log line of what `auto` made of an Auto.ru feed's conditions: «состояние выведено у 251 автомобиля:
 * по году выпуска — 200, по словам описания — 51; не определено у 3 — они показаны без обещаний нового
 * автомобиля». Empty for a feed whose conditions its format or the operator gives.
 */
export function conditionsText(health: FeedHealth): string {
  const { conditions } = health;
  const inferred = Object.entries(evidenceWords)
    .map(([key, words]) => [words, conditions[key as keyof typeof conditions] ?? 0] as const)
    .filter(([, count]) => count > 0);
  const unknown = conditions.none ?? 0;
  if (inferred.length === 0 && unknown === 0) return "";
  const total = inferred.reduce((sum, [, count]) => sum + count, 0);
  const parts = [`состояние выведено у ${total} (${inferred.map(([words, count]) => `${words} — ${count}`).join(", ") || "ни у одного"})`];
  if (unknown > 0) parts.push(`не определено у ${unknown} — они показаны без обещаний нового автомобиля и без пробега`);
  return parts.join("; ");
}

/** The log line of values kept as the feed wrote them: «оставлено как в фиде: цвет «Мятный» — 3; не указан привод — 5». */
export function keptText(health: FeedHealth): string {
  const names = { engine: "двигатель", drive: "привод", color: "цвет" } as const;
  const parts: string[] = [];
  for (const field of ["engine", "drive", "color"] as const) {
    for (const [value, count] of Object.entries(health.keptAsWritten[field])) parts.push(`${names[field]} «${value}» — ${count}`);
  }
  const missing = [
    health.notStated.engine > 0 ? `не указан двигатель — ${health.notStated.engine}` : "",
    health.notStated.drive > 0 ? `не указан привод — ${health.notStated.drive}` : "",
  ].filter(Boolean);
  if (parts.length === 0 && missing.length === 0) return "";
  return [parts.length > 0 ? `оставлено как в фиде: ${parts.slice(0, 20).join(", ")}` : "", ...missing].filter(Boolean).join("; ");
}

/** What reading the feed's XML forgave, for its log line: «; в XML раскрыто HTML-сущностей: 12, оставлено как написано символов &: 40». */
export function recoveredText(recovered: XmlRecoveries): string {
  if (recovered.htmlEntities === 0 && recovered.keptAsWritten === 0) return "";
  return `; в XML раскрыто HTML-сущностей: ${recovered.htmlEntities}, оставлено как написано символов &: ${recovered.keptAsWritten}`;
}

/**
 * Makes every feed due now: a process reads the feeds at its start (within the job's first look)
 * rather than when the last process's schedule says, so a feed whose address was changed for the
 * restart is read at once.
 */
export async function feedsDueAtStart(db: Db, feeds: readonly StockFeed[]): Promise<void> {
  if (feeds.length === 0) return;
  await db
    .update(stockSnapshots)
    .set({ nextCheckAt: sql`now()` })
    .where(
      inArray(
        stockSnapshots.source,
        feeds.map((feed) => feed.source),
      ),
    );
}

/** A feed as an operator watches it (/healthz): how fresh its stock is and whether its last read failed. */
export type FeedState = {
  source: StockSource;
  /** Cars of the last good read (the ones served). */
  carCount: number;
  /** The last good read; null while there has been none. */
  refreshedAt: Date | null;
  /** Seconds since the last good read when the database was read; null while there has been none. */
  refreshedSecondsAgo: number | null;
  /** The last read, good or not; null before the first. */
  checkedAt: Date | null;
  /** The last read failed or was refused (logged as an error): the last good snapshot is served meanwhile. */
  lastAttemptFailed: boolean;
  /** What the last good read made of the feed (docs/decisions/0093); null before the first. */
  health: FeedHealth | null;
};

/** The state of each feed named, in that order (a feed not read yet has no row: never read, nothing failed). */
export async function readFeedStates(db: Db, sources: readonly StockSource[]): Promise<FeedState[]> {
  if (sources.length === 0) return [];
  // Never the cars themselves: the row's jsonb stays where it is stored.
  const rows = await db
    .select({
      source: stockSnapshots.source,
      carCount: stockSnapshots.carCount,
      refreshedAt: stockSnapshots.refreshedAt,
      refreshedSecondsAgo: sql<number | null>`extract(epoch from now() - ${stockSnapshots.refreshedAt})::float8`,
      checkedAt: stockSnapshots.checkedAt,
      lastAttemptFailed: sql<boolean>`${stockSnapshots.lastError} is not null`,
      health: stockSnapshots.health,
    })
    .from(stockSnapshots)
    .where(inArray(stockSnapshots.source, [...sources]));
  return sources.map((source) => {
    const row = rows.find((candidate) => candidate.source === source);
    if (!row)
      return { source, carCount: 0, refreshedAt: null, refreshedSecondsAgo: null, checkedAt: null, lastAttemptFailed: false, health: null };
    const ago = row.refreshedSecondsAgo === null ? null : Math.max(0, Number(row.refreshedSecondsAgo));
    return { ...row, source, refreshedSecondsAgo: ago, lastAttemptFailed: row.lastAttemptFailed === true, health: row.health ?? null };
  });
}

/** The refresh as a job of the backend's runner. */
export function stockRefreshJob(db: Db, feeds: readonly StockFeed[], opts: StockRefreshOptions = {}): JobDefinition {
  return {
    kind: stockRefreshJobKind,
    intervalMs: opts.intervalMs ?? 15_000,
    jitterMs: 2_000,
    run: async (signal) => {
      const outcomes = await refreshStock(db, feeds, opts, signal);
      logger.debug({ outcomes }, "Проверка фидов наличия");
    },
  };
}

/**
 * The stock the API serves: the cars of the configured feeds, and lookups by id; `vins` holds each
 * car's whole VIN by its id, for the backend's own use (a lead names its car), never for an answer.
 */
export type StockView = { cars: StockCar[]; byId: Map<string, StockCar>; vins: Map<string, string> };

/** A car that left its feed. */
export type DepartedCar = { id: string; modelCode: string | null; priceRub: number };

export type StockReader = {
  /** The current stock; reloaded only when a snapshot's version moved (one cheap query otherwise). */
  current(): Promise<StockView>;
  departed(id: string): Promise<DepartedCar | null>;
  /** The id a car is now known by when `id` is an old address's id that held its VIN (docs/decisions/0091); null otherwise. */
  renamed(id: string): string | null;
};

/**
 * The cars of the snapshots, in the feeds' order, each listed once: a car whose VIN an earlier feed
 * already listed (the export and the Auto.ru feed both name it) is left out of the list, while its
 * page still opens by its id for a link given before. The VIN and its key stay on the server.
 */
export function mergeSnapshots(snapshots: readonly (readonly FeedCar[])[]): StockView {
  const cars: StockCar[] = [];
  const byId = new Map<string, StockCar>();
  const vins = new Map<string, string>();
  const listed = new Set<string>();
  for (const snapshot of snapshots) {
    for (const { vinKey, vinFull, ...car } of snapshot) {
      byId.set(car.id, car);
      if (vinFull) vins.set(car.id, vinFull);
      if (vinKey && listed.has(vinKey)) continue;
      if (vinKey) listed.add(vinKey);
      cars.push(car);
    }
  }
  return { cars, byId, vins };
}

/** Reads the snapshots of `sources`; the copy in memory is shared by every request of this process. */
export function createStockReader(db: Db, sources: readonly StockSource[], ids: CarIdKey = testCarIdKey): StockReader {
  let key = "";
  let view: StockView = { cars: [], byId: new Map(), vins: new Map() };
  let loading: Promise<StockView> | null = null;

  async function load(): Promise<StockView> {
    if (sources.length === 0) return view;
    const versions = await db
      .select({ source: stockSnapshots.source, version: stockSnapshots.version })
      .from(stockSnapshots)
      .where(inArray(stockSnapshots.source, [...sources]));
    const next = versions
      .map((row) => `${row.source}:${row.version}`)
      .sort()
      .join(",");
    if (next === key) return view;
    const rows = await db
      .select({ source: stockSnapshots.source, cars: stockSnapshots.cars, version: stockSnapshots.version })
      .from(stockSnapshots)
      .where(inArray(stockSnapshots.source, [...sources]));
    // The feeds in the configured order: used cars, then new, then Auto.ru.
    view = mergeSnapshots(sources.map((source) => rows.find((row) => row.source === source)?.cars ?? []));
    key = rows
      .map((row) => `${row.source}:${row.version}`)
      .sort()
      .join(",");
    return view;
  }

  return {
    renamed: (id) => idOfOldVinId(id, ids),
    current() {
      // Requests arriving together share one check.
      loading ??= load().finally(() => {
        loading = null;
      });
      return loading;
    },
    async departed(id) {
      const [row] = await db
        .select({ id: stockDeparted.id, modelCode: stockDeparted.modelCode, priceRub: stockDeparted.priceRub })
        .from(stockDeparted)
        .where(and(eq(stockDeparted.id, id), inArray(stockDeparted.source, sources.length > 0 ? [...sources] : [""])));
      return row ?? null;
    },
  };
}
