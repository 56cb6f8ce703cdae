import type { Db } from "../db/database";
import { vacancySeed } from "./content/vacancies";
import { workerSeed } from "./content/workers";
import { vacancies, workers } from "./schema";

/** Inserts the bundled vacancies and team; rows already there (staff's edits among them) are left as they are. */
export async function seedPeople(db: Db): Promise<void> {
  await db.insert(vacancies).values(vacancySeed).onConflictDoNothing();
  await db.insert(workers).values(workerSeed).onConflictDoNothing();
}
