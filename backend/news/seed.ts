import type { Db } from "../db/database";
import { newsSeed } from "./content/news";
import { news } from "./schema";

/** Inserts the bundled news; rows already there are left as they are. */
export async function seedNews(db: Db): Promise<void> {
  await db.insert(news).values(newsSeed).onConflictDoNothing();
}
