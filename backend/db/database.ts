import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

// Its own module, so that code reading the database (queries, seeds) does not import the client that
// opens it, which imports the seeds: a file-level import cycle.

/** A drizzle database of either driver: only the pg-core query builder is shared, so use that. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
