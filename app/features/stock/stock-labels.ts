import type { StockCar, StockFilters } from "@contract/stock";
import { formatNumber, pluralize } from "~/lib/format";

/** Names of the filters, as the form and the «clear» buttons say them. */
export const stockFilterLabels: Record<keyof StockFilters, string> = {
  model: "Модель",
  condition: "Состояние",
  engine: "Двигатель",
  drive: "Привод",
  color: "Цвет",
  year: "Год выпуска",
  priceMin: "Цена от",
  priceMax: "Цена до",
  mileageMax: "Пробег",
};

/** Where a car's colour would be shown when its feed gives none (a new car on its way): in a line of facts… */
export const stockColourUnknown = "Цвет уточняйте у менеджера";
/** …and beside a «Цвет» label. */
export const stockColourUnknownValue = "Уточняйте у менеджера";

/** A used car (or one of unknown condition) whose feed gives no mileage, or 0, in a line of facts (docs/decisions/0090)… */
export const stockMileageUnknown = "пробег уточняйте";
/** …and beside a «Пробег» label; the same beside «Двигатель» or «Привод» the feed does not name. */
export const stockAskManager = "Уточняйте у менеджера";

/** The badge of a car: new, used, or neither when its feed does not tell (no new-car promise). */
export function stockConditionBadge(condition: StockCar["condition"]): string {
  return condition === "new" ? "Новый" : condition === "used" ? "С пробегом" : "Состояние уточняйте";
}

/** The mileage of a car as a fact: «45 000 км», «пробег уточняйте», or nothing for a new car. */
export function stockMileageFact(car: Pick<StockCar, "condition" | "mileage">): string | null {
  if (car.mileage !== null) return `${formatNumber(car.mileage)} км`;
  return car.condition === "new" ? null : stockMileageUnknown;
}

/** «1 автомобиль», «3 автомобиля», «14 автомобилей». */
export function carsCount(count: number): string {
  return `${count} ${pluralize(count, ["автомобиль", "автомобиля", "автомобилей"])}`;
}

const modelNames: Record<string, string> = { g70: "G70", gv70: "GV70", "g80-new": "G80", gv80: "GV80", g90: "G90" };

/** «GV70» for a model code; other models as the feed named them. */
export function stockModelName(code: string): string {
  return modelNames[code] ?? code;
}

/** How a set filter reads: «Модель: GV70», «Цена до: 6 000 000 ₽». */
export function describeFilter(key: keyof StockFilters, value: string | number): string {
  const text =
    key === "model"
      ? stockModelName(String(value))
      : key === "condition"
        ? value === "new"
          ? "новые"
          : "с пробегом"
        : key === "priceMin" || key === "priceMax"
          ? `${formatNumber(Number(value))} ₽`
          : key === "mileageMax"
            ? `до ${formatNumber(Number(value))} км`
            : String(value);
  return `${stockFilterLabels[key]}: ${text}`;
}

/** Every set filter in words, for the comment of a request for a car the stock does not have. */
export function describeFilters(filters: StockFilters): string {
  return (Object.entries(filters) as [keyof StockFilters, string | number][]).map(([key, value]) => describeFilter(key, value)).join("; ");
}
