// The cars-in-stock page's address is its state: filters, sort and page live in the query string, so a
// GET form works without scripts, links can be shared and back/forward restore a search. Reading it is
// lenient (a wrong value is dropped, never an error page); writing it keeps only what is set.
import { readTypedNumber } from "@contract/typed-numbers";
import type { StockFilters, StockSort } from "@contract/stock";

// Plain data rather than the contract's zod-bearing module: this file is in the page's bundle.
const sorts: readonly StockSort[] = ["price-asc", "price-desc", "newest", "mileage"];
const defaultSort: StockSort = "price-asc";

/** What the page's address asks for. */
export type StockQuery = { filters: StockFilters; sort: StockSort; page: number };

const textKeys = ["model", "engine", "drive", "color"] as const;
// The five families' codes, which the model pages link with in any case (`?model=GV70`).
const modelCodes = ["g70", "gv70", "g80-new", "gv80", "g90"];
const numberKeys = ["year", "priceMin", "priceMax", "mileageMax"] as const;
const numberLimits: Record<(typeof numberKeys)[number], number> = {
  year: 2100,
  priceMin: 1_000_000_000,
  priceMax: 1_000_000_000,
  mileageMax: 2_000_000,
};

/**
 * A positive number as a visitor may type it («3 000 000», «3000000 ₽», «1 200,50 ₽», read as the
 * masks and the server read sums, `readTypedNumber`), brought to a whole one by `whole` (a lower price
 * bound rounds up, an upper one down: the cars' prices are whole roubles); undefined otherwise.
 */
function readNumber(
  value: string | null,
  max: number,
  whole: (n: number) => number = (n) => (Number.isInteger(n) ? n : Number.NaN),
): number | undefined {
  const text = value?.trim() ?? "";
  if (!/^[\d\s\u00a0.,₽]{1,24}$/.test(text)) return undefined;
  const read = readTypedNumber(text);
  const number = read === null ? Number.NaN : whole(read);
  return number >= 1 && number <= max ? number : undefined;
}

const rounding: Partial<Record<(typeof numberKeys)[number], (n: number) => number>> = {
  priceMin: Math.ceil,
  priceMax: Math.floor,
  mileageMax: Math.floor,
};

/** The page's query: unknown or malformed values are left out. */
export function readStockQuery(params: URLSearchParams): StockQuery {
  const filters: StockFilters = {};
  for (const key of textKeys) {
    const value = params.get(key)?.trim();
    // A code is read in any case; any other value (a feed's model «GV60 (JW1), электро») exactly as
    // written, commas, brackets, Cyrillic and spaces included, since that is what the stock holds.
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    if (value && value.length <= 80 && !/[\u0000-\u001f]/.test(value))
      filters[key] = key === "model" && modelCodes.includes(value.toLowerCase()) ? value.toLowerCase() : value;
  }
  const condition = params.get("condition");
  if (condition === "new" || condition === "used") filters.condition = condition;
  for (const key of numberKeys) {
    const value = readNumber(params.get(key), numberLimits[key], rounding[key]);
    if (value !== undefined) filters[key] = value;
  }
  const sort = sorts.find((s) => s === params.get("sort")) ?? defaultSort;
  const page = readNumber(params.get("page"), 10_000) ?? 1;
  return { filters, sort, page };
}

/** The query of GET /v1/stock for a page query. */
export function stockApiQuery(query: StockQuery): Record<string, string | number> {
  const { filters, sort, page } = query;
  return { ...filters, sort, page };
}

/** The page's address for a query; defaults (first page, price ascending) are left out. */
export function stockHrefOf(query: StockQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query.filters)) if (value !== undefined && value !== "") params.set(key, String(value));
  if (query.sort !== defaultSort) params.set("sort", query.sort);
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `/avto-v-nalicii.html?${search}` : "/avto-v-nalicii.html";
}

/** The same query without one filter (and back on the first page). */
export function withoutFilter(query: StockQuery, key: keyof StockFilters): StockQuery {
  const filters = { ...query.filters };
  delete filters[key];
  return { ...query, filters, page: 1 };
}

/** True when any filter is set. */
export function hasFilters(query: StockQuery): boolean {
  return Object.keys(query.filters).length > 0;
}
