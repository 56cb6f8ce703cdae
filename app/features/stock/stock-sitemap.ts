import type { StockCar } from "@contract/stock";
import type { SitemapGroup } from "~/features/sitemap/sitemap";
import { stockCarHref, stockCarSummary, stockCarTitle } from "./stock-card";
import { stockModelName } from "./stock-labels";

/** «Автомобили в наличии» of the sitemap: the list, then each car under its model. */
export function stockSitemapGroup(cars: readonly StockCar[]): SitemapGroup {
  const byModel = new Map<string, StockCar[]>();
  for (const car of cars) {
    const key = car.modelCode ?? car.model;
    byModel.set(key, [...(byModel.get(key) ?? []), car]);
  }
  return {
    id: "v-nalichii",
    title: "Автомобили в наличии",
    blocks: [
      {
        entries: [
          {
            title: "Все автомобили в наличии",
            path: "/avto-v-nalicii.html",
            description: "Новые и сертифицированные Genesis с пробегом: подбор по модели, цене, году и пробегу.",
          },
        ],
      },
      ...[...byModel].map(([model, list]) => ({
        title: `Genesis ${stockModelName(model)}`,
        entries: list.map((car) => ({
          title: `${stockCarTitle(car)}, ${car.price} ₽`,
          // No-break spaces in the shown price only: a narrow column wraps before it, never inside it.
          label: `${car.package ?? car.model}, ${car.year ?? ""} — ${car.price.replace(/ /g, "\u00a0")}\u00a0₽`,
          path: stockCarHref(car.id),
          description: stockCarSummary(car),
        })),
      })),
    ],
  };
}
