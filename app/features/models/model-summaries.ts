import type { ModelCode } from "@contract/model";
import { getModelContent } from "./model-content";
import { heroColour } from "./model-page-data";
import { keyFigures, type KeyFigure } from "./model-format";
import { modelFamilies } from "./model-pages";

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

/** Summaries of all five families in menu order; for loaders (keeps the copy out of the browser). */
export function getModelSummaries(): ModelSummary[] {
  return modelFamilies.map((family) => {
    const content = getModelContent(family.code);
    return {
      code: family.code,
      description: content.home.lead,
      figures: keyFigures(content.engines),
      engines: [...new Set(content.engines.map((e) => e.name.split(",")[0] ?? e.name))].join(", "),
      widthMm: content.widthMm,
      colour: heroColour(content),
    };
  });
}
