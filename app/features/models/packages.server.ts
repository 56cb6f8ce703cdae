import type { Complectation } from "@contract/catalogue";
import type { FeatureCategory } from "@contract/configurator";
import type { ModelCode } from "@contract/model";
import type { Api } from "~/lib/api-client";
import { errorMessages } from "~/lib/error-messages";
import { getComplectations, getConfiguratorData } from "./catalogue-api.server";
import type { PackageEngine, PackageView } from "./model-format";
import { logLoadFailure } from "~/lib/log";

/** How many equipment lines a package card shows; the full list belongs to the configurator. */
export const maxHighlights = 6;

// Category ids of the equipment the cards lead with: exterior, interior, multimedia, comfort,
// assistants, safety. Every Genesis has the safety basics, so they come last.
const categoryPriority = [4, 5, 3, 2, 6, 1];

type FeatureIndex = Map<number, { name: string; categoryId: number }>;

function indexFeatures(categories: readonly FeatureCategory[]): FeatureIndex {
  const index: FeatureIndex = new Map();
  for (const category of categories) for (const f of category.features) index.set(f.id, { name: f.name, categoryId: category.id });
  return index;
}

/** Up to `limit` feature names, one category at a time in priority order, so a card shows variety. */
function pickFeatures(ids: readonly number[], features: FeatureIndex, limit: number): string[] {
  const byCategory = new Map<number, string[]>();
  for (const id of ids) {
    const feature = features.get(id);
    if (!feature) continue;
    byCategory.set(feature.categoryId, [...(byCategory.get(feature.categoryId) ?? []), feature.name]);
  }
  const order = [...categoryPriority, ...[...byCategory.keys()].filter((id) => !categoryPriority.includes(id))];
  const picked: string[] = [];
  for (let round = 0; picked.length < limit; round++) {
    const row = order.map((id) => byCategory.get(id)?.[round]).filter((name): name is string => name !== undefined);
    if (row.length === 0) break;
    picked.push(...row.slice(0, limit - picked.length));
  }
  return picked;
}

/**
 * "2.5T бензин" → "2.5T", "3.5T бензин, 48 В" → "3.5T, 48 В": the fuel is a field of its own, so the
 * feed's fuel word goes wherever it stands (labels add it back once, see `engineLabel`).
 */
export function engineName(engine: string): string {
  return engine
    .replace(/\s*(?<![а-яё])(?:бензин|дизель)(?![а-яё])/giu, "")
    .replace(/^[\s,]+|[\s,]+$/g, "")
    .trim();
}

function toEngine(c: Complectation): PackageEngine {
  return {
    name: engineName(c.engine),
    fuel: c.engineType === "diesel" ? "Дизель" : "Бензин",
    powerHp: c.power,
    torqueNm: c.torque,
    accelerationS: c.acceleration,
    drive: c.drive,
    transmission: c.transmission,
  };
}

/** The nearest earlier package of another name (the same engine in another name is no step up). */
function previousPackage(list: readonly Complectation[], index: number): Complectation | undefined {
  return list
    .slice(0, index)
    .reverse()
    .find((p) => p.name !== list[index]?.name);
}

/**
 * The package a card may sum up as «Всё из комплектации …»: the nearest earlier one of another name
 * whose equipment this one really has in full. A higher package can drop something of a lower one
 * (the G70 Sport has 19″ wheels instead of the 18″ ones and none of the Elite's memory seats), and
 * «Всё из» would then promise what it lacks.
 */
function includedPackage(list: readonly Complectation[], index: number): Complectation | undefined {
  const current = list[index];
  if (!current) return undefined;
  const has = new Set(current.featureIds);
  return list
    .slice(0, index)
    .reverse()
    .find((p) => p.name !== current.name && p.featureIds.every((id) => has.has(id)));
}

/**
 * A card's lines for a package that includes no earlier one: its own equipment, what sets it apart
 * from the package before it first (otherwise the G70 Sport's card would repeat the Premium's basics
 * and hide its 19″ wheels and adaptive suspension).
 */
function ownEquipment(c: Complectation, previous: Complectation | undefined, features: FeatureIndex): string[] {
  const distinct = previous ? c.featureIds.filter((id) => !previous.featureIds.includes(id)) : [];
  const picked = pickFeatures(distinct, features, maxHighlights);
  const rest = c.featureIds.filter((id) => !distinct.includes(id));
  return [...picked, ...pickFeatures(rest, features, maxHighlights - picked.length)];
}

/**
 * The API's packages as the pages show them. A package's equipment lines are what it adds to an
 * earlier package it fully includes («Всё из комплектации «Премиум»» and the additions); a package
 * that includes none of the earlier ones (the first, or one that swaps equipment) lists its own
 * equipment, what differs from the previous package first. Features the configurator data does not
 * name are left out.
 */
export function toPackageViews(complectations: readonly Complectation[], categories: readonly FeatureCategory[]): PackageView[] {
  const features = indexFeatures(categories);
  return complectations.map((c, i) => {
    const included = includedPackage(complectations, i);
    const added = included ? c.featureIds.filter((id) => !included.featureIds.includes(id)) : [];
    const equipment =
      included && added.length > 0
        ? [`Всё из комплектации «${included.name}»`, ...pickFeatures(added, features, maxHighlights - 1)]
        : ownEquipment(c, included ? undefined : previousPackage(complectations, i), features);
    return {
      id: c.code,
      name: c.name,
      engine: toEngine(c),
      equipment,
      priceRub: c.price,
      priceIndicative: c.priceIndicative,
      long: c.long,
    };
  });
}

/** The equipment categories of the configurator data (cached); [] and a logged failure when it cannot be had. */
function loadFeatureCategories(api: Api): Promise<FeatureCategory[]> {
  return getConfiguratorData(api).then(
    (data) => data.featureCategory,
    (error: unknown) => {
      // Without the equipment names the cards still show engines and prices.
      logLoadFailure(errorMessages.featuresLoadFailed, error, "комплектации показаны без названий оборудования");
      return [];
    },
  );
}

/**
 * Packages of a model for its pages, from the complectation API (docs/product.md §7) with equipment names from
 * the configurator data (pass `categories` when they are at hand); both cached per key. Null when
 * the packages could not be loaded: the failure is logged (docs/product.md §8) and the page goes on without them.
 */
export async function loadModelPackages(
  api: Api,
  code: ModelCode,
  categories?: Promise<readonly FeatureCategory[]> | readonly FeatureCategory[],
): Promise<PackageView[] | null> {
  const [complectations, features] = await Promise.all([
    getComplectations(api, code).catch((error: unknown) => {
      logLoadFailure(`${errorMessages.complectationsLoadFailed} (${code})`, error, "модель показана без комплектаций и их цен");
      return null;
    }),
    categories ?? loadFeatureCategories(api),
  ]);
  return complectations ? toPackageViews(complectations, features) : null;
}
