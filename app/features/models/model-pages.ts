import type { ModelCode } from "@contract/model";

/** The kinds of model subpage; each kind has one page module in app/routes. */
export type ModelPageKind = "home" | "design" | "safety" | "technology" | "comfort" | "performance" | "gallery" | "price" | "long";

export type ModelPage = { path: string; kind: ModelPageKind; title: string };

export type ModelFamily = {
  code: ModelCode;
  /** Code the configurator uses in its deep link (docs/product.md §2.1). */
  configuratorCode: string;
  name: string;
  fullName: string;
  body: "sedan" | "suv";
  /** The model sub-header's nav: exactly the subpages this family has, home first. */
  pages: readonly ModelPage[];
  /** The model sub-header's additional dropdown. */
  addition: { title: string; list: readonly { title: string; href: string }[] };
};

const sharedAddition = (code: string, configuratorCode: string) => ({
  title: "Ещё",
  list: [
    { title: "Конфигуратор", href: `/configurator#slide=1&model=${configuratorCode}` },
    { title: "Автомобили в наличии", href: stockHref(code) },
    { title: "Тест-драйв", href: "/test-drive.html" },
    { title: "Специальные предложения", href: "/special-offers.html" },
  ],
});

/** Model families of docs/product.md §2.1 in menu order, each with its subpages. */
export const modelFamilies: readonly ModelFamily[] = [
  {
    code: "g70",
    configuratorCode: "g70-fl",
    name: "G70",
    fullName: "Genesis G70",
    body: "sedan",
    pages: [
      { path: "/new-g70.html", kind: "home", title: "Обзор" },
      { path: "/g70-design.html", kind: "design", title: "Дизайн" },
      { path: "/g70-safety.html", kind: "safety", title: "Безопасность" },
      { path: "/g70-technology.html", kind: "technology", title: "Технологии" },
      { path: "/g70-performance.html", kind: "performance", title: "Динамика" },
      { path: "/g70-gallery.html", kind: "gallery", title: "Галерея" },
      { path: "/new-g70-price.html", kind: "price", title: "Цены" },
    ],
    addition: sharedAddition("g70", "g70-fl"),
  },
  {
    code: "gv70",
    configuratorCode: "gv70",
    name: "GV70",
    fullName: "Genesis GV70",
    body: "suv",
    pages: [
      { path: "/gv70.html", kind: "home", title: "Обзор" },
      { path: "/gv70-design.html", kind: "design", title: "Дизайн" },
      { path: "/gv70-safety.html", kind: "safety", title: "Безопасность" },
      { path: "/gv70-technology.html", kind: "technology", title: "Технологии" },
      { path: "/gv70-performance.html", kind: "performance", title: "Динамика" },
      { path: "/gv70-gallery.html", kind: "gallery", title: "Галерея" },
    ],
    addition: sharedAddition("gv70", "gv70"),
  },
  {
    code: "g80-new",
    configuratorCode: "g80-new",
    name: "G80",
    fullName: "Новый Genesis G80",
    body: "sedan",
    pages: [
      { path: "/new-g80.html", kind: "home", title: "Обзор" },
      { path: "/new-g80-design.html", kind: "design", title: "Дизайн" },
      { path: "/new-g80-safety.html", kind: "safety", title: "Безопасность" },
      { path: "/new-g80-technology.html", kind: "technology", title: "Технологии" },
      { path: "/new-g80-performance.html", kind: "performance", title: "Динамика" },
      { path: "/new-g80-gallery.html", kind: "gallery", title: "Галерея" },
    ],
    addition: sharedAddition("g80-new", "g80-new"),
  },
  {
    code: "gv80",
    configuratorCode: "gv80",
    name: "GV80",
    fullName: "Genesis GV80",
    body: "suv",
    pages: [
      { path: "/gv80.html", kind: "home", title: "Обзор" },
      { path: "/gv80-design.html", kind: "design", title: "Дизайн" },
      { path: "/gv80-safety.html", kind: "safety", title: "Безопасность" },
      { path: "/gv80-technology.html", kind: "technology", title: "Технологии" },
      { path: "/gv80-performance.html", kind: "performance", title: "Динамика" },
      { path: "/gv80-gallery.html", kind: "gallery", title: "Галерея" },
    ],
    addition: sharedAddition("gv80", "gv80"),
  },
  {
    code: "g90",
    configuratorCode: "g90",
    name: "G90",
    fullName: "Genesis G90",
    body: "sedan",
    pages: [
      { path: "/g90.html", kind: "home", title: "Обзор" },
      { path: "/g90-design.html", kind: "design", title: "Дизайн" },
      { path: "/g90_L.html", kind: "long", title: "G90 L" },
      { path: "/g90-safety.html", kind: "safety", title: "Безопасность" },
      { path: "/g90-comfort.html", kind: "comfort", title: "Комфорт" },
      { path: "/g90-performance.html", kind: "performance", title: "Динамика" },
      { path: "/g90-gallery.html", kind: "gallery", title: "Галерея" },
      { path: "/g90-price.html", kind: "price", title: "Цены" },
    ],
    addition: sharedAddition("g90", "g90"),
  },
];

const byPath = new Map<string, { family: ModelFamily; page: ModelPage }>(
  modelFamilies.flatMap((family) => family.pages.map((page) => [page.path, { family, page }] as const)),
);

/** The model family and subpage a path shows, or undefined off the model routes (route meta of docs/product.md §2.1). */
export function findModelPage(pathname: string) {
  return byPath.get(pathname);
}

/** Like findModelPage, for loaders: a path that is not a model page is a 404. */
export function requireModelPage(pathname: string) {
  const found = byPath.get(pathname);
  if (!found) throw new Response("Страница не найдена", { status: 404 });
  return found;
}

/** The family with this code. */
export function getModelFamily(code: string): ModelFamily | undefined {
  return modelFamilies.find((family) => family.code === code);
}

/**
 * A family's full name in the genitive or after «о»: only «Новый» declines («конфигуратор нового
 * Genesis G80», «о новом Genesis G80»); the brand and model names stay as they are.
 */
export function fullNameIn(fullName: string, grammaticalCase: "genitive" | "prepositional"): string {
  return fullName.replace(/^Новый /, grammaticalCase === "genitive" ? "нового " : "новом ");
}

/** Configurator deep link of docs/product.md §2.1. */
export function configuratorHref(family: Pick<ModelFamily, "configuratorCode">): string {
  return `/configurator#slide=1&model=${family.configuratorCode}`;
}

/** The family's home page (its overview), or the models overview for a family without one. */
export function familyHomePath(family: Pick<ModelFamily, "pages">): string {
  return family.pages.find((p) => p.kind === "home")?.path ?? "/models.html";
}

/** The cars in stock of one model. */
export function stockHref(code: string): string {
  return `/avto-v-nalicii.html?model=${code}`;
}
