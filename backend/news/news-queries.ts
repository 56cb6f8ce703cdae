import type { NewsItem, NewsList } from "@contract/news";
import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "../db/database";
import { columnsWithoutSearchVector } from "../search/search-vector";
import { news } from "./schema";

type NewsRow = Omit<typeof news.$inferSelect, "searchVector">;
const newsColumns = columnsWithoutSearchVector(news);

/** One page of active news, newest first, with the total number of active news. */
export async function getNewsPage(db: Db, page: number, pageSize: number): Promise<NewsList> {
  const rows = await db
    .select(newsColumns)
    .from(news)
    .where(eq(news.active, true))
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [totals] = await db.select({ total: count() }).from(news).where(eq(news.active, true));
  return { items: rows.map(toNewsItem), pagination: { page, pageSize, total: totals?.total ?? 0 } };
}

/** The active news item with this code, or null. */
export async function getNewsByCode(db: Db, code: string): Promise<NewsItem | null> {
  const [row] = await db
    .select(newsColumns)
    .from(news)
    .where(and(eq(news.code, code), eq(news.active, true)));
  return row ? toNewsItem(row) : null;
}

/** The active news item with this id, or null. */
export async function getNewsById(db: Db, id: number): Promise<NewsItem | null> {
  const [row] = await db
    .select(newsColumns)
    .from(news)
    .where(and(eq(news.id, id), eq(news.active, true)));
  return row ? toNewsItem(row) : null;
}

/** Formats a timestamp as the contract's 'YYYY-MM-DD HH:MM:SS', whatever text the driver returned. */
export function formatNewsDate(value: string): string {
  return value.replace("T", " ").slice(0, 19);
}

function toNewsItem(row: NewsRow): NewsItem {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    date: formatNewsDate(row.publishedAt),
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    preview_description: row.previewDescription,
    preview_file: row.previewFile,
    // The contract's field is optional, not nullable: leave it out rather than send null.
    ...(row.additionalPhotos ? { additional_photos: row.additionalPhotos } : {}),
    active: row.active,
    description: row.description,
  };
}
