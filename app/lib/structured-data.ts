import { useRouteLoaderData } from "react-router";

/**
 * schema.org structured data (JSON-LD) that search engines read beside a page: the dealer, breadcrumbs,
 * news articles and cars. Builders are pure; the feature that owns the data builds its own thing.
 */
export type JsonLdThing = { "@type": string; [property: string]: unknown };

/** The text of a `<script type="application/ld+json">`: a document can never end the script early. */
export function jsonLdText(thing: JsonLdThing): string {
  return JSON.stringify({ "@context": "https://schema.org", ...thing })
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** `path` on the site's public origin ("https://genesis-khimki.ru/news.html"); the path alone without one. */
export function absoluteUrl(siteUrl: string | null | undefined, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  const origin = (siteUrl ?? "").replace(/\/+$/, "");
  return `${origin}${path.startsWith("/") ? path : `/${path}`}`;
}

/** The public origin the root loader was given (SITE_URL), for absolute URLs in structured data. */
export function useSiteUrl(): string | null {
  const root = useRouteLoaderData("root") as { publicConfig?: { siteUrl?: unknown } } | undefined;
  const siteUrl = root?.publicConfig?.siteUrl;
  return typeof siteUrl === "string" ? siteUrl : null;
}

/** A breadcrumb as the page shows it; the last one, the page itself, has no link of its own. */
export type BreadcrumbItem = { title: string; href?: string };

/**
 * `BreadcrumbList` of the breadcrumbs a page shows («Главная» first); the page itself is the last
 * item, at `currentPath`.
 */
export function breadcrumbList(crumbs: readonly BreadcrumbItem[], currentPath: string, siteUrl: string | null): JsonLdThing {
  return {
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.title,
      item: absoluteUrl(siteUrl, index === crumbs.length - 1 ? currentPath : (crumb.href ?? currentPath)),
    })),
  };
}

const dayCodes = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
type DayCode = (typeof dayCodes)[number];
const dayIndex: Record<string, number> = { пн: 0, вт: 1, ср: 2, чт: 3, пт: 4, сб: 5, вс: 6 };

export type OpeningHours = { "@type": "OpeningHoursSpecification"; dayOfWeek: DayCode[]; opens: string; closes: string };

const twoDigitTime = (time: string) => (time.length === 4 ? `0${time}` : time);

function daysOf(words: string): number[] | null {
  const text = words.toLowerCase().replace(/ё/g, "е").trim();
  if (text === "" || /ежедневно|без выходных/.test(text)) return [0, 1, 2, 3, 4, 5, 6];
  if (/будни/.test(text)) return [0, 1, 2, 3, 4];
  if (/выходные/.test(text)) return [5, 6];
  const range = /^(пн|вт|ср|чт|пт|сб|вс)\s*[–—-]\s*(пн|вт|ср|чт|пт|сб|вс)$/.exec(text);
  if (range) {
    const from = dayIndex[range[1] ?? ""] ?? 0;
    const to = dayIndex[range[2] ?? ""] ?? 0;
    return to >= from ? Array.from({ length: to - from + 1 }, (_, i) => from + i) : null;
  }
  const list = text.split(/\s*,\s*/).map((day) => dayIndex[day]);
  return list.every((day) => day !== undefined) ? (list as number[]) : null;
}

/**
 * The opening hours written the way the dealer writes them («Ежедневно с 9:00 до 21:00», «Ежедневно:
 * 9:00–21:00», «Пн–Пт 9:00–20:00, Сб–Вс 10:00–18:00», «Будни с 8:00 до 20:00; выходные с 10:00 до 18:00»)
 * as schema.org specifications; null when any part says something else (then none are claimed).
 */
export function parseOpeningHours(text: string): OpeningHours[] | null {
  const parts = text.split(/[;\n]|(?<=\d:\d\d)\s*,/).map((part) => part.trim());
  const result: OpeningHours[] = [];
  for (const part of parts.filter((p) => p !== "")) {
    const match = /^(.*?)[:\s]*(?:(?<![а-яё])с\s*)?(\d{1,2}:\d{2})\s*(?:до|[–—-])\s*(\d{1,2}:\d{2})$/i.exec(part);
    if (!match) return null;
    const days = daysOf((match[1] ?? "").replace(/[:\s]+$/, ""));
    if (!days) return null;
    result.push({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: days.map((day) => dayCodes[day] as DayCode),
      opens: twoDigitTime(match[2] ?? ""),
      closes: twoDigitTime(match[3] ?? ""),
    });
  }
  return result.length > 0 ? result : null;
}
