import type { Db } from "../db/database";
import { specialOfferModelSeed, specialOfferSeed } from "./content/special-offers";
import { specialOfferModels, specialOffers } from "./schema";

/** Inserts the bundled special offers and their models (after the catalogue's models); rows already there are left as they are. */
export async function seedOffers(db: Db): Promise<void> {
  await db.insert(specialOffers).values(specialOfferSeed).onConflictDoNothing();
  await db.insert(specialOfferModels).values(specialOfferModelSeed).onConflictDoNothing();
}
