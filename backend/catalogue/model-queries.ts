import type { Model } from "@contract/model";
import { asc } from "drizzle-orm";
import type { Db } from "../db/database";
import { columnsWithoutSearchVector } from "../search/search-vector";
import { models } from "./schema";

/** The columns of `models` an answer reads. */
export const modelColumns = columnsWithoutSearchVector(models);

/** All models in menu order, shaped as the contract's model menu items. */
export async function getModels(db: Db): Promise<Model[]> {
  const rows = await db.select(modelColumns).from(models).orderBy(asc(models.sortOrder), asc(models.id));
  return rows.map(toModel);
}

/** A models row (its search vector aside). */
export type ModelRow = Omit<typeof models.$inferSelect, "searchVector">;

/** A models row shaped as the contract's model menu item. */
export function toModel(row: ModelRow): Model {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    modelName: row.modelName,
    href: row.href,
    width: row.widthMm,
    image: row.image,
    imageWithShadow: row.imageWithShadow,
    price: row.priceRub,
    priceComingSoon: row.priceComingSoon,
    configurator: `/configurator#slide=1&model=${row.configuratorCode}`,
  };
}
