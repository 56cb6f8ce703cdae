import type { StockCar } from "@contract/stock";
import { stockCarFacts, stockCarHref, stockCarTitle } from "./stock-card";

/** The cars in stock as documents of the site search: name, facts and price, under «Автомобили в наличии». */
export function stockDocuments(cars: readonly StockCar[]): { path: string; title: string; description: string; text: string; section: string }[] {
  return cars.map((car) => ({
    path: stockCarHref(car.id),
    title: `${stockCarTitle(car)}, ${car.price} ₽`,
    description: `${car.type}: ${stockCarFacts(car).join(", ")}`,
    text: [car.modification ?? "", car.availability ? "в наличии" : "в пути", `Genesis ${car.model}`].join("\n"),
    section: "Автомобили в наличии",
  }));
}
