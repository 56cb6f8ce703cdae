import { engineSeed, packageFeatureSeed, packageSeed, packageSpecificationSeed } from "../content/catalogue";
import { exteriorColorSeed, interiorColorSeed } from "../content/colours";
import { creditProgramSeed, creditProgramTermSeed } from "../content/credit-programs";
import { citySeed, dealerSeed } from "../content/dealers";
import { featureCategorySeed, featureSeed } from "../content/features";
import { pageMetaSeed } from "../content/meta";
import { modelSeed } from "../content/models";
import { newsSeed } from "../content/news";
import { optionSeed } from "../content/options";
import { specialOfferModelSeed, specialOfferSeed } from "../content/special-offers";
import { specificationCategorySeed, specificationSeed } from "../content/specifications";
import type { Db } from "./client";
import {
  cities,
  creditProgramTerms,
  creditPrograms,
  dealers,
  engines,
  exteriorColors,
  featureCategories,
  features,
  interiorColors,
  models,
  news,
  options,
  packageFeatures,
  packages,
  packageSpecifications,
  pageMeta,
  specialOfferModels,
  specialOffers,
  specificationCategories,
  specifications,
} from "./schema";

/**
 * Inserts the bundled content; rows already present (same key: scope+key, code, id, route, link
 * pair) are left as they are, so re-running changes nothing and never overwrites an edit made in
 * the database. Parents come before the rows that refer to them.
 */
export async function seedDatabase(db: Db): Promise<void> {
  await db.insert(options).values(optionSeed).onConflictDoNothing();
  await db.insert(models).values(modelSeed).onConflictDoNothing();
  await db.insert(news).values(newsSeed).onConflictDoNothing();

  await db.insert(featureCategories).values(featureCategorySeed).onConflictDoNothing();
  await db.insert(features).values(featureSeed).onConflictDoNothing();
  await db.insert(specificationCategories).values(specificationCategorySeed).onConflictDoNothing();
  await db.insert(specifications).values(specificationSeed).onConflictDoNothing();
  await db.insert(engines).values(engineSeed).onConflictDoNothing();
  await db.insert(packages).values(packageSeed).onConflictDoNothing();
  await db.insert(packageFeatures).values(packageFeatureSeed).onConflictDoNothing();
  await db.insert(packageSpecifications).values(packageSpecificationSeed).onConflictDoNothing();
  await db.insert(exteriorColors).values(exteriorColorSeed).onConflictDoNothing();
  await db.insert(interiorColors).values(interiorColorSeed).onConflictDoNothing();

  await db.insert(creditPrograms).values(creditProgramSeed).onConflictDoNothing();
  await db.insert(creditProgramTerms).values(creditProgramTermSeed).onConflictDoNothing();
  await db.insert(cities).values(citySeed).onConflictDoNothing();
  await db.insert(dealers).values(dealerSeed).onConflictDoNothing();
  await db.insert(pageMeta).values(pageMetaSeed).onConflictDoNothing();

  await db.insert(specialOffers).values(specialOfferSeed).onConflictDoNothing();
  await db.insert(specialOfferModels).values(specialOfferModelSeed).onConflictDoNothing();
}
