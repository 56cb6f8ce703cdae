// Cars in stock (docs/product.md §3 «Car offer»): the one shape the three feeds are reshaped into, and the dealer
// API's answers about them (GET /v1/stock, GET /v1/stock/{id}).
import { z } from "zod";
import { modelCodes } from "./model-codes";

/**
 * docs/product.md §3: the fixed `type` texts; a car whose feed does not tell new from used (docs/decisions/0090)
 * is named without either promise.
 */
export const stockCarTypes = { used: "автомобиль с пробегом", new: "новый автомобиль", unknown: "автомобиль" } as const;

/** New or certified used: the values a visitor filters by. */
export const stockConditions = ["new", "used"] as const;
export type StockCondition = (typeof stockConditions)[number];

/** A car's condition: new, used, or unknown when its feed gives no evidence either way (docs/decisions/0090). */
export const stockCarConditions = ["new", "used", "unknown"] as const;
export type StockCarCondition = (typeof stockCarConditions)[number];

/** Where a car came from: the used-car export, the new-car offers or a dealer's Auto.ru feed. */
export const stockSources = ["export-master", "ilsa-offers", "autoru", "avito"] as const;
export type StockSource = (typeof stockSources)[number];

/** A car offer after normalisation (docs/product.md §3), with the numbers the filters and sort need beside the texts. */
export const stockCarSchema = z.object({
  /**
   * The site's id: the source's letter and the feed's own id (`u-1042`, `n-77`, `a-5512`), or, for a car
   * whose feed gives no id or a VIN as its id, 16 hex digits of a keyed hash of dealer and VIN
   * (`a-3f9c…`): never the VIN itself (docs/decisions/0091).
   */
  id: z.string(),
  source: z.enum(stockSources),
  condition: z.enum(stockCarConditions),
  /** «автомобиль с пробегом», «новый автомобиль», or «автомобиль» when the condition is unknown. */
  type: z.string(),
  /** The model as the feed wrote it, tidied («GV70»). */
  model: z.string(),
  /** The model family it belongs to, when it is one of the five. */
  modelCode: z.enum(modelCodes).nullable(),
  /** Package (complectation) and engine version, when the feed names them. */
  package: z.string().nullable(),
  modification: z.string().nullable(),
  /** The fuel («Бензин», «Гибрид» …) or the feed's own word; null when the feed names none. */
  engineType: z.string().nullable(),
  /** «Полный привод», «Передний привод», «Задний привод» or the feed's own word; null when the feed names none (never assumed). */
  driveType: z.string().nullable(),
  photos: z.array(z.string()),
  /** The last 4 characters of the VIN. */
  vin: z.string(),
  /** The body colour; null when the feed gives none (a new car on its way often has no paint in the feed yet). */
  bodyColor: z.string().nullable(),
  /** Price with a space as thousands separator, «4 740 000». */
  price: z.string(),
  priceRub: z.number().int().nonnegative(),
  availability: z.boolean(),
  /** docs/product.md §3: true while the warranty runs (new cars always). */
  warrantyDate: z.boolean(),
  /** The warranty's last day (YYYY-MM-DD) when the feed gives it. */
  warrantyUntil: z.string().nullable(),
  year: z.number().int().nullable(),
  /** Kilometres; null for new cars and for a used or unknown car whose feed gives none or 0 («пробег уточняйте»). */
  mileage: z.number().int().nonnegative().nullable(),
  videos: z.array(z.string()),
});
export type StockCar = z.infer<typeof stockCarSchema>;

/** Sort orders of the list; the first is the default. */
export const stockSorts = ["price-asc", "price-desc", "newest", "mileage"] as const;
export type StockSort = (typeof stockSorts)[number];

/** Mileage limits a visitor can choose, in km. */
export const stockMileageLimits = [10_000, 30_000, 60_000, 100_000] as const;

/** Cars on one page of the list. */
export const stockPageSize = 24;

/** Filters of the list, each a query parameter of the page and of GET /v1/stock. */
export type StockFilters = {
  model?: string;
  condition?: StockCondition;
  engine?: string;
  drive?: string;
  color?: string;
  year?: number;
  priceMin?: number;
  priceMax?: number;
  mileageMax?: number;
};
export const stockFilterKeys = ["model", "condition", "engine", "drive", "color", "year", "priceMin", "priceMax", "mileageMax"] as const;
export type StockFilterKey = (typeof stockFilterKeys)[number];

/** The filters whose values are listed with how many cars each would leave. */
export const stockFacetKeys = ["model", "condition", "engine", "drive", "color", "year", "mileageMax"] as const;
export type StockFacetKey = (typeof stockFacetKeys)[number];

const facetValueSchema = z.object({ value: z.string(), label: z.string(), count: z.number().int().nonnegative() });
export type StockFacetValue = z.infer<typeof facetValueSchema>;

/** GET /v1/stock: one page of cars, the counts of every filter's values and the price range. */
export const stockListSchema = z.object({
  cars: z.array(stockCarSchema),
  total: z.number().int().nonnegative(),
  /** Cars in stock with no filter. */
  all: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pages: z.number().int().nonnegative(),
  pageSize: z.number().int().positive(),
  sort: z.enum(stockSorts),
  facets: z.object({
    model: z.array(facetValueSchema),
    condition: z.array(facetValueSchema),
    engine: z.array(facetValueSchema),
    drive: z.array(facetValueSchema),
    color: z.array(facetValueSchema),
    year: z.array(facetValueSchema),
    mileageMax: z.array(facetValueSchema),
  }),
  priceRange: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
});
export type StockList = z.infer<typeof stockListSchema>;

/** GET /v1/stock/{id} of a car that left the feed: 410, with cars like it. */
export const stockSoldSchema = z.object({ similar: z.array(stockCarSchema) });

/** The message of a car that left the feed. */
export const stockSoldMessage = "Автомобиль уже продан";

/** The angles a car of the embedded feeds is drawn from. */
export const stockPhotoViews = ["three-quarter", "side", "three-quarter-left"] as const;
export type StockPhotoView = (typeof stockPhotoViews)[number];

/** Address of a drawn picture of a model in a paint (`hex` without '#', 6 hex digits) from one angle. */
export function stockPhotoPath(model: string, view: StockPhotoView, hex: string): string {
  return `/stock-photos/${model}/${view}/${hex.replace(/^#/, "").toLowerCase()}.svg`;
}
