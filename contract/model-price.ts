// One price per model (issue 35; docs/decisions/0098), zod-free and on its own, so the header's models menu
// loads the rule and nothing else; the guide price's note is contract/price-notes.ts.
import { groupThousands } from "./numbers";

/**
 * What a model's price is, in one rule for the menu, the hero, the lineup, the model and price pages,
 * the configurator and its PDF (issue 35; docs/decisions/0098): a list price («от 2 249 000 ₽»); or,
 * while the list price is coming, the guide price of its packages, always labelled as one
 * («Ориентировочная цена от 6 290 000 ₽»); or, with neither, «Цена скоро». No page shows «Цена скоро»
 * beside a price of the same model.
 */
export type ModelPrice = { kind: "list"; from: number } | { kind: "guide"; from: number } | { kind: "soon" };

/** The words before a guide price, wherever one is printed. */
export const guidePriceWords = "Ориентировочная цена от";

/** A model's price from the models menu (`price`, `priceComingSoon` and the packages' lowest guide price). */
export function modelPriceOf(
  model: { price: number | null; priceComingSoon: boolean; guidePrice?: number | null } | null | undefined,
): ModelPrice {
  if (model && !model.priceComingSoon && model.price !== null) return { kind: "list", from: model.price };
  if (model?.guidePrice !== undefined && model.guidePrice !== null) return { kind: "guide", from: model.guidePrice };
  return { kind: "soon" };
}

/** The lowest guide price among packages (`priceIndicative`), or null when none is one. */
export function lowestGuidePrice(packages: readonly { priceRub: number; priceIndicative: boolean }[]): number | null {
  const guides = packages.filter((p) => p.priceIndicative).map((p) => p.priceRub);
  return guides.length > 0 ? Math.min(...guides) : null;
}

const rub = (value: number) => `${groupThousands(value)} ₽`;

/** «от 2 249 000 ₽», «Ориентировочная цена от 6 290 000 ₽» or «Цена скоро». */
export function modelPriceLabel(price: ModelPrice): string {
  if (price.kind === "list") return `от ${rub(price.from)}`;
  if (price.kind === "guide") return `${guidePriceWords} ${rub(price.from)}`;
  return "Цена скоро";
}

/** A package's price: «2 249 000 ₽», or «Ориентировочная цена от 6 290 000 ₽» for a guide price. */
export function packagePriceLabel(pkg: { priceRub: number; priceIndicative: boolean }): string {
  return pkg.priceIndicative ? `${guidePriceWords} ${rub(pkg.priceRub)}` : rub(pkg.priceRub);
}
