import type { ModelCode } from "@contract/model";
import { modelFamilies, stockHref } from "~/features/models/model-pages";

// The families, not the contract's code list: importing the contract here would pull zod into the page's bundle.

/** The model filter of the cars-in-stock page (`?model=gv70`); anything that is not a model code means all models. */
export function parseStockFilter(params: URLSearchParams): ModelCode | null {
  const value = params.get("model")?.trim().toLowerCase();
  return modelFamilies.find((family) => family.code === value)?.code ?? null;
}

/** Link of a filter chip: the page with `?model=` for one model, without it for all. */
export function stockFilterHref(model: string | null): string {
  return model ? stockHref(model) : "/avto-v-nalicii.html";
}
