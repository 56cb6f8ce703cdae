import type { SearchPage, SearchResultType } from "@contract/search";
import { stockSources } from "@contract/stock";
import { and, count, eq, gte, like, lte, notExists, notInArray, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { models } from "../catalogue/schema";
import type { Db } from "../db/database";
import { news } from "../news/schema";
import { specialOffers } from "../offers/schema";
import { pageMeta } from "../site/schema";
import { searchDocuments } from "./schema";
import { siteOrigin, stockOrigin } from "./search-documents";
import { headlineOptions, segmentsOf, titleHeadlineOptions } from "./search-highlight";
import { toTsQueryText } from "./search-text";
import { searchConfig } from "./search-vector";

// One index for the site and the API (docs/decisions/0040): search_documents (the site's pages and
// the cars in stock) and the tables that keep their own vectors (models, page meta, offers, news).
// Every searched row has a generated, GIN-indexed `search_vector` (title weighted A), so a query is a
// few index look-ups; only the page of hits shown is cut into highlighted passages.

type Hit = {
  type: SearchResultType | SQL;
  typeOrder: number | SQL;
  title: SQLWrapper;
  description: SQLWrapper;
  href: SQLWrapper;
  section: SQLWrapper | string;
  /** The text the snippet is cut from. */
  text: SQLWrapper;
  /** Whether the title holds every term. */
  inTitle: SQL;
  /** How well the row matches, within its type. */
  rank: SQL;
  position: SQLWrapper;
  published: SQLWrapper;
};

const literal = (value: string | number | SQLWrapper) =>
  typeof value === "string" ? sql`${value}::text` : typeof value === "number" ? sql.raw(String(value)) : value;

// Every branch of the union selects the same columns; the hidden ones only order the hits.
function columns(hit: Hit) {
  return {
    type: sql<SearchResultType>`${literal(hit.type)}`.as("type"),
    title: sql<string>`${hit.title}`.as("title"),
    description: sql<string>`${hit.description}`.as("description"),
    href: sql<string>`${hit.href}`.as("href"),
    section: sql<string>`${literal(hit.section)}`.as("section"),
    text: sql<string>`${hit.text}`.as("text"),
    typeOrder: sql<number>`${literal(hit.typeOrder)}`.as("type_order"),
    titleMiss: sql<number>`case when ${hit.inTitle} then 0 else 1 end`.as("title_miss"),
    rank: sql<number>`${hit.rank}`.as("rank"),
    position: sql<number>`${hit.position}`.as("position"),
    published: sql<string | null>`${hit.published}`.as("published"),
  };
}

/** Plain text of news HTML, for its snippet: tags become spaces, the entities editors type are read. */
function htmlText(html: SQLWrapper): SQL {
  const entities: [string, string][] = [
    ["&nbsp;", " "],
    ["&laquo;", "«"],
    ["&raquo;", "»"],
    ["&quot;", '"'],
    ["&lt;", "<"],
    ["&gt;", ">"],
    ["&amp;", "&"],
  ];
  return entities.reduce(
    (text, [entity, char]) => sql`replace(${text}, ${entity}, ${char})`,
    sql`regexp_replace(${html}, '<[^>]*>', ' ', 'g')`,
  );
}

const servicePage = (href: SQLWrapper) => sql`(${href} = '/servis.html' or ${href} like '/servis/%')`;

type Queries = { match: SQL; inTitle: SQL };

function searchHits(db: Db, { match, inTitle }: Queries, day: string) {
  const noDate = sql`null::timestamp`;
  const matches = (vector: SQLWrapper) => sql`${vector} @@ ${match}`;
  const rank = (vector: SQLWrapper) => sql`ts_rank(${vector}, ${match})`;
  const modelHrefs = db.select({ href: models.href }).from(models);
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
        section: "Модели",
        text: sql`coalesce(${pageMeta.description}, '')`,
        inTitle: sql`${models.searchVector} @@ ${inTitle}`,
        rank: rank(modelVector),
        position: models.sortOrder,
        published: noDate,
      }),
    )
    .from(models)
    .leftJoin(pageMeta, eq(pageMeta.route, models.href))
    .where(matches(modelVector));
  // The site's pages with their full text and the bundled articles, as the web process indexed them;
  // a model's home page is already its model hit.
  // Rows of search_documents (the site's pages, the cars) as hits of the given kind and order.
  const documentHits = (type: Hit["type"], typeOrder: Hit["typeOrder"]) =>
    db
      .select(
        columns({
          type,
          typeOrder,
          title: searchDocuments.title,
          description: searchDocuments.description,
          href: searchDocuments.href,
          section: searchDocuments.section,
          text: sql`${searchDocuments.description} || E'\\n' || ${searchDocuments.body}`,
          inTitle: sql`${searchDocuments.searchVector} @@ ${inTitle}`,
          rank: rank(searchDocuments.searchVector),
          position: searchDocuments.position,
          published: noDate,
        }),
      )
      .from(searchDocuments);
  const siteHits = documentHits(sql`${searchDocuments.type}`, sql`case when ${searchDocuments.type} = 'news' then 4 else 1 end`).where(
    and(matches(searchDocuments.searchVector), eq(searchDocuments.origin, siteOrigin), notInArray(searchDocuments.href, modelHrefs)),
  );
  const indexedHrefs = db.select({ href: searchDocuments.href }).from(searchDocuments);
  // Page meta stands in for the pages the site has not indexed (all of them when no web process
  // has started on this database); pattern rows are not pages one can open.
  const pageHits = db
    .select(
      columns({
        type: sql`case when ${servicePage(pageMeta.route)} then 'service' else 'page' end`,
        typeOrder: 1,
        title: pageMeta.ogTitle,
        description: pageMeta.description,
        href: pageMeta.route,
        section: sql`case when ${servicePage(pageMeta.route)} then 'Сервис' else 'Страницы сайта' end`,
        text: pageMeta.description,
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
        notInArray(pageMeta.route, modelHrefs),
        notInArray(pageMeta.route, indexedHrefs),
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
        section: "Специальные предложения",
        text: sql`${specialOffers.short} || E'\\n' || array_to_string(${specialOffers.full}, E'\\n') || E'\\n' || array_to_string(${specialOffers.terms}, E'\\n')`,
        inTitle: sql`${specialOffers.searchVector} @@ ${inTitle}`,
        rank: rank(specialOffers.searchVector),
        position: sql`0`,
        published: noDate,
      }),
    )
    .from(specialOffers)
    .where(and(matches(specialOffers.searchVector), lte(specialOffers.validFrom, day), gte(specialOffers.validTo, day)));
  // A car an earlier feed also lists (the same VIN) is that feed's hit, as on the list (0056).
  const earlier = alias(searchDocuments, "earlier_feed");
  const feedOrder = sql`array[${sql.join(
    stockSources.map((source) => sql`${stockOrigin(source)}`),
    sql`, `,
  )}]::text[]`;
  const listedEarlier = db
    .select({ one: sql`1` })
    .from(earlier)
    .where(
      and(
        eq(earlier.vinKey, searchDocuments.vinKey),
        sql`array_position(${feedOrder}, ${earlier.origin}) < array_position(${feedOrder}, ${searchDocuments.origin})`,
      ),
    );
  const carHits = documentHits("car", 3).where(
    and(matches(searchDocuments.searchVector), like(searchDocuments.origin, "stock:%"), notExists(listedEarlier)),
  );
  // A bundled article with the same address wins, as on the news list.
  const newsHref = sql`'/news/' || ${news.code} || '.html'`;
  const newsHits = db
    .select(
      columns({
        type: "news",
        typeOrder: 4,
        title: news.name,
        description: news.previewDescription,
        href: newsHref,
        section: "Новости",
        text: sql`${news.previewDescription} || E'\\n' || ${htmlText(news.description)}`,
        inTitle: sql`${news.searchVector} @@ ${inTitle}`,
        rank: rank(news.searchVector),
        position: sql`0`,
        published: news.publishedAt,
      }),
    )
    .from(news)
    .where(
      and(
        matches(news.searchVector),
        eq(news.active, true),
        sql`${newsHref} not in (select ${searchDocuments.href} from ${searchDocuments})`,
      ),
    );
  return modelHits.unionAll(siteHits).unionAll(pageHits).unionAll(offerHits).unionAll(carHits).unionAll(newsHits);
}

/**
 * One page of hits for the terms of a query (see searchTerms) over models, the site's pages (or page
 * meta where the site has not indexed them), the special offers running on `day` (Moscow,
 * 'YYYY-MM-DD'), the cars in stock and active news, with the number of hits: title hits first, then
 * the rest; within each, models, pages and services, offers, cars, then news, then by rank, then in
 * menu order or newest first. Each hit carries its section and its title and a passage with the matches marked.
 */
export async function searchSite(db: Db, terms: string[], page: number, pageSize: number, day: string): Promise<SearchPage> {
  const pagination = { page, pageSize };
  if (terms.length === 0) return { items: [], pagination: { ...pagination, total: 0 } };
  const queries: Queries = {
    match: sql`to_tsquery(${searchConfig}, ${toTsQueryText(terms)})`,
    inTitle: sql`to_tsquery(${searchConfig}, ${toTsQueryText(terms, "A")})`,
  };
  const hits = searchHits(db, queries, day).as("hits");
  // The total comes with the page (a window over all hits), so one query answers both; the passages
  // are cut in the outer query, for the rows of the page only.
  const ordered = db
    .select({
      type: hits.type,
      title: hits.title,
      description: hits.description,
      href: hits.href,
      section: hits.section,
      text: hits.text,
      total: sql<number>`count(*) over ()`.as("total"),
      // What names the query in its title comes first, whatever its type: «кредит» finds the credit
      // offers before pages that only mention a credit (ADR 0040 addendum).
      ordinal:
        sql<number>`row_number() over (order by ${hits.titleMiss}, ${hits.typeOrder}, ${hits.rank} desc, ${hits.position}, ${hits.published} desc nulls last, ${hits.href})`.as(
          "ordinal",
        ),
    })
    .from(hits)
    .orderBy(sql`ordinal`)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .as("page_hits");
  const rows = await db
    .select({
      type: ordered.type,
      title: ordered.title,
      description: ordered.description,
      href: ordered.href,
      section: ordered.section,
      titleHeadline: sql<string>`ts_headline(${searchConfig}, ${unmarked(ordered.title)}, ${queries.match}, ${titleHeadlineOptions})`,
      snippetHeadline: sql<string>`ts_headline(${searchConfig}, ${unmarked(snippetWindow(ordered.text, terms))}, ${queries.match}, ${headlineOptions})`,
      total: sql<number>`${ordered.total}`.mapWith(Number),
    })
    .from(ordered)
    .orderBy(ordered.ordinal);
  const total = rows[0]?.total ?? (page === 1 ? 0 : await countHits(db, queries, day));
  return {
    items: rows.map(({ type, title, description, href, section, titleHeadline, snippetHeadline }) => ({
      type,
      title,
      description,
      href,
      section,
      highlight: { title: segmentsOf(titleHeadline), snippet: segmentsOf(snippetHeadline) },
    })),
    pagination: { ...pagination, total },
  };
}

/** Characters of a text ts_headline reads: it stems every word it reads, the dearest part of a query. */
const windowLength = 1200;

/**
 * The part of a text around the first place one of the terms begins (read as a crude stem: the word
 * without its last letters, folded as the index folds), from a word's start; the start of the text when
 * none is found. The hit was found by the full text's vector: this only bounds the passage's cost.
 */
function snippetWindow(text: SQLWrapper, terms: readonly string[]): SQL {
  const stems = terms.map((term) => (term.length > 4 ? term.slice(0, Math.max(4, term.length - 3)) : term));
  const found = sql.join(
    stems.map((stem) => sql`nullif(strpos(search_fold(${text}), ${stem}), 0)`),
    sql`, `,
  );
  const start = sql`greatest(coalesce(least(${found}), 1) - 200, 1)`;
  return sql`case when ${start} = 1 then left(${text}, ${windowLength}) else regexp_replace(substr(${text}, ${start}, ${windowLength}), '^\S*\s+', '') end`;
}

// The marks ts_headline puts around matches cannot be confused with the text's own characters.
function unmarked(text: SQLWrapper): SQL {
  return sql`translate(${text}, ${"\uE000\uE001"}, '')`;
}

// Only a page past the end needs its own count: it has no row to carry the window's total.
async function countHits(db: Db, queries: Queries, day: string): Promise<number> {
  const [totals] = await db.select({ total: count() }).from(searchHits(db, queries, day).as("hits"));
  return totals?.total ?? 0;
}
