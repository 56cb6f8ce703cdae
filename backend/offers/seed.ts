import type { Db } from "../db/database";
import { specialOfferModelSeed, specialOfferSeed } from "./content/special-offers";
import { specialOfferModels, specialOffers } from "./schema";

/**
 * Inserts the bundled special offers, dated from `seededAt`, and their models (after the catalogue's
 * models); rows already there are left as they are, dates included.
 */
export async function seedOffers(db: Db, seededAt: Date): Promise<void> {
  await db.insert(specialOffers).values(specialOfferSeed(seededAt)).onConflictDoNothing();
  await db.insert(specialOfferModels).values(specialOfferModelSeed).onConflictDoNothing();
}
