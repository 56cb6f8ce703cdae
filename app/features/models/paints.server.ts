import type { ModelCode } from "@contract/model";
import type { Api } from "~/lib/api-client";
import { errorMessages } from "~/lib/error-messages";
import { getConfiguratorData } from "./catalogue-api.server";
import type { ModelPaints, Paint } from "./paints";
import { logLoadFailure } from "~/lib/log";

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
    logLoadFailure(errorMessages.configuratorLoadFailed, error, "модели нарисованы нейтральным цветом, без списка цветов");
    return {};
  }
}
