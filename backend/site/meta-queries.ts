import type { PageMeta } from "@contract/page-meta";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/database";
import { columnsWithoutSearchVector } from "../search/search-vector";
import { pageMeta } from "./schema";

type PageMetaRow = Omit<typeof pageMeta.$inferSelect, "searchVector">;
const pageMetaColumns = columnsWithoutSearchVector(pageMeta);

/**
 * Meta tags of a route given as a path (`/brand.html`) or a route id (`brand`), or null. A path no
 * row names exactly falls back to the pattern row it matches (`/news/x.html` → `/news/:code.html`).
 */
export async function getPageMeta(db: Db, route: string): Promise<PageMeta | null> {
  if (!route.startsWith("/")) {
    const [row] = await db.select(pageMetaColumns).from(pageMeta).where(eq(pageMeta.routeId, route));
    return row ? toPageMeta(row) : null;
  }
  const [exact] = await db.select(pageMetaColumns).from(pageMeta).where(eq(pageMeta.route, route));
  if (exact) return toPageMeta(exact);
  const patterns = await db
    .select(pageMetaColumns)
    .from(pageMeta)
    .where(eq(pageMeta.pattern, true))
    .orderBy(asc(pageMeta.sortOrder), asc(pageMeta.route));
  const match = patterns.find((row) => routePatternRegExp(row.route).test(route));
  return match ? toPageMeta(match) : null;
}

/** A RegExp matching the paths of a route pattern: each `:param` stands for one non-empty segment part. */
export function routePatternRegExp(pattern: string): RegExp {
  const source = pattern
    .split(/(:[A-Za-z][A-Za-z0-9_]*)/)
    .map((part) => (part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${source}$`);
}

function toPageMeta(row: PageMetaRow): PageMeta {
  return {
    route: row.route,
    routeId: row.routeId,
    title: row.title,
    description: row.description,
    ogTitle: row.ogTitle,
    ogDescription: row.ogDescription,
    ogImage: row.ogImage,
  };
}
