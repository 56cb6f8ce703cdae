import type { NewsItem } from "@contract/news";

/** A server news item for tests: active, dated, with a cover and a one-paragraph body; any field can be replaced. */
export function makeNewsItem(code: string, id = 1, fields: Partial<NewsItem> = {}): NewsItem {
  return {
    id,
    code,
    name: `Новость ${code}`,
    date: "2026-03-05 10:00:00",
    metaTitle: "",
    metaDescription: "",
    preview_description: "Анонс",
    preview_file: `/images/news/${code}.svg`,
    active: true,
    description: "<p>Текст</p>",
    ...fields,
  };
}
