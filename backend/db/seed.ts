import { seedCatalogue } from "../catalogue/seed";
import { seedConsents } from "../consents/seed";
import { seedDirectory } from "../directory/seed";
import { seedNews } from "../news/seed";
import { seedOffers } from "../offers/seed";
import { seedPeople } from "../people/seed";
import { seedSite } from "../site/seed";
import { seedTestDrive } from "../test-drive/seed";
import type { Db } from "./database";

/** How the bundled content is seeded. */
export type SeedOptions = {
  /** The moment the sample's dates are told from (offers run around it); default now. */
  seededAt?: Date;
};

/**
 * Inserts the bundled content of every domain; rows already present (same key: scope+key, code, id,
 * route, link pair) are left as they are, so re-running changes nothing and never overwrites an edit
 * made in the database. A domain whose rows refer to another's (offers → models) comes after it.
 */
export async function seedDatabase(db: Db, { seededAt = new Date() }: SeedOptions = {}): Promise<void> {
  await seedSite(db);
  await seedCatalogue(db);
  await seedNews(db);
  await seedPeople(db);
  await seedDirectory(db);
  await seedOffers(db, seededAt);
  await seedTestDrive(db);
  // After the site's options: the texts name the operator by the dealer's requisites.
  await seedConsents(db, seededAt);
}
