// The secret of the cars' ids (docs/decisions/0091), apart from car-ids.ts so that the readers, which
// hash with it, never import the database's schema.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/database";
import { siteSecrets } from "./schema";

/** The name of the ids' secret in site_secrets. */
const secretName = "stock-car-ids";

/**
 * The secret of the cars' ids: STOCK_ID_SECRET when the operator set it, else the one kept in the
 * database, made at the first start (two processes starting together keep the first one written).
 */
export async function carIdSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(siteSecrets)
    .values({ name: secretName, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select({ value: siteSecrets.value }).from(siteSecrets).where(eq(siteSecrets.name, secretName));
  if (!row) throw new Error("Ключ идентификаторов автомобилей не сохранился в базе данных");
  return row.value;
}
