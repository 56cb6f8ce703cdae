import type { Model } from "@contract/model";
import { formatPrice } from "~/lib/format";

/** Starting price line of a model: "от 2 249 000 ₽", or «Цена скоро» while the price is coming. */
export function modelPriceText(model: Pick<Model, "price" | "priceComingSoon">): string {
  if (model.priceComingSoon || model.price === null) return "Цена скоро";
  return `от ${formatPrice(model.price)}`;
}

/** Image width of a model in percent of its card: the widest car fills it, the rest scale by their width in mm. */
export function modelImageScale(model: Pick<Model, "width">, models: readonly Pick<Model, "width">[]): number {
  const widest = Math.max(...models.map((m) => m.width), model.width);
  return Math.round((model.width / widest) * 1000) / 10;
}
