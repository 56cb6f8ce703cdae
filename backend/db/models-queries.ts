import type { Model } from "@contract/model";
import { asc } from "drizzle-orm";
import type { Db } from "./client";
import { models } from "./schema";

/** All models in menu order, shaped as the contract's model menu items. */
export async function getModels(db: Db): Promise<Model[]> {
  const rows = await db.select().from(models).orderBy(asc(models.sortOrder), asc(models.id));
  return rows.map(toModel);
}

/** A models row shaped as the contract's model menu item. */
export function toModel(row: typeof models.$inferSelect): Model {
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
