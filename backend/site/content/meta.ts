import type { pageMeta } from "../schema";
import { modelMetaContent } from "./meta-models";
import { pageMetaContent } from "./meta-pages";
import { defaultOgImage, titleSuffix, type MetaContent } from "./meta-types";

type PageMetaRow = typeof pageMeta.$inferInsert;

/** True when a route path has `:param` segments, i.e. stands for many pages. */
export function isRoutePattern(route: string): boolean {
  return /\/:[A-Za-z]/.test(route);
}

function toRow(item: MetaContent, index: number): PageMetaRow {
  return {
    route: item.route,
    routeId: item.id,
    title: item.title,
    description: item.description,
    ogTitle: item.title.endsWith(titleSuffix) ? item.title.slice(0, -titleSuffix.length) : item.title,
    ogDescription: item.description,
    ogImage: item.ogImage ?? defaultOgImage,
    pattern: isRoutePattern(item.route),
    sortOrder: (index + 1) * 10,
  };
}

/** Seed rows of the page meta: every route of app/routes.ts but the 404 page. */
export const pageMetaSeed: PageMetaRow[] = [...pageMetaContent, ...modelMetaContent].map(toRow);
