import type { Db } from "../db/database";
import { pageMetaSeed } from "./content/meta";
import { optionSeed } from "./content/options";
import { options, pageMeta } from "./schema";

/** Inserts the bundled options and page meta tags; rows already there are left as they are. */
export async function seedSite(db: Db): Promise<void> {
  await db.insert(options).values(optionSeed).onConflictDoNothing();
  await db.insert(pageMeta).values(pageMetaSeed).onConflictDoNothing();
}
