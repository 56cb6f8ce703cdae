// The rows of search_documents and who writes them: the web process hands the site's own pages over
// as it starts (the backend cannot build them: they are made in app/), the stock job the cars of each
// snapshot it stores. Both replace only their own rows, so neither ever sees the other's.
import { setImmediate as nextTurn } from "node:timers/promises";
import type { SiteSearchDocument } from "@contract/search";
import type { StockCar, StockSource } from "@contract/stock";
import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { formatStockPrice } from "../stock/normalise";
import type { FeedCar } from "../stock/reshape";
import { searchDocuments, type SearchDocumentType } from "./schema";

type Row = typeof searchDocuments.$inferInsert;

/** Origin of the site's own pages. */
export const siteOrigin = "site";

/** Origin of the cars of one stock feed. */
export function stockOrigin(source: StockSource): string {
  return `stock:${source}`;
}

/** The service pages (docs/product.md §2.1 /servis.html, /servis/…) are hits of their own type. */
export function isServicePath(path: string): boolean {
  return path === "/servis.html" || path.startsWith("/servis/");
}

function siteRow(doc: SiteSearchDocument, position: number): Row {
  const type: SearchDocumentType = doc.type === "news" ? "news" : isServicePath(doc.path) ? "service" : "page";
  return {
    href: doc.path,
    origin: siteOrigin,
    type,
    section: doc.section,
    title: doc.title,
    description: doc.description,
    body: doc.text,
    position,
  };
}

// Rows per statement: PostgreSQL takes at most 65 535 parameters in one.
const batch = 500;

/**
 * Makes the site's rows exactly `docs` (in their order, which ranks equal hits): one transaction of
 * upserts in address order and a delete of the site's rows not among them. Idempotent, and two
 * processes starting together wait for each other's row locks instead of failing; a row whose texts
 * did not change is not rewritten (its vector is not computed again).
 */
export async function indexSiteDocuments(db: Db, docs: readonly SiteSearchDocument[]): Promise<void> {
  const byPath = new Map<string, Row>();
  docs.forEach((doc, i) => {
    if (!byPath.has(doc.path)) byPath.set(doc.path, siteRow(doc, i));
  });
  const rows = [...byPath.values()].sort((a, b) => (a.href < b.href ? -1 : a.href > b.href ? 1 : 0));
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += batch) {
      await tx
        .insert(searchDocuments)
        .values(rows.slice(i, i + batch))
        .onConflictDoUpdate({
          target: searchDocuments.href,
          set: {
            origin: sql`excluded.origin`,
            type: sql`excluded.type`,
            section: sql`excluded.section`,
            title: sql`excluded.title`,
            description: sql`excluded.description`,
            body: sql`excluded.body`,
            position: sql`excluded.position`,
          },
          setWhere: sql`(${searchDocuments.origin}, ${searchDocuments.type}, ${searchDocuments.section}, ${searchDocuments.title}, ${searchDocuments.description}, ${searchDocuments.body}, ${searchDocuments.position}) is distinct from (excluded.origin, excluded.type, excluded.section, excluded.title, excluded.description, excluded.body, excluded.position)`,
        });
    }
    const kept = rows.map((row) => row.href);
    await tx
      .delete(searchDocuments)
      .where(
        kept.length > 0
          ? and(eq(searchDocuments.origin, siteOrigin), notInArray(searchDocuments.href, kept))
          : eq(searchDocuments.origin, siteOrigin),
      );
  });
}

/** A car's title in the results: «Genesis GV80 2.5T, 2024, чёрный» (without the colour when the feed gives none). */
export function stockCarSearchTitle(car: Pick<StockCar, "model" | "modification" | "year" | "bodyColor">): string {
  const engine = car.modification?.trim().split(/[\s,]+/)[0];
  return [`Genesis ${car.model}${engine ? ` ${engine}` : ""}`, car.year ? String(car.year) : null, car.bodyColor?.toLowerCase() ?? null]
    .filter((part): part is string => part !== null && part !== "")
    .join(", ");
}

function carRow(car: FeedCar, source: StockSource, position: number): Row {
  const state = car.availability ? "в наличии" : car.condition === "new" ? "в пути" : "забронирован";
  return {
    href: `/feed/${car.id}.html`,
    origin: stockOrigin(source),
    type: "car",
    section: "Автомобили в наличии",
    title: stockCarSearchTitle(car),
    description: [
      car.type,
      car.package,
      car.modification,
      car.engineType,
      car.driveType,
      car.mileage !== null ? `пробег ${formatStockPrice(car.mileage)} км` : null,
      `${car.price} ₽`,
    ]
      .filter((part): part is string => part !== null && part !== "")
      .join(", "),
    body: [`Genesis ${car.model}`, car.bodyColor ?? "", state, car.year ? `${car.year} год` : ""].join("\n"),
    position,
    vinKey: car.vinKey ?? null,
  };
}

/**
 * Replaces the cars of one feed with those of its new snapshot; run it inside the transaction that
 * stores the snapshot, so the search and /v1/stock change together. A car another feed already
 * lists keeps that feed's row.
 */
export async function replaceStockDocuments(db: Db, source: StockSource, cars: readonly FeedCar[]): Promise<void> {
  await db.delete(searchDocuments).where(eq(searchDocuments.origin, stockOrigin(source)));
  for (let i = 0; i < cars.length; i += batch) {
    // The embedded PGlite runs each statement in this process: the loop turns between the batches.
    await nextTurn();
    await db
      .insert(searchDocuments)
      .values(cars.slice(i, i + batch).map((car, j) => carRow(car, source, i + j)))
      .onConflictDoNothing();
  }
}

/** Whether the search holds any car of the feed (a snapshot stored before the index existed holds none). */
export async function hasStockDocuments(db: Db, source: StockSource): Promise<boolean> {
  const rows = await db
    .select({ href: searchDocuments.href })
    .from(searchDocuments)
    .where(inArray(searchDocuments.origin, [stockOrigin(source)]))
    .limit(1);
  return rows.length > 0;
}
