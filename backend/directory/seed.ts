import type { Db } from "../db/database";
import { creditProgramSeed, creditProgramTermSeed } from "./content/credit-programs";
import { citySeed, dealerSeed } from "./content/dealers";
import { cities, creditProgramTerms, creditPrograms, dealers } from "./schema";

/** Inserts the bundled credit programs, cities and dealers, parents first; rows already there are left as they are. */
export async function seedDirectory(db: Db): Promise<void> {
  await db.insert(creditPrograms).values(creditProgramSeed).onConflictDoNothing();
  await db.insert(creditProgramTerms).values(creditProgramTermSeed).onConflictDoNothing();
  await db.insert(cities).values(citySeed).onConflictDoNothing();
  await db.insert(dealers).values(dealerSeed).onConflictDoNothing();
}
