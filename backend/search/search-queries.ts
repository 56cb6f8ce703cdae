import type { SearchPage, SearchResultType } from "@contract/search";
import { and, asc, count, desc, eq, gte, lte, notInArray, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { models } from "../catalogue/schema";
import type { Db } from "../db/database";
import { news } from "../news/schema";
import { specialOffers } from "../offers/schema";
import { pageMeta } from "../site/schema";
import { toTsQueryText } from "./search-text";
import { searchConfig } from "./search-vector";

// Each searched table keeps a generated, GIN-indexed `search_vector` (title weighted A), so a query
// is a few index look-ups: nothing is stripped of HTML, stemmed or scanned at request time.

type Hit = {
  type: SearchResultType;
  typeOrder: number;
  title: SQLWrapper;
  description: SQLWrapper;
  href: SQLWrapper;
  /** Whether the title holds every term. */
  inTitle: SQL;
  /** How well the row matches, within its type. */
  rank: SQL;
  position: SQLWrapper;
  published: SQLWrapper;
};

// Every branch of the union selects the same columns; the hidden ones only order the hits.
function columns(hit: Hit) {
  return {
    type: sql<SearchResultType>`${hit.type}::text`.as("type"),
    title: sql<string>`${hit.title}`.as("title"),
    description: sql<string>`${hit.description}`.as("description"),
    href: sql<string>`${hit.href}`.as("href"),
    typeOrder: sql<number>`${sql.raw(String(hit.typeOrder))}`.as("type_order"),
    titleMiss: sql<number>`case when ${hit.inTitle} then 0 else 1 end`.as("title_miss"),
    rank: sql<number>`${hit.rank}`.as("rank"),
    position: sql<number>`${hit.position}`.as("position"),
    published: sql<string | null>`${hit.published}`.as("published"),
  };
}

type Queries = { match: SQL; inTitle: SQL };

function searchHits(db: Db, { match, inTitle }: Queries, day: string) {
  const noDate = sql`null::timestamp`;
  const matches = (vector: SQLWrapper) => sql`${vector} @@ ${match}`;
  const rank = (vector: SQLWrapper) => sql`ts_rank(${vector}, ${match})`;
  // A model is found by its name or by the meta tags of its home page, which are its description.
  const modelVector = sql`${models.searchVector} || coalesce(${pageMeta.searchVector}, ''::tsvector)`;
  const modelHits = db
    .select(
      columns({
        type: "model",
        typeOrder: 0,
        title: models.modelName,
        description: sql`coalesce(${pageMeta.description}, '')`,
        href: models.href,
        inTitle: sql`${models.searchVector} @@ ${inTitle}`,
        rank: rank(modelVector),
        position: models.sortOrder,
        published: noDate,
      }),
    )
    .from(models)
    .leftJoin(pageMeta, eq(pageMeta.route, models.href))
    .where(matches(modelVector));
  // A model's home page is already its model hit; pattern rows are not pages one can open.
  const pageHits = db
    .select(
      columns({
        type: "page",
        typeOrder: 1,
        title: pageMeta.ogTitle,
        description: pageMeta.description,
        href: pageMeta.route,
        inTitle: sql`${pageMeta.searchVector} @@ ${inTitle}`,
        rank: rank(pageMeta.searchVector),
        position: pageMeta.sortOrder,
        published: noDate,
      }),
    )
    .from(pageMeta)
    .where(
      and(
        matches(pageMeta.searchVector),
        eq(pageMeta.pattern, false),
        notInArray(pageMeta.route, db.select({ href: models.href }).from(models)),
      ),
    );
  const offerHits = db
    .select(
      columns({
        type: "offer",
        typeOrder: 2,
        title: specialOffers.title,
        description: specialOffers.short,
        href: sql`'/special-offers/' || ${specialOffers.id} || '.html'`,
        inTitle: sql`${specialOffers.searchVector} @@ ${inTitle}`,
        rank: rank(specialOffers.searchVector),
        position: sql`0`,
        published: noDate,
      }),
    )
    .from(specialOffers)
    .where(and(matches(specialOffers.searchVector), lte(specialOffers.validFrom, day), gte(specialOffers.validTo, day)));
  const newsHits = db
    .select(
      columns({
        type: "news",
        typeOrder: 3,
        title: news.name,
        description: news.previewDescription,
        href: sql`'/news/' || ${news.code} || '.html'`,
        inTitle: sql`${news.searchVector} @@ ${inTitle}`,
        rank: rank(news.searchVector),
        position: sql`0`,
        published: news.publishedAt,
      }),
    )
    .from(news)
    .where(and(matches(news.searchVector), eq(news.active, true)));
  return modelHits.unionAll(pageHits).unionAll(offerHits).unionAll(newsHits);
}

/**
 * One page of hits for the terms of a query (see searchTerms) over models, page meta, the special
 * offers running on `day` (Moscow, 'YYYY-MM-DD') and active news, with the number of hits: models,
 * pages, offers, then news; within each, title hits first, then by rank, then in menu order or
 * newest first.
 */
export async function searchSite(db: Db, terms: string[], page: number, pageSize: number, day: string): Promise<SearchPage> {
  const pagination = { page, pageSize };
  if (terms.length === 0) return { items: [], pagination: { ...pagination, total: 0 } };
  const queries: Queries = {
    match: sql`to_tsquery(${searchConfig}, ${toTsQueryText(terms)})`,
    inTitle: sql`to_tsquery(${searchConfig}, ${toTsQueryText(terms, "A")})`,
  };
  const hits = searchHits(db, queries, day).as("hits");
  // The total comes with the page (a window over all hits), so one query answers both.
  const rows = await db
    .select({
      type: hits.type,
      title: hits.title,
      description: hits.description,
      href: hits.href,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(hits)
    .orderBy(asc(hits.typeOrder), asc(hits.titleMiss), desc(hits.rank), asc(hits.position), sql`${hits.published} desc nulls last`, asc(hits.href))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const total = rows[0]?.total ?? (page === 1 ? 0 : await countHits(db, queries, day));
  return {
    items: rows.map(({ type, title, description, href }) => ({ type, title, description, href })),
    pagination: { ...pagination, total },
  };
}

// Only a page past the end needs its own count: it has no row to carry the window's total.
async function countHits(db: Db, queries: Queries, day: string): Promise<number> {
  const [totals] = await db.select({ total: count() }).from(searchHits(db, queries, day).as("hits"));
  return totals?.total ?? 0;
}
