import type { news } from "../schema";
import { news2025 } from "./news-2025";
import { news2026 } from "./news-2026";
import type { NewsContent } from "./news-types";

type NewsRow = typeof news.$inferInsert;

/** Seed rows of the news table; the preview image follows the code (`/images/news/{code}.svg`). */
export const newsSeed: NewsRow[] = [...news2025, ...news2026].map(toNewsRow);

function toNewsRow(item: NewsContent): NewsRow {
  return {
    id: item.id,
    code: item.code,
    name: item.name,
    publishedAt: item.date,
    metaTitle: item.metaTitle,
    metaDescription: item.metaDescription,
    previewDescription: item.preview,
    previewFile: `/images/news/${item.code}.svg`,
    active: item.active ?? true,
    description: item.body.join("\n"),
  };
}
