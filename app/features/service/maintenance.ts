import type { ModelCode } from "@contract/model";
import type { MaintenancePrices } from "@contract/service-prices";
import { pluralize } from "~/lib/format";
import { formatNumber, formatPrice } from "~/lib/format";

/** A scheduled maintenance: every 15 000 km or every year, whichever comes first. */
export type MaintenanceInterval = {
  code: string;
  km: number;
  years: number;
  /** The works the interval adds to what every visit includes. */
  works: readonly string[];
};

/**
 * What every interval includes, whatever its number, as the whole sentence: the works are objects of
 * «включает», so they stand in the accusative («замену…, проверку…») and are kept beside that verb.
 */
export const everyVisitSentence =
  "Каждое плановое обслуживание включает замену моторного масла, масляного и салонного фильтров, проверку тормозов, подвески, рулевого управления, уровней жидкостей, световых приборов и кузова.";

/** Intervals ТО-1 … ТО-8 in order. */
export const maintenanceIntervals: readonly MaintenanceInterval[] = [
  {
    code: "ТО-1",
    km: 15_000,
    years: 1,
    works: ["Проверка затяжки резьбовых соединений подвески", "Обновление программного обеспечения блоков управления"],
  },
  {
    code: "ТО-2",
    km: 30_000,
    years: 2,
    works: ["Замена воздушного фильтра двигателя", "Замена тормозной жидкости"],
  },
  { code: "ТО-3", km: 45_000, years: 3, works: ["Проверка ремней привода навесного оборудования"] },
  {
    code: "ТО-4",
    km: 60_000,
    years: 4,
    works: [
      "Замена воздушного фильтра двигателя",
      "Замена тормозной жидкости",
      "Замена свечей зажигания",
      "Проверка топливных магистралей и паров топлива",
    ],
  },
  { code: "ТО-5", km: 75_000, years: 5, works: ["Проверка ремней привода и шлангов системы охлаждения"] },
  {
    code: "ТО-6",
    km: 90_000,
    years: 6,
    works: ["Замена воздушного фильтра двигателя", "Замена тормозной жидкости", "Замена масла в редукторах полного привода"],
  },
  { code: "ТО-7", km: 105_000, years: 7, works: ["Проверка тормозных дисков и шлангов", "Осмотр выхлопной системы"] },
  {
    code: "ТО-8",
    km: 120_000,
    years: 8,
    works: [
      "Замена воздушного фильтра двигателя",
      "Замена тормозной жидкости",
      "Замена свечей зажигания",
      "Замена охлаждающей жидкости",
      "Замена масла в автоматической коробке передач",
    ],
  },
];

/** Models of the price table in the menu's order, with the engine the price is for. */
export const maintenanceModels: readonly { code: ModelCode; name: string; engine: string }[] = [
  { code: "g70", name: "G70", engine: "2.0T" },
  { code: "gv70", name: "GV70", engine: "2.5T" },
  { code: "g80-new", name: "G80", engine: "2.5T" },
  { code: "gv80", name: "GV80", engine: "3.5T" },
  { code: "g90", name: "G90", engine: "3.5T" },
];

/** An interval's label: "ТО-1 · 15 000 км / 1 год", with no-break spaces inside each quantity so it wraps between them. */
export function formatInterval(interval: MaintenanceInterval): string {
  const nbsp = "\u00a0";
  const km = `${formatNumber(interval.km).replace(/ /g, nbsp)}${nbsp}км`;
  const years = `${interval.years}${nbsp}${pluralize(interval.years, ["год", "года", "лет"])}`;
  return `${interval.code} · ${km} / ${years}`;
}

/** The price of an interval for a model; undefined when the table has none, null when it is «по запросу». */
export function getMaintenancePrice(prices: MaintenancePrices, model: ModelCode, intervalIndex: number): number | null | undefined {
  return prices[model][intervalIndex];
}

/** What the table says of an interval with no price: the service centre names it on request. */
export const priceOnRequest = "по запросу";

/** The price table as text: the head (interval, then the models) and a row per interval with formatted prices. */
export function getMaintenanceTable(prices: MaintenancePrices): { head: string[]; rows: string[][] } {
  const head = ["Интервал", ...maintenanceModels.map((m) => `${m.name} ${m.engine}`)];
  const rows = maintenanceIntervals.map((interval, index) => [
    formatInterval(interval),
    ...maintenanceModels.map((m) => {
      const price = getMaintenancePrice(prices, m.code, index);
      return price === undefined ? "—" : price === null ? priceOnRequest : formatPrice(price);
    }),
  ]);
  return { head, rows };
}

/** The cheapest interval of any model, for "ТО от …"; null when no interval has a price. */
export function getLowestMaintenancePrice(prices: MaintenancePrices): number | null {
  const all = Object.values(prices)
    .flat()
    .filter((price): price is number => price !== null);
  return all.length > 0 ? Math.min(...all) : null;
}
