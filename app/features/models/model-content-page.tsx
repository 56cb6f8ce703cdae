import { Sections } from "~/components/content/sections";
import { ModelClosing, ModelPageHeader } from "./model-page-parts";
import type { loadModelContentPage } from "./model-page-data";

/** A model's content subpage: header with crumbs, its sections, then the family's other pages and actions. */
export function ModelContentPageView({ model, page, copy }: ReturnType<typeof loadModelContentPage>) {
  return (
    <>
      <ModelPageHeader model={model} page={page} lead={copy.lead} />
      <Sections sections={copy.sections} />
      <ModelClosing model={model} page={page} />
    </>
  );
}
