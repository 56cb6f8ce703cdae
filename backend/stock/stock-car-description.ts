// A booking's lead keeps the car it was about as text: the feed drops a sold car, its page then answers
// 410, and staff calling the visitor back must still know which car it was and what it cost then.
import { groupThousands } from "@contract/numbers";
import type { StockCar } from "@contract/stock";
import type { StockReader } from "./stock-store";

/**
 * A car in stock as staff read it in a lead: «Genesis GV70 Premium (2.5T 249 л.с., 8АКПП) · 2021 г. ·
 * цвет: Серый · с пробегом 45 000 км · VIN KMUMB81D5XYZ12345 · 4 150 000 ₽». The facts are parted by
 * «·» as on the car's card: a modification has commas of its own, and the export parts a lead's fields
 * by «;». Without the whole VIN (a snapshot stored before it was kept) the four characters the site shows are given.
 */
export function stockCarDescription(car: StockCar, vin: string | undefined): string {
  const name = [`Genesis ${car.model}`, car.package].filter(Boolean).join(" ");
  const mileage = car.mileage === null ? "пробег не указан в фиде" : `пробег ${groupThousands(car.mileage)} км`;
  const condition =
    car.condition === "new"
      ? "новый"
      : car.condition === "used"
        ? car.mileage === null
          ? "с пробегом, пробег не указан в фиде"
          : `с пробегом ${groupThousands(car.mileage)} км`
        : `состояние не указано в фиде, ${mileage}`;
  return [
    car.modification ? `${name} (${car.modification})` : name,
    car.year ? `${car.year} г.` : null,
    `цвет: ${car.bodyColor ?? "не указан в фиде"}`,
    condition,
    vin ? `VIN ${vin}` : `VIN …${car.vin}`,
    `${car.price} ₽`,
  ]
    .filter((part): part is string => part !== null)
    .join(" · ");
}

/** Describes a car of the stock by its id; null when the stock has no such car now (sold, or never there). */
export function stockCarDescriber(reader: StockReader): (id: string) => Promise<string | null> {
  return async (id) => {
    const stock = await reader.current();
    const car = stock.byId.get(id);
    return car ? stockCarDescription(car, stock.vins.get(id)) : null;
  };
}
