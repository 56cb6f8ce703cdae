import type { ModelCode } from "@contract/model";
import { formatPrice } from "~/lib/format";

/** An exterior paint of a model as the content API gives it; `priceRub` is the surcharge (0 when included). */
export type Paint = { code: string; name: string; hex: string; metallic: boolean; priceRub: number };

/** Each model's paints in the configurator's order; a model the API did not answer for has none. */
export type ModelPaints = Partial<Record<ModelCode, readonly Paint[]>>;

/** The colour pictures are drawn in when the API has no such paint: a neutral silver. */
export const neutralPaintHex = "#a8abae";

/** The paint of a model by its code, when the API has it. */
export function findPaint(paints: ModelPaints, model: ModelCode, code: string): Paint | undefined {
  return paints[model]?.find((paint) => paint.code === code);
}

/** The colour to draw a model in: the paint's own, or neutral silver when the API does not know it. */
export function paintHex(paints: ModelPaints, model: ModelCode, code: string): string {
  return findPaint(paints, model, code)?.hex ?? neutralPaintHex;
}

/** "Металлик, доплата 80 000 ₽" / "Без доплаты": what choosing the paint means for the price. */
export function paintPriceNote(paint: Paint): string {
  const finish = paint.metallic ? "Металлик" : "Неметаллик";
  return paint.priceRub > 0 ? `${finish}, доплата ${formatPrice(paint.priceRub)}` : `${finish}, без доплаты`;
}

/** "Genesis G70 в цвете «Красный Мауна»: вечерний город": a picture's alt text, without the paint when the API does not know it. */
export function paintedCarAlt(name: string, paint: Pick<Paint, "name"> | null | undefined, what?: string): string {
  const painted = paint ? `${name} в цвете «${paint.name}»` : name;
  return what ? `${painted}: ${what}` : painted;
}
