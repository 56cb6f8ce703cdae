import type { ModelCode } from "@contract/model";
import type { Api } from "~/lib/api-client";
import { errorMessages } from "~/lib/error-messages";
import { formatPrice } from "~/lib/format";
import { getConfiguratorData } from "./catalogue-api";

/** An exterior paint of a model as the content API gives it; `priceRub` is the surcharge (0 when included). */
export type Paint = { code: string; name: string; hex: string; metallic: boolean; priceRub: number };

/** Each model's paints in the configurator's order; a model the API did not answer for has none. */
export type ModelPaints = Partial<Record<ModelCode, readonly Paint[]>>;

/** The colour pictures are drawn in when the API has no such paint: a neutral silver. */
export const neutralPaintHex = "#a8abae";

/**
 * The paints of every model (GET /configurator/json-data, cached). A failure is logged and gives no
 * paints, so pictures fall back to the neutral colour and the page still renders.
 */
export async function loadModelPaints(api: Api): Promise<ModelPaints> {
  try {
    const data = await getConfiguratorData(api);
    const paints: ModelPaints = {};
    for (const colour of data.colorExterior) {
      const code = colour.modelCode as ModelCode;
      const list = (paints[code] ?? []) as Paint[];
      list.push({ code: colour.code, name: colour.name, hex: colour.hex, metallic: colour.metallic, priceRub: colour.price });
      paints[code] = list;
    }
    return paints;
  } catch (error) {
    console.error(`${errorMessages.configuratorLoadFailed}: ${error instanceof Error ? error.message : String(error)}`);
    return {};
  }
}

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
