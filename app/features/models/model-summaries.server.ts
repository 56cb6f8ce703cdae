import type { ModelCode } from "@contract/model";
import { getModelContent } from "./model-content";
import { keyFigures, type KeyFigure } from "./model-format";
import { modelFamilies } from "./model-pages";
import { paintHex, type ModelPaints } from "./paints";
import { loadModelPaints } from "./paints.server";
import type { Api } from "~/lib/api-client";

/** What lists of models need from a family's content: key figures and engines (prices come from the models menu). */
export type ModelSummary = {
  code: ModelCode;
  /** One sentence about the model, for lists of models. */
  description: string;
  figures: KeyFigure[];
  engines: string;
  widthMm: number;
  /** Hex of the paint the model is pictured in. */
  colour: string;
};

/** Summaries of all five families in menu order, pictured in the API's paints; for loaders (keeps the copy out of the browser). */
export function getModelSummaries(paints: ModelPaints): ModelSummary[] {
  return modelFamilies.map((family) => {
    const content = getModelContent(family.code);
    return {
      code: family.code,
      description: content.home.lead,
      figures: keyFigures(content.engines),
      engines: [...new Set(content.engines.map((e) => e.name.split(",")[0] ?? e.name))].join(", "),
      widthMm: content.widthMm,
      colour: paintHex(paints, family.code, content.heroPaint),
    };
  });
}

/** The summaries with the paints read from the content API, for loaders. */
export async function loadModelSummaries(api: Api): Promise<ModelSummary[]> {
  return getModelSummaries(await loadModelPaints(api));
}
