import type { Model } from "@contract/model";
import { asc, eq, min } from "drizzle-orm";
import type { Db } from "../db/database";
import { columnsWithoutSearchVector } from "../search/search-vector";
import { models, packages } from "./schema";

/** The columns of `models` an answer reads. */
export const modelColumns = columnsWithoutSearchVector(models);

/** All models in menu order, shaped as the contract's model menu items. */
export async function getModels(db: Db): Promise<Model[]> {
  const rows = await db.select(modelColumns).from(models).orderBy(asc(models.sortOrder), asc(models.id));
  const guides = await guidePrices(db);
  return rows.map((row) => toModel(row, guides.get(row.code) ?? null));
}

/** The lowest guide price of each model's packages (docs/decisions/0098). */
export async function guidePrices(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ modelCode: packages.modelCode, price: min(packages.priceRub) })
    .from(packages)
    .where(eq(packages.priceIndicative, true))
    .groupBy(packages.modelCode);
  return new Map(rows.flatMap((row) => (row.price === null ? [] : [[row.modelCode, Number(row.price)] as const])));
}

/** A models row (its search vector aside). */
export type ModelRow = Omit<typeof models.$inferSelect, "searchVector">;

/** A models row shaped as the contract's model menu item. */
export function toModel(row: ModelRow, guidePrice: number | null = null): Model {
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
    guidePrice: row.priceComingSoon ? guidePrice : null,
    configurator: `/configurator#slide=1&model=${row.configuratorCode}`,
  };
}
