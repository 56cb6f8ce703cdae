import type { Model } from "@contract/model";
import { modelPriceLabel, modelPriceOf } from "@contract/model-price";

/** Starting price line of a model: «от 2 249 000 ₽», «Ориентировочная цена от …» or «Цена скоро» (contract/model-price.ts). */
export function modelPriceText(model: Pick<Model, "price" | "priceComingSoon" | "guidePrice">): string {
  return modelPriceLabel(modelPriceOf(model));
}

/** Image width of a model in percent of its card: the widest car fills it, the rest scale by their width in mm. */
export function modelImageScale(model: Pick<Model, "width">, models: readonly Pick<Model, "width">[]): number {
  const widest = Math.max(...models.map((m) => m.width), model.width);
  return Math.round((model.width / widest) * 1000) / 10;
}
