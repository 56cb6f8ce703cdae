import type { ConfiguratorData, FeatureCategory, SpecificationCategory } from "@contract/configurator";
import { asc, eq } from "drizzle-orm";
import { getAllComplectations } from "./catalogue-queries";
import type { Db } from "../db/database";
import { modelColumns, toModel } from "./model-queries";
import { exteriorColors, featureCategories, features, interiorColors, models, specificationCategories, specifications } from "./schema";

/** Everything the configurator shows, for all models at once (GET /configurator/json-data). */
export async function getConfiguratorData(db: Db): Promise<ConfiguratorData> {
  const modelRows = await db.select(modelColumns).from(models).orderBy(asc(models.sortOrder), asc(models.id));
  const paints = await db
    .select({ color: exteriorColors })
    .from(exteriorColors)
    .innerJoin(models, eq(models.code, exteriorColors.modelCode))
    .orderBy(asc(models.sortOrder), asc(exteriorColors.sortOrder), asc(exteriorColors.id));
  const trims = await db
    .select({ color: interiorColors })
    .from(interiorColors)
    .innerJoin(models, eq(models.code, interiorColors.modelCode))
    .orderBy(asc(models.sortOrder), asc(interiorColors.sortOrder), asc(interiorColors.id));
  return {
    colorExterior: paints.map(({ color }) => ({
      id: color.id,
      modelCode: color.modelCode,
      code: color.code,
      name: color.name,
      hex: color.hex,
      metallic: color.metallic,
      price: color.priceRub,
    })),
    colorInterior: trims.map(({ color }) => ({
      id: color.id,
      modelCode: color.modelCode,
      code: color.code,
      name: color.name,
      hex: color.hex,
      price: color.priceRub,
    })),
    featureCategory: await getFeatureCategories(db),
    model: modelRows.map((row) => ({ ...toModel(row), configuratorCode: row.configuratorCode })),
    package: await getAllComplectations(db),
    specificationCategory: await getSpecificationCategories(db),
  };
}

async function getFeatureCategories(db: Db): Promise<FeatureCategory[]> {
  const categories = await db.select().from(featureCategories).orderBy(asc(featureCategories.sortOrder), asc(featureCategories.id));
  const items = await db.select().from(features).orderBy(asc(features.sortOrder), asc(features.id));
  return categories.map((category) => ({
    id: category.id,
    name: category.name,
    features: items.filter((item) => item.categoryId === category.id).map(({ id, name, description }) => ({ id, name, description })),
  }));
}

async function getSpecificationCategories(db: Db): Promise<SpecificationCategory[]> {
  const categories = await db
    .select()
    .from(specificationCategories)
    .orderBy(asc(specificationCategories.sortOrder), asc(specificationCategories.id));
  // By id: the figures of one engine version stay together, in their display order.
  const items = await db.select().from(specifications).orderBy(asc(specifications.id));
  return categories.map((category) => ({
    id: category.id,
    name: category.name,
    specifications: items.filter((item) => item.categoryId === category.id).map(({ id, name, value }) => ({ id, name, value })),
  }));
}
