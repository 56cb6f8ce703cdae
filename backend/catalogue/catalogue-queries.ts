import type { Complectation, Feature, Specification } from "@contract/catalogue";
import { and, asc, eq, inArray, or, type SQL } from "drizzle-orm";
import type { Db } from "../db/database";
import {
  engines,
  featureCategories,
  features,
  models,
  packageFeatures,
  packages,
  packageSpecifications,
  specificationCategories,
  specifications,
} from "./schema";

/** The menu code of the model named by its menu or configurator code (`g70-fl` is the G70), or null. */
export async function findModelCode(db: Db, code: string): Promise<string | null> {
  const [row] = await db
    .select({ code: models.code })
    .from(models)
    .where(or(eq(models.code, code), eq(models.configuratorCode, code)))
    .orderBy(asc(models.sortOrder))
    .limit(1);
  return row?.code ?? null;
}

/** Packages of one model in price-list order; the G90 L ones only when `withLong` is set. */
export async function getComplectations(db: Db, modelCode: string, withLong: boolean): Promise<Complectation[]> {
  const ofModel = eq(packages.modelCode, modelCode);
  return selectComplectations(db, withLong ? ofModel : and(ofModel, eq(packages.long, false)));
}

/** Every package of every model, in menu order, then price-list order. */
export async function getAllComplectations(db: Db): Promise<Complectation[]> {
  return selectComplectations(db);
}

async function selectComplectations(db: Db, where?: SQL): Promise<Complectation[]> {
  const rows = await db
    .select({ pkg: packages, engine: engines })
    .from(packages)
    .innerJoin(engines, eq(engines.id, packages.engineId))
    .innerJoin(models, eq(models.code, packages.modelCode))
    .where(where)
    .orderBy(asc(models.sortOrder), asc(packages.sortOrder), asc(packages.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.pkg.id);
  // Two queries for all links rather than two per package.
  const featureLinks = await db
    .select()
    .from(packageFeatures)
    .where(inArray(packageFeatures.packageId, ids))
    .orderBy(asc(packageFeatures.featureId));
  const specificationLinks = await db
    .select()
    .from(packageSpecifications)
    .where(inArray(packageSpecifications.packageId, ids))
    .orderBy(asc(packageSpecifications.specificationId));
  const featureIds = groupIds(featureLinks.map((link) => [link.packageId, link.featureId]));
  const specificationIds = groupIds(specificationLinks.map((link) => [link.packageId, link.specificationId]));
  return rows.map(({ pkg, engine }) => ({
    id: pkg.id,
    code: pkg.code,
    modelCode: pkg.modelCode,
    name: pkg.name,
    long: pkg.long,
    engine: engine.engine,
    engineType: engine.engineType,
    displacement: engine.displacementCc,
    power: engine.powerHp,
    torque: engine.torqueNm,
    transmission: engine.transmission,
    drive: engine.drive,
    acceleration: engine.accelerationS,
    fuelConsumption: engine.fuelConsumption,
    price: pkg.priceRub,
    priceIndicative: pkg.priceIndicative,
    featureIds: featureIds.get(pkg.id) ?? [],
    specificationIds: specificationIds.get(pkg.id) ?? [],
  }));
}

function groupIds(pairs: Array<[number, number]>): Map<number, number[]> {
  const groups = new Map<number, number[]>();
  for (const [key, id] of pairs) {
    const list = groups.get(key);
    if (list) list.push(id);
    else groups.set(key, [id]);
  }
  return groups;
}

/** One equipment item with its category, or null. */
export async function getFeature(db: Db, id: number): Promise<Feature | null> {
  const [row] = await db
    .select({
      id: features.id,
      name: features.name,
      categoryId: features.categoryId,
      categoryName: featureCategories.name,
      description: features.description,
    })
    .from(features)
    .innerJoin(featureCategories, eq(featureCategories.id, features.categoryId))
    .where(eq(features.id, id));
  return row ?? null;
}

/** One technical figure with its category, or null. */
export async function getSpecification(db: Db, id: number): Promise<Specification | null> {
  const [row] = await db
    .select({
      id: specifications.id,
      name: specifications.name,
      categoryId: specifications.categoryId,
      categoryName: specificationCategories.name,
      value: specifications.value,
    })
    .from(specifications)
    .innerJoin(specificationCategories, eq(specificationCategories.id, specifications.categoryId))
    .where(eq(specifications.id, id));
  return row ?? null;
}
