import type { MetaDescriptor } from "react-router";
import { expect, test } from "vitest";
import type { PageMeta } from "@contract/page-meta";
import { buildMeta, pageMeta, pageMetaRouteId, siteTitleSuffix, type MetaSources } from "./meta";

const apiRow = (over: Partial<PageMeta> = {}): PageMeta => ({
  route: "/brand.html",
  routeId: "brand",
  title: "О бренде Genesis — Genesis Химки",
  description: "История и ценности бренда.",
  ogTitle: "О бренде Genesis",
  ogDescription: "История и ценности бренда.",
  ogImage: "/images/og/brand.jpg",
  ...over,
});

const sources = (over: Partial<MetaSources> = {}): MetaSources => ({
  api: null,
  own: null,
  siteUrl: "https://genesis-khimki.ru/",
  pathname: "/brand.html",
  siteName: "Genesis Химки",
  ...over,
});

/** The tags as a flat map: title, name=…, property=…, link rel=…. */
function tags(meta: MetaDescriptor[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const tag of meta) {
    const t = tag as Record<string, string>;
    if ("title" in t) out.title = String(t.title);
    else if (t.tagName === "link") out[`link:${t.rel}`] = String(t.href);
    else out[t.name ?? t.property ?? "?"] = String(t.content);
  }
  return out;
}

test("the API's row wins over a route's built-in copy and its title is used as is", () => {
  const meta = tags(buildMeta(sources({ api: apiRow(), own: { title: "О бренде", description: "Своё описание" } })));
  expect(meta).toEqual({
    title: "О бренде Genesis — Genesis Химки",
    description: "История и ценности бренда.",
    "link:canonical": "https://genesis-khimki.ru/brand.html",
    "og:title": "О бренде Genesis",
    "og:description": "История и ценности бренда.",
    "og:url": "https://genesis-khimki.ru/brand.html",
    "og:image": "https://genesis-khimki.ru/images/og/brand.jpg",
    "og:type": "website",
    "og:locale": "ru_RU",
    "og:site_name": "Genesis Химки",
  });
});

test("without an API row the route's copy is used with the site suffix and the default picture", () => {
  const meta = tags(buildMeta(sources({ own: { title: "Контакты", description: "Адрес и телефоны." }, pathname: "/contacts.html" })));
  expect(meta.title).toBe(`Контакты${siteTitleSuffix}`);
  expect(meta["og:title"]).toBe("Контакты");
  expect(meta.description).toBe("Адрес и телефоны.");
  expect(meta["og:image"]).toBe("https://genesis-khimki.ru/images/og/genesis-khimki.jpg");
  expect(meta["link:canonical"]).toBe("https://genesis-khimki.ru/contacts.html");
});

test("a page's specific meta (an article) beats the API's pattern row, whose picture it keeps when it has no raster one", () => {
  const pattern = apiRow({ route: "/news/:code.html", routeId: "news-detail", ogImage: "/images/og/news.jpg" });
  const own = {
    title: "Новый GV80 Coupe",
    description: "Подробности.",
    specific: true,
    image: "/images/news/gv80.svg",
    type: "article" as const,
  };
  const meta = tags(buildMeta(sources({ api: pattern, own, pathname: "/news/gv80.html" })));
  expect(meta.title).toBe(`Новый GV80 Coupe${siteTitleSuffix}`);
  expect(meta["og:title"]).toBe("Новый GV80 Coupe");
  expect(meta["og:image"]).toBe("https://genesis-khimki.ru/images/og/news.jpg");
  expect(meta["og:type"]).toBe("article");
  const photo = tags(buildMeta(sources({ api: pattern, own: { ...own, image: "https://cdn.example.ru/gv80.jpg" } })));
  expect(photo["og:image"]).toBe("https://cdn.example.ru/gv80.jpg");
});

test("a dynamic page without its data falls back to the API's pattern row; nothing at all gives no tags", () => {
  const pattern = apiRow({ route: "/worker/:slug.html", title: "Сотрудник — Genesis Химки" });
  expect(tags(buildMeta(sources({ api: pattern, own: null }))).title).toBe("Сотрудник — Genesis Химки");
  expect(buildMeta(sources())).toEqual([]);
});

test("noindex pages carry robots and no canonical link", () => {
  const meta = tags(
    buildMeta(sources({ own: { title: "Страница не найдена", description: "Нет такой.", noindex: true, specific: true } })),
  );
  expect(meta.robots).toBe("noindex");
  expect(meta["link:canonical"]).toBeUndefined();
  expect(meta["og:url"]).toBeUndefined();
});

test("pageMeta reads the API row, the site URL and the dealer's name from the route matches", () => {
  const meta = tags(
    pageMeta(
      {
        location: { pathname: "/brand.html" },
        matches: [
          { id: "root", loaderData: { publicConfig: { siteUrl: "https://example.ru" }, options: { dealer_name: "Genesis Север" } } },
          { id: pageMetaRouteId, loaderData: { pageMeta: apiRow() } },
          { id: "brand", loaderData: undefined },
        ],
      },
      { title: "О бренде", description: "Своё" },
    ),
  );
  expect(meta.title).toBe("О бренде Genesis — Genesis Химки");
  expect(meta["link:canonical"]).toBe("https://example.ru/brand.html");
  expect(meta["og:site_name"]).toBe("Genesis Север");
});

test("pageMeta without root data still gives relative URLs and the default site name", () => {
  const meta = tags(pageMeta({ location: { pathname: "/" }, matches: [] }, { title: "Главная", description: "Описание" }));
  expect(meta["link:canonical"]).toBe("/");
  expect(meta["og:site_name"]).toBe("Genesis Химки");
  expect(meta.title).toBe(`Главная${siteTitleSuffix}`);
});
