import { envelopeSchema } from "@contract/envelope";
import { newsItemSchema, newsListSchema } from "@contract/news";
import type { NewsItem, NewsList } from "@contract/news";
import { errorMessages } from "~/lib/error-messages";
import { buildNewsPage, newsPageSize } from "./news-list";
import type { NewsPage } from "./news-list";
import { staticArticles } from "./static-articles";

/** Request timeout of the news calls, in milliseconds (SPEC §9). */
const timeoutMs = 10_000;

const listAnswer = envelopeSchema(newsListSchema);
// The detail answer carries the item itself; a list holding it is accepted too.
const detailData = newsItemSchema.or(newsListSchema);

async function getJson(url: string, signal?: AbortSignal): Promise<{ status: number; body: unknown }> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const response = await fetch(url, {
    headers: { Accept: "application/json" },
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    body = null;
  }
  return { status: response.status, body };
}

/** One page of the server's news; rejects when the call fails or the answer is not a news list. */
export async function fetchNewsList(
  apiBaseUrl: string,
  query: { page: number; pageSize: number },
  signal?: AbortSignal,
): Promise<NewsList> {
  const url = `${apiBaseUrl}/v1/news?page=${query.page}&pageSize=${query.pageSize}`;
  const { status, body } = await getJson(url, signal);
  if (status !== 200) throw new Error(`${errorMessages.httpStatus(status)}: ${url}`);
  const answer = listAnswer.safeParse(body);
  if (!answer.success) throw new Error(`${errorMessages.invalidResponse}: ${url}`, { cause: answer.error });
  if (!answer.data.success) throw new Error(answer.data.message || errorMessages.unexpected);
  return answer.data.data;
}

/** The server's news item with this code, null when the server does not know it; rejects on other failures. */
export async function fetchNewsByCode(apiBaseUrl: string, code: string, signal?: AbortSignal): Promise<NewsItem | null> {
  const url = `${apiBaseUrl}/v1/news?code=${encodeURIComponent(code)}`;
  const { status, body } = await getJson(url, signal);
  if (status === 404) return null;
  if (status !== 200) throw new Error(`${errorMessages.httpStatus(status)}: ${url}`);
  const answer = envelopeSchema(detailData.nullable()).safeParse(body);
  if (!answer.success) throw new Error(`${errorMessages.invalidResponse}: ${url}`, { cause: answer.error });
  if (!answer.data.success) {
    if (answer.data.message === errorMessages.newsNotFound) return null;
    throw new Error(answer.data.message || errorMessages.unexpected);
  }
  const found = answer.data.data;
  if (found === null) return null;
  const item = "items" in found ? found.items.find((candidate) => candidate.code === code) : found;
  return item && item.code === code && item.active ? item : null;
}

/**
 * A page of the news list: bundled articles first on page 1, then the server's items (SPEC §7).
 * A failed load is logged and the bundled articles are shown; null means the page is past the end.
 */
export async function loadNewsPage(apiBaseUrl: string, page: number, signal?: AbortSignal): Promise<NewsPage | null> {
  let server: NewsList | null = null;
  try {
    server = await fetchNewsList(apiBaseUrl, { page, pageSize: newsPageSize }, signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error(errorMessages.newsListLoadFailed, error);
  }
  return buildNewsPage(
    page,
    staticArticles,
    server && { items: server.items, total: server.pagination.total, pageSize: server.pagination.pageSize },
  );
}

/** Looks a news item up: bundled articles first, then the server (SPEC §7). Null when neither has it. */
export async function loadNewsItem(
  apiBaseUrl: string,
  code: string,
  findBundled: (code: string) => NewsItem | undefined,
  signal?: AbortSignal,
): Promise<NewsItem | null> {
  const bundled = findBundled(code);
  if (bundled) return bundled;
  // Codes are slugs; anything else cannot name an article and is not sent to the server.
  if (!/^[\w-]{1,200}$/.test(code)) return null;
  return fetchNewsByCode(apiBaseUrl, code, signal);
}
