// The list of the cars-in-stock page (docs/product.md §2.1) as a pure function of the stock and the visitor's filters:
// the matching cars in the chosen order, one page of them, and for every filter the count each of its
// values would leave with the other filters kept (docs/decisions/0029).
import {
  stockFacetKeys,
  stockMileageLimits,
  stockSorts,
  type StockCar,
  type StockFacetKey,
  type StockFacetValue,
  type StockFilters,
  type StockList,
  type StockSort,
} from "@contract/stock";
import { colourFamily, normaliseDriveType } from "./normalise";

/** What a list request asks for. */
export type StockSearch = { filters: StockFilters; sort: StockSort; page: number; pageSize: number };

const modelLabels: Record<string, string> = { g70: "G70", gv70: "GV70", "g80-new": "G80", gv80: "GV80", g90: "G90" };
const modelOrder = ["g70", "gv70", "g80-new", "gv80", "g90"];
const conditionLabels: Record<string, string> = { new: "Новые", used: "С пробегом" };

const modelValue = (car: StockCar) => car.modelCode ?? car.model;
/** For sorting: a new car has driven nothing; a car whose mileage is unknown sorts after every known one. */
const mileageOf = (car: StockCar) => car.mileage ?? (car.condition === "new" ? 0 : Number.MAX_SAFE_INTEGER);
/**
 * Within a mileage limit: a new car (0 km, docs/decisions/0029) or a car whose mileage the feed gives; a
 * used or unknown car without one is in no limit — never «до 10 000 км» (docs/decisions/0090).
 */
const withinMileage = (car: StockCar, limit: number) => (car.mileage !== null ? car.mileage <= limit : car.condition === "new");

type Predicate = (car: StockCar) => boolean;

function predicates(filters: StockFilters): Partial<Record<keyof StockFilters, Predicate>> {
  const p: Partial<Record<keyof StockFilters, Predicate>> = {};
  const { model, condition, engine, drive, color, year, priceMin, priceMax, mileageMax } = filters;
  if (model !== undefined) p.model = (car) => modelValue(car) === model;
  if (condition !== undefined) p.condition = (car) => car.condition === condition;
  if (engine !== undefined) p.engine = (car) => car.engineType === engine;
  if (drive !== undefined) {
    // Old links, and snapshots stored before «Задний» read «Задний привод», name the feed's own value:
    // both sides are read as the label they now have.
    const chosen = normaliseDriveType(drive);
    p.drive = (car) => car.driveType !== null && normaliseDriveType(car.driveType) === chosen;
  }
  if (color !== undefined) {
    const chosen = colourFamily(color).key;
    p.color = (car) => car.bodyColor !== null && colourFamily(car.bodyColor).key === chosen;
  }
  if (year !== undefined) p.year = (car) => car.year === year;
  if (priceMin !== undefined) p.priceMin = (car) => car.priceRub >= priceMin;
  if (priceMax !== undefined) p.priceMax = (car) => car.priceRub <= priceMax;
  if (mileageMax !== undefined) p.mileageMax = (car) => withinMileage(car, mileageMax);
  return p;
}

const compare: Record<StockSort, (a: StockCar, b: StockCar) => number> = {
  "price-asc": (a, b) => a.priceRub - b.priceRub || a.id.localeCompare(b.id),
  "price-desc": (a, b) => b.priceRub - a.priceRub || a.id.localeCompare(b.id),
  newest: (a, b) => (b.year ?? 0) - (a.year ?? 0) || mileageOf(a) - mileageOf(b) || a.priceRub - b.priceRub || a.id.localeCompare(b.id),
  mileage: (a, b) => mileageOf(a) - mileageOf(b) || a.priceRub - b.priceRub || a.id.localeCompare(b.id),
};

function countBy(cars: StockCar[], valueOf: (car: StockCar) => string | null): Map<string, number> {
  const counts = new Map<string, number>();
  for (const car of cars) {
    const value = valueOf(car);
    if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
}

function facet(cars: StockCar[], key: StockFacetKey): StockFacetValue[] {
  switch (key) {
    case "model": {
      const counts = countBy(cars, modelValue);
      // The five families are always offered, so the chips of the model pages never vanish.
      for (const code of modelOrder) if (!counts.has(code)) counts.set(code, 0);
      const rank = (v: string) => (modelOrder.includes(v) ? modelOrder.indexOf(v) : modelOrder.length);
      return [...counts]
        .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b, "ru"))
        .map(([value, count]) => ({ value, label: modelLabels[value] ?? value, count }));
    }
    case "condition":
      return ["new", "used"].map((value) => ({
        value,
        label: conditionLabels[value] ?? value,
        count: cars.filter((c) => c.condition === value).length,
      }));
    case "year":
      return [...countBy(cars, (car) => (car.year === null ? null : String(car.year)))]
        .sort(([a], [b]) => Number(b) - Number(a))
        .map(([value, count]) => ({ value, label: value, count }));
    case "mileageMax":
      return stockMileageLimits.map((limit) => ({
        value: String(limit),
        label: `до ${new Intl.NumberFormat("ru-RU").format(limit).replace(/\s/g, " ")} км`,
        count: cars.filter((car) => withinMileage(car, limit)).length,
      }));
    case "color": {
      // One value per colour family, named as its first car writes it.
      const labels = new Map<string, string>();
      const counts = countBy(cars, (car) => {
        if (car.bodyColor === null) return null;
        const family = colourFamily(car.bodyColor);
        if (!labels.has(family.key)) labels.set(family.key, family.label);
        return family.key;
      });
      return [...counts]
        .map(([key, count]) => ({ value: labels.get(key) ?? key, label: labels.get(key) ?? key, count }))
        .sort((a, b) => a.label.localeCompare(b.label, "ru"));
    }
    default: {
      const field = key === "engine" ? "engineType" : "driveType";
      return [...countBy(cars, (car) => car[field])]
        .sort(([a], [b]) => a.localeCompare(b, "ru"))
        .map(([value, count]) => ({ value, label: value, count }));
    }
  }
}

/** What one search of a stock finds, before paging: the cars in order, the counts and the price range. */
type StockMatch = Pick<StockList, "total" | "all" | "sort" | "facets" | "priceRange"> & { sorted: readonly StockCar[] };

/**
 * The searches of each stock already answered, by filters and sort: the pages of one search (the list
 * read page by page, sitemap.xml reading every car) filter, count and sort the stock once, not once a
 * page. Kept per stock (a new snapshot is a new array, so nothing outlives it), at most `searchesKept` each.
 */
const answered = new WeakMap<readonly StockCar[], Map<string, StockMatch>>();
const searchesKept = 64;

function matchStock(stock: readonly StockCar[], filters: StockFilters, wanted: StockSort): StockMatch {
  const all = predicates(filters);
  const entries = Object.entries(all) as [keyof StockFilters, Predicate][];
  const matches = (car: StockCar, except?: keyof StockFilters) => entries.every(([key, test]) => key === except || test(car));

  const found = stock.filter((car) => matches(car));
  const facets = {} as StockList["facets"];
  for (const key of stockFacetKeys) {
    // Each value's count keeps every other filter: what choosing it would leave.
    const values = facet(all[key] ? stock.filter((car) => matches(car, key)) : found, key);
    // The chosen value stays on offer even when nothing has it, so the form still shows the choice.
    const chosen = filters[key];
    const offered = (v: StockFacetValue) =>
      key === "color" ? colourFamily(v.value).key === colourFamily(String(chosen)).key : v.value === String(chosen);
    if (chosen !== undefined && !values.some(offered)) values.push({ value: String(chosen), label: String(chosen), count: 0 });
    facets[key] = values;
  }
  const priced = stock.filter((car) => entries.every(([key, test]) => key === "priceMin" || key === "priceMax" || test(car)));
  const priceRange =
    priced.length > 0 ? { min: Math.min(...priced.map((c) => c.priceRub)), max: Math.max(...priced.map((c) => c.priceRub)) } : null;

  const sort = stockSorts.includes(wanted) ? wanted : "price-asc";
  return { sorted: found.sort(compare[sort]), total: found.length, all: stock.length, sort, facets, priceRange };
}

/** One page of the stock for these filters, sort and page, with the counts of every filter's values. */
export function searchStock(stock: readonly StockCar[], search: StockSearch): StockList {
  let kept = answered.get(stock);
  if (!kept) {
    kept = new Map();
    answered.set(stock, kept);
  }
  const key = JSON.stringify([search.filters, search.sort]);
  let match = kept.get(key);
  if (!match) {
    match = matchStock(stock, search.filters, search.sort);
    const oldest = kept.keys().next();
    if (kept.size >= searchesKept && !oldest.done) kept.delete(oldest.value);
    kept.set(key, match);
  }
  const { sorted, ...rest } = match;
  const pages = Math.ceil(sorted.length / search.pageSize);
  const page = Math.min(Math.max(1, search.page), Math.max(1, pages));
  const start = (page - 1) * search.pageSize;
  return { ...rest, cars: sorted.slice(start, start + search.pageSize), page, pages, pageSize: search.pageSize };
}

/** Cars like a sold one: the same model first, then the nearest in price. */
export function similarCars(
  stock: readonly StockCar[],
  like: { id: string; modelCode: string | null; priceRub: number },
  limit = 4,
): StockCar[] {
  return stock
    .filter((car) => car.id !== like.id)
    .map((car) => ({
      car,
      sameModel: car.modelCode !== null && car.modelCode === like.modelCode ? 0 : 1,
      distance: Math.abs(car.priceRub - like.priceRub),
    }))
    .sort((a, b) => a.sameModel - b.sameModel || a.distance - b.distance || a.car.id.localeCompare(b.car.id))
    .slice(0, limit)
    .map((entry) => entry.car);
}
