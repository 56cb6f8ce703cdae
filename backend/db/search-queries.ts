import type { SearchPage, SearchResultType } from "@contract/search";
import { and, count, eq, gte, lte, notInArray, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db } from "./client";
import { models, news, pageMeta, specialOffers } from "./schema";

const latinUpper = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const cyrillicUpper = "АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ";
// translate() maps letter to letter whatever the database's locale (lower() of Cyrillic needs a UTF-8
// locale, which a PostgreSQL created with LC_CTYPE=C lacks) and folds ё into е on the way.
const foldFrom = `${latinUpper}${cyrillicUpper}Ёё`;
const foldTo = `${latinUpper.toLowerCase()}${cyrillicUpper.toLowerCase()}ее`;

/** Lower case, ё as е, spaces squeezed: the form the query and the searched texts are compared in. */
export function foldSearchText(text: string): string {
  return text.trim().replace(/\s+/g, " ").toLowerCase().replaceAll("ё", "е");
}

function contains(value: SQLWrapper, folded: string): SQL {
  return sql`strpos(translate(lower(${value}), ${foldFrom}, ${foldTo}), ${folded}) > 0`;
}

// News bodies are HTML: tags would otherwise match queries such as "li" or "ul".
const newsText = sql`regexp_replace(${news.description}, '<[^>]*>', ' ', 'g')`;

// An offer is found by what a visitor reads on its page, not by the small print every offer shares.
const offerText = sql`${specialOffers.title} || ' ' || ${specialOffers.short} || ' ' || array_to_string(${specialOffers.full}, ' ') || ' ' || array_to_string(${specialOffers.terms}, ' ')`;

type Hit = {
  type: SearchResultType;
  typeOrder: number;
  title: SQLWrapper;
  description: SQLWrapper;
  href: SQLWrapper;
  position: SQLWrapper;
  published: SQLWrapper;
};

// Every branch of the union selects the same columns; the hidden ones only order the hits.
function columns(hit: Hit, folded: string) {
  return {
    type: sql<SearchResultType>`${hit.type}::text`.as("type"),
    title: sql<string>`${hit.title}`.as("title"),
    description: sql<string>`${hit.description}`.as("description"),
    href: sql<string>`${hit.href}`.as("href"),
    typeOrder: sql<number>`${sql.raw(String(hit.typeOrder))}`.as("type_order"),
    titleMiss: sql<number>`case when ${contains(hit.title, folded)} then 0 else 1 end`.as("title_miss"),
    position: sql<number>`${hit.position}`.as("position"),
    published: sql<string | null>`${hit.published}`.as("published"),
  };
}

function searchHits(db: Db, folded: string, day: string) {
  const noDate = sql`null::timestamp`;
  const modelHits = db
    .select(
      columns(
        {
          type: "model",
          typeOrder: 0,
          title: models.modelName,
          description: sql`coalesce(${pageMeta.description}, '')`,
          href: models.href,
          position: models.sortOrder,
          published: noDate,
        },
        folded,
      ),
    )
    .from(models)
    .leftJoin(pageMeta, eq(pageMeta.route, models.href))
    .where(or(contains(models.modelName, folded), contains(pageMeta.ogTitle, folded), contains(pageMeta.description, folded)));
  // A model's home page is already its model hit; pattern rows are not pages one can open.
  const pageHits = db
    .select(
      columns(
        {
          type: "page",
          typeOrder: 1,
          title: pageMeta.ogTitle,
          description: pageMeta.description,
          href: pageMeta.route,
          position: pageMeta.sortOrder,
          published: noDate,
        },
        folded,
      ),
    )
    .from(pageMeta)
    .where(
      and(
        eq(pageMeta.pattern, false),
        notInArray(pageMeta.route, db.select({ href: models.href }).from(models)),
        or(contains(pageMeta.ogTitle, folded), contains(pageMeta.description, folded)),
      ),
    );
  const offerHits = db
    .select(
      columns(
        {
          type: "offer",
          typeOrder: 2,
          title: specialOffers.title,
          description: specialOffers.short,
          href: sql`'/special-offers/' || ${specialOffers.id} || '.html'`,
          position: sql`0`,
          published: noDate,
        },
        folded,
      ),
    )
    .from(specialOffers)
    .where(and(lte(specialOffers.validFrom, day), gte(specialOffers.validTo, day), contains(offerText, folded)));
  const newsHits = db
    .select(
      columns(
        {
          type: "news",
          typeOrder: 3,
          title: news.name,
          description: news.previewDescription,
          href: sql`'/news/' || ${news.code} || '.html'`,
          position: sql`0`,
          published: news.publishedAt,
        },
        folded,
      ),
    )
    .from(news)
    .where(
      and(
        eq(news.active, true),
        or(contains(news.name, folded), contains(news.previewDescription, folded), contains(newsText, folded)),
      ),
    );
  return modelHits.unionAll(pageHits).unionAll(offerHits).unionAll(newsHits);
}

/**
 * One page of hits for a query over models, page meta, the special offers running on `day` (Moscow,
 * 'YYYY-MM-DD') and active news, with the number of hits.
 */
export async function searchSite(db: Db, query: string, page: number, pageSize: number, day: string): Promise<SearchPage> {
  const folded = foldSearchText(query);
  const rows = await searchHits(db, folded, day)
    .orderBy(sql`type_order`, sql`title_miss`, sql`position`, sql`published desc nulls last`, sql`title`)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [totals] = await db.select({ total: count() }).from(searchHits(db, folded, day).as("hits"));
  return {
    items: rows.map(({ type, title, description, href }) => ({ type, title, description, href })),
    pagination: { page, pageSize, total: totals?.total ?? 0 },
  };
}
