import { modelSeed } from "../content/models";
import { newsSeed } from "../content/news";
import { optionSeed } from "../content/options";
import type { Db } from "./client";
import { models, news, options } from "./schema";

/**
 * Inserts the bundled content; rows already present (same natural key: scope+key, code, id) are left
 * as they are, so re-running changes nothing and never overwrites an edit made in the database.
 */
export async function seedDatabase(db: Db): Promise<void> {
  await db.insert(options).values(optionSeed).onConflictDoNothing();
  await db.insert(models).values(modelSeed).onConflictDoNothing();
  await db.insert(news).values(newsSeed).onConflictDoNothing();
}
