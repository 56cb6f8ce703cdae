import { getTableColumns, sql, type SQL } from "drizzle-orm";
import { customType, type AnyPgColumn, type PgTable } from "drizzle-orm/pg-core";

// The searched texts of a row become one stored tsvector column, kept by PostgreSQL itself
// (GENERATED ALWAYS … STORED), so an edit made in the database is searchable at once and a query
// never strips HTML or stems words at request time. Each domain's table declares its column with
// these helpers; backend/search/ reads them.

/** Text-search configuration of every vector and query: Russian stemming, English for Latin words. */
export const searchConfig = sql.raw("'russian'");

/** A PostgreSQL tsvector column (drizzle has no built-in type for it). */
export const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => "tsvector" });

/** Weights of a row's texts: A is the title (a hit there ranks first), then B, C and D. */
export type SearchWeight = "A" | "B" | "C" | "D";

/**
 * One weighted part of a search vector. `search_fold` (migration 0003) lower-cases Latin and Cyrillic
 * and reads ё as е whatever the database's locale; its text[] variant joins an array's items.
 */
export function weighted(text: AnyPgColumn | SQL, weight: SearchWeight): SQL {
  return sql`setweight(to_tsvector(${searchConfig}, search_fold(${text})), ${sql.raw(`'${weight}'`)})`;
}

/** The whole vector of a row: its weighted parts joined. */
export function searchDocument(...parts: SQL[]): SQL {
  return sql.join(parts, sql` || `);
}

/** A stored generated `search_vector` column built from `document` (pass a function: it refers to the table). */
export function searchVectorColumn(document: () => SQL) {
  return tsvector("search_vector").notNull().generatedAlwaysAs(document);
}

/** The columns of a table but its search vector: rows read for answers need not carry it. */
export function columnsWithoutSearchVector<T extends PgTable>(table: T): Omit<T["_"]["columns"], "searchVector"> {
  const { searchVector: _vector, ...columns } = getTableColumns(table);
  return columns;
}
