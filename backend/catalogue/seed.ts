import type { Db } from "../db/database";
import { engineSeed, packageFeatureSeed, packageSeed, packageSpecificationSeed } from "./content/catalogue";
import { exteriorColorSeed, interiorColorSeed } from "./content/colours";
import { featureCategorySeed, featureSeed } from "./content/features";
import { modelSeed } from "./content/models";
import { specificationCategorySeed, specificationSeed } from "./content/specifications";
import {
  engines,
  exteriorColors,
  featureCategories,
  features,
  interiorColors,
  models,
  packageFeatures,
  packages,
  packageSpecifications,
  specificationCategories,
  specifications,
} from "./schema";

/** Inserts the bundled models and catalogue, parents first; rows already there are left as they are. */
export async function seedCatalogue(db: Db): Promise<void> {
  await db.insert(models).values(modelSeed).onConflictDoNothing();
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
}
