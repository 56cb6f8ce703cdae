import type { ModelCode } from "@contract/model";
import { g70Content } from "./content/g70";
import { g80NewContent } from "./content/g80-new";
import { g90Content } from "./content/g90";
import { gv70Content } from "./content/gv70";
import { gv80Content } from "./content/gv80";
import type { ModelContent, ModelSubpageContent } from "./content/types";
import type { ModelPageKind } from "./model-pages";

/* Loader-side: route modules import this only from loaders, so the copy stays out of the browser bundle. */
const contents: Readonly<Record<ModelCode, ModelContent>> = {
  g70: g70Content,
  gv70: gv70Content,
  "g80-new": g80NewContent,
  gv80: gv80Content,
  g90: g90Content,
};

/** The copy of one model family. */
export function getModelContent(code: ModelCode): ModelContent {
  return contents[code];
}

/** Kinds of model subpage that are plain content pages (sections under a page header). */
export type ContentPageKind = Extract<ModelPageKind, "design" | "safety" | "technology" | "comfort" | "performance" | "long">;

/** The copy of one content subpage, or undefined when the family has no such page. */
export function getModelSubpage(content: ModelContent, kind: ContentPageKind): ModelSubpageContent | undefined {
  return content[kind];
}
