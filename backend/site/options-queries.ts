import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/database";
import { options, type OptionScope } from "./schema";

/** The options of one scope as a plain object, keys in alphabetical order. */
export async function getOptions(db: Db, scope: OptionScope): Promise<Record<string, string>> {
  const rows = await db
    .select({ key: options.key, value: options.value })
    .from(options)
    .where(eq(options.scope, scope))
    .orderBy(asc(options.key));
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}
