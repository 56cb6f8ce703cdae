// The model and package prices as the studio edits them (issue 36; docs/decisions/0105): one item,
// "catalogue", whose data are every model with its packages' prices. Publishing writes the packages'
// prices and each model's «от» price, which is its packages' lowest list price, so no page can show a
// price the configurator does not. The models and packages themselves (names, engines) are the catalogue's.
import { priceFieldOf, priceMessages, pricesDraftSchema, pricesItemId, startingPriceOf, type PricesDraft } from "@contract/prices";
import { contentMessages } from "@contract/content";
import { and, asc, eq } from "drizzle-orm";
import { engines, models, packages } from "../catalogue/schema";
import type { Db } from "../db/database";
import { HttpError } from "../http/http-error";
import { FieldsError } from "./fields-error";
import type { ContentAdapter } from "./revisions";

/** The catalogue's models and packages with their prices, in the menu's and the configurator's order. */
export async function livePrices(db: Db): Promise<PricesDraft> {
  const modelRows = await db
    .select({ code: models.code, name: models.name, priceComingSoon: models.priceComingSoon })
    .from(models)
    .orderBy(asc(models.sortOrder));
  const packageRows = await db
    .select({
      modelCode: packages.modelCode,
      code: packages.code,
      name: packages.name,
      engine: engines.engine,
      priceRub: packages.priceRub,
      priceIndicative: packages.priceIndicative,
    })
    .from(packages)
    .innerJoin(engines, eq(engines.id, packages.engineId))
    .orderBy(asc(packages.modelCode), asc(packages.sortOrder));
  return {
    models: modelRows.map((model) => ({
      code: model.code,
      name: model.name,
      priceComingSoon: model.priceComingSoon,
      packages: packageRows
        .filter((pkg) => pkg.modelCode === model.code)
        .map((pkg) => ({
          code: pkg.code,
          name: `${pkg.name} ${pkg.engine}`,
          priceRub: pkg.priceRub,
          priceIndicative: pkg.priceIndicative,
        })),
    })),
  };
}

/**
 * The form checked as the studio stores it: every price readable, every model and package one of the
 * catalogue's (a draft made before the catalogue changed is refused, not half applied), and each model
 * either priced by a list price or marked «Цена скоро». Names are written from the catalogue.
 */
export async function checkPricesDraft(db: Db, itemId: string | null, input: unknown): Promise<PricesDraft> {
  if (itemId !== pricesItemId) throw new HttpError(404, contentMessages.notFound);
  const parsed = pricesDraftSchema.safeParse(input);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    type RawModel = { code?: unknown; priceComingSoon?: unknown; packages?: { code?: unknown; priceIndicative?: unknown }[] };
    const raw = (input as { models?: RawModel[] } | null)?.models;
    for (const issue of parsed.error.issues) {
      const [, modelIndex, , packageIndex] = issue.path;
      const model = typeof modelIndex === "number" ? raw?.[modelIndex] : undefined;
      const pkg = typeof packageIndex === "number" ? model?.packages?.[packageIndex] : undefined;
      const key = model && pkg ? priceFieldOf(String(model.code), String(pkg.code)) : model ? priceFieldOf(String(model.code)) : "form";
      fields[key] ??= issue.message;
    }
    // Named with the prices typed wrong, so the editor fixes everything in one go.
    for (const model of Array.isArray(raw) ? raw : []) {
      const guidesOnly = Array.isArray(model.packages) && model.packages.every((pkg) => pkg.priceIndicative === true);
      if (model.priceComingSoon !== true && guidesOnly) fields[priceFieldOf(String(model.code))] ??= priceMessages.noListPrice;
    }
    throw new FieldsError(fields);
  }
  const live = await livePrices(db);
  const liveKeys = (draft: PricesDraft) =>
    draft.models
      .flatMap((model) => [model.code, ...model.packages.map((pkg) => `${model.code}/${pkg.code}`)])
      .sort()
      .join(" ");
  if (liveKeys(parsed.data) !== liveKeys(live)) throw new FieldsError({ form: priceMessages.catalogueChanged });
  const fields: Record<string, string> = {};
  const checked: PricesDraft = {
    models: live.models.map((liveModel) => {
      const model = parsed.data.models.find((candidate) => candidate.code === liveModel.code) ?? liveModel;
      const packagesByCode = new Map(model.packages.map((pkg) => [pkg.code, pkg]));
      const result = {
        code: liveModel.code,
        name: liveModel.name,
        priceComingSoon: model.priceComingSoon,
        packages: liveModel.packages.map((livePackage) => {
          const pkg = packagesByCode.get(livePackage.code) ?? livePackage;
          // While the price is coming, every price of the model is a guide price (docs/decisions/0098).
          return { ...livePackage, priceRub: pkg.priceRub, priceIndicative: model.priceComingSoon || pkg.priceIndicative };
        }),
      };
      if (!result.priceComingSoon && startingPriceOf(result) === null) fields[priceFieldOf(result.code)] = priceMessages.noListPrice;
      return result;
    }),
  };
  if (Object.keys(fields).length > 0) throw new FieldsError(fields);
  return checked;
}

export const pricesAdapter: ContentAdapter = {
  kind: "prices",
  async live(db, itemId) {
    return itemId === pricesItemId ? livePrices(db) : null;
  },
  async publish(db, _itemId, data) {
    // Published data were checked when saved; a model or package the catalogue no longer has changes nothing.
    const draft = pricesDraftSchema.parse(data);
    for (const model of draft.models) {
      for (const pkg of model.packages) {
        await db
          .update(packages)
          .set({ priceRub: pkg.priceRub, priceIndicative: model.priceComingSoon || pkg.priceIndicative })
          .where(and(eq(packages.modelCode, model.code), eq(packages.code, pkg.code)));
      }
      const startingPrice = startingPriceOf(model);
      await db
        .update(models)
        .set({ priceRub: startingPrice, priceComingSoon: startingPrice === null })
        .where(eq(models.code, model.code));
    }
  },
  async unpublish() {
    throw new HttpError(400, contentMessages.pricesPermanent);
  },
  async newId() {
    return pricesItemId;
  },
  async remove() {
    throw new HttpError(400, contentMessages.pricesPermanent);
  },
};
