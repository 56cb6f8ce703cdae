import { modelFamilies } from "~/features/models/model-pages";
import { newsHref } from "~/features/news/news-list";
import { staticArticles } from "~/features/news/static-articles";
import { contentPages } from "~/features/pages/content-pages";
import { pageSearchText } from "~/features/pages/page-text";
import { serviceHref, services } from "~/features/service/services";
import { sitemapGroups } from "~/features/sitemap/sitemap";
import type { SiteSearchDocument } from "@contract/search";

/** Plain text of article HTML: blocks become lines, other tags spaces; the few entities the articles use are decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/(p|h[1-6]|li|blockquote|figcaption|tr)>/gi, "\n")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&laquo;/g, "«")
    .replace(/&raquo;/g, "»")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter((line) => line !== "")
    .join("\n");
}

// What the body is called, in the sentence a model page's snippet starts with (and the words a search finds it by).
const bodyWords = { sedan: "седан премиум-класса", suv: "кроссовер премиум-класса, внедорожник для города и дальних поездок" } as const;

/**
 * Every page of the site for the search index (the web process hands them to the backend as it starts):
 * the sitemap's entries (titles, descriptions, sections), enriched with the text of the content and
 * service pages and the model families' names, plus the bundled news articles.
 */
export function getSiteDocuments(): SiteSearchDocument[] {
  const pageText = new Map(contentPages.map((page) => [page.path, pageSearchText(page)]));
  const familyText = new Map(
    modelFamilies.flatMap((family) => family.pages.map((page) => [page.path, `${family.fullName} — ${bodyWords[family.body]}.`] as const)),
  );
  // The service pages are found by what they say, not only by their titles (the team's pages: the backend
  // indexes them from its own table, backend/people/people-search.ts).
  // The list of works ends each item with a full stop: a passage cut across two items reads as two sentences.
  const serviceText = new Map(
    services.map((service) => [
      serviceHref(service),
      [service.lead, ...service.details, ...service.included.map((item) => `${item}.`)].join("\n"),
    ]),
  );
  const documents = new Map<string, SiteSearchDocument>();
  for (const group of sitemapGroups) {
    for (const entry of group.blocks.flatMap((block) => block.entries)) {
      if (documents.has(entry.path)) continue;
      documents.set(entry.path, {
        path: entry.path,
        title: entry.title,
        description: entry.description,
        text: pageText.get(entry.path) ?? familyText.get(entry.path) ?? serviceText.get(entry.path) ?? "",
        section: entry.path === "/servis.html" || entry.path.startsWith("/servis/") ? "Сервис" : group.title,
        type: "page",
      });
    }
  }
  for (const article of staticArticles) {
    const path = newsHref(article.code);
    documents.set(path, {
      path,
      title: article.name,
      description: article.preview_description,
      text: htmlToText(article.description),
      section: "Новости",
      type: "news",
    });
  }
  return [...documents.values()];
}
