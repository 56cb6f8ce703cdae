import { expect, test } from "vitest";
import { averageRating } from "~/components/content/sections";
import { pluralize } from "~/lib/format";
import type { Section } from "~/components/content/sections";
import { requisiteRows } from "./company-info";
import { contentPages, findContentPage } from "./content-pages";
import { joinSentences, pageSearchText, pageTexts, sectionTexts } from "./page-text";
import { emptyDealerFacts, getDealerFacts, resolveSections } from "./types";
import type { ContentPage, LoadedContent } from "./types";
import { makeVacancy } from "~/features/company/people.test-helpers";
import { shippedReviews } from "@contract/reviews-shipped";

const options = {
  phone: "8 495 120-45-67",
  dealer_email: "info@genesis-khimki.ru",
  dealer_address: "Московская область, г. Химки, Ленинградское шоссе, вл. 21",
  dealer_hours: "Ежедневно с 9:00 до 21:00",
  legal_name: "Наименование, которое не показывается",
  legal_inn: "5047128397",
  legal_ogrn: "1175047005121",
  legal_kpp: "504701001",
};
const facts = getDealerFacts(options);

function sectionsOf(path: string, withFacts = facts): readonly Section[] {
  const page = findContentPage(path);
  if (!page) throw new Error(`нет страницы ${path}`);
  return resolveSections(page, withFacts);
}

// Latin words allowed on screen: model names, the brand, technical abbreviations and product names.
const allowedLatin = new Set([
  "genesis",
  "g70",
  "gv70",
  "g80",
  "gv80",
  "g90",
  "l",
  "x",
  "magma",
  "adas",
  "pdf",
  "crm",
  "visa",
  "mastercard",
  "connected",
  "services",
  "wi",
  "fi",
  "qr",
]);

test("the registry serves the fourteen content pages of the route table, each path once", () => {
  const paths = contentPages.map((page) => page.path);
  expect(new Set(paths).size).toBe(paths.length);
  expect(paths.sort()).toEqual(
    [
      "/brand.html",
      "/certified.html",
      "/clients.html",
      "/company-info.html",
      "/connected-services.html",
      "/contractors.html",
      "/oplata.html",
      "/otzivy.html",
      "/owners.html",
      "/personal-data.html",
      "/products.html",
      "/vakansii.html",
      "/videochat.html",
      "/warranty.html",
    ].sort(),
  );
  expect(findContentPage("/nope.html")).toBeUndefined();
});

test.each(contentPages.map((page) => [page.path, page] as const))(
  "%s has a title, description, lead and sections",
  (_path, page: ContentPage) => {
    expect(page.title.trim()).not.toBe("");
    expect(page.description.length).toBeGreaterThan(60);
    expect(page.description.length).toBeLessThanOrEqual(200);
    expect(page.lead.trim()).not.toBe("");
    for (const withFacts of [facts, emptyDealerFacts]) {
      const sections = resolveSections(page, withFacts);
      expect(sections.length).toBeGreaterThanOrEqual(2);
      for (const section of sections) expect(sectionTexts(section).join("").trim()).not.toBe("");
    }
  },
);

test("meta titles and descriptions are unique across the pages", () => {
  const titles = contentPages.map((page) => page.metaTitle ?? page.title);
  const descriptions = contentPages.map((page) => page.description);
  expect(new Set(titles).size).toBe(titles.length);
  expect(new Set(descriptions).size).toBe(descriptions.length);
});

test("no page text is a Latin-only sentence, and nothing reads like a placeholder", () => {
  const offending: string[] = [];
  for (const page of contentPages) {
    for (const text of [page.description, ...pageTexts(page), ...resolveSections(page, facts).flatMap(sectionTexts)]) {
      for (const sentence of text.split(/(?<=[.!?])\s+/)) {
        if (/[а-яё]/i.test(sentence)) continue;
        const latinWords = (sentence.replace(/\S+@\S+/g, "").match(/[a-z][a-z0-9]*/gi) ?? []).map((w) => w.toLowerCase());
        if (latinWords.some((word) => !allowedLatin.has(word))) offending.push(`${page.path}: ${sentence}`);
      }
      if (/lorem|ipsum|в разработке|скоро появится|coming soon|todo/i.test(text)) offending.push(`${page.path}: ${text}`);
      if (text.includes("!")) offending.push(`${page.path}: ${text}`);
    }
  }
  expect(offending).toEqual([]);
});

test("every internal link of the pages points to a path of the site", () => {
  const hrefs = contentPages.flatMap((page) =>
    resolveSections(page, facts).flatMap((section) =>
      section.kind === "links" ? section.items.map((i) => i.href) : section.kind === "cta" ? section.actions.map((a) => a.href) : [],
    ),
  );
  for (const href of hrefs) expect(href).toMatch(/^(\/[\w\-./]*(\?[\w=&-]+)?(#[\w-]+)?|#[\w-]+|tel:\+\d+|mailto:\S+)$/);
});

test("the dealer facts come from the options, with the phone formatted", () => {
  expect(facts).toMatchObject({ phone: "+7 (495) 120-45-67", phoneHref: "tel:+74951204567", inn: "5047128397", kpp: "504701001" });
  expect(getDealerFacts({})).toEqual(emptyDealerFacts);
});

test("the company details show INN, OGRN, KPP and the address, never the legal name", () => {
  const rows = requisiteRows(facts);
  expect(rows).toContainEqual(["ИНН", "5047128397"]);
  expect(rows).toContainEqual(["ОГРН", "1175047005121"]);
  expect(rows).toContainEqual(["КПП", "504701001"]);
  expect(rows).toContainEqual(["Адрес", options.dealer_address]);
  const text = sectionsOf("/company-info.html").flatMap(sectionTexts).join(" ");
  expect(text).not.toContain(options.legal_name);
  expect(requisiteRows(emptyDealerFacts)).toEqual([]);
});

test("the payments page has anchors for each way to pay, #kredit among them", () => {
  const ids = sectionsOf("/oplata.html")
    .map((section) => section.id)
    .filter(Boolean);
  expect(ids).toEqual(expect.arrayContaining(["karta", "sbp", "beznal", "nalichnye", "kredit", "lizing"]));
});

test("the reviews page shows the studio's reviews at #otzivy, in their order; it ships with at least eight, rated 1–5", () => {
  const page = findContentPage("/otzivy.html");
  if (!page) throw new Error("нет страницы отзывов");
  expect(page.loads).toBe("reviews");
  const published = shippedReviews.reviews.filter((review) => review.shown);
  const reviews = resolveSections(page, facts, { vacancies: [], reviews: published }).find((section) => section.kind === "reviews");
  if (reviews?.kind !== "reviews") throw new Error("нет блока отзывов");
  expect(reviews.id).toBe("otzivy");
  expect(reviews.items).toBe(published);
  expect(reviews.items.length).toBeGreaterThanOrEqual(8);
  for (const review of reviews.items) {
    expect(Number.isInteger(review.rating) && review.rating >= 1 && review.rating <= 5).toBe(true);
    expect(review.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }
  expect(averageRating(reviews.items)).toBeGreaterThan(4);
  // Search indexing sees no reviews here: the backend indexes the published ones itself.
  const unloaded = sectionsOf("/otzivy.html").find((section) => section.kind === "reviews");
  expect(unloaded?.kind === "reviews" && unloaded.items).toEqual([]);
  // With every review hidden the page says they will appear, rather than an average of none.
  const [none] = resolveSections(page, facts, { vacancies: [], reviews: [] });
  expect(none).toEqual({
    kind: "text",
    id: "otzivy",
    title: "Что говорят наши клиенты",
    paragraphs: ["Здесь появятся отзывы наших клиентов."],
  });
});

test("the vacancies page lists the API's positions with duties, requirements and conditions, each at its address, and how to apply", () => {
  const page = findContentPage("/vakansii.html");
  if (!page) throw new Error("нет страницы вакансий");
  expect(page.loads).toBe("vacancies");
  const vacancies = [makeVacancy(), makeVacancy({ code: "diagnost", title: "Диагност-автоэлектрик", salary: "" })];
  const sections = resolveSections(page, facts, { vacancies, reviews: [] });
  const positions = sections.find((section) => section.kind === "positions");
  if (positions?.kind !== "positions") throw new Error("нет блока вакансий");
  expect(positions.items.map((position) => [position.id, position.title, position.facts])).toEqual([
    ["avtomekhanik", "Автомеханик", ["Полная занятость", "График 2/2", "Доход от 130 000 ₽"]],
    // A vacancy that names no pay shows no empty fact.
    ["diagnost", "Диагност-автоэлектрик", ["Полная занятость", "График 2/2"]],
  ]);
  expect(positions.items[0]?.lists).toEqual([
    { title: "Обязанности", items: vacancies[0]?.duties },
    { title: "Требования", items: vacancies[0]?.requirements },
    { title: "Условия", items: vacancies[0]?.conditions },
  ]);
  const apply = sections.find((section) => section.id === "otklik");
  expect(apply?.kind === "cta" && apply.actions.map((a) => a.href)).toEqual([
    "mailto:info@genesis-khimki.ru?subject=%D0%A0%D0%B5%D0%B7%D1%8E%D0%BC%D0%B5",
    "tel:+74951204567",
  ]);
});

test("with no open vacancies, or none loaded, the page says so in place of the list and keeps how to apply", () => {
  const page = findContentPage("/vakansii.html");
  if (!page) throw new Error("нет страницы вакансий");
  const textOf = (vacancies: LoadedContent["vacancies"]) =>
    resolveSections(page, facts, { vacancies, reviews: [] }).flatMap((section) => (section.kind === "text" ? section.paragraphs : []));
  expect(textOf([])).toEqual([expect.stringMatching(/^Сейчас все позиции заняты\./)]);
  expect(textOf(null)).toEqual([expect.stringMatching(/^Список вакансий сейчас не загрузился\./)]);
  expect(resolveSections(page, facts, { vacancies: null, reviews: [] }).some((section) => section.id === "otklik")).toBe(true);
});

test("the products page prices every item in roubles", () => {
  const items = sectionsOf("/products.html").flatMap((section) =>
    section.kind === "products" ? section.categories.flatMap((category) => category.items) : [],
  );
  expect(items.length).toBeGreaterThanOrEqual(10);
  for (const item of items) expect(item.price).toBeGreaterThan(0);
});

test("the personal data page links both policies as PDFs", () => {
  const hrefs = sectionsOf("/personal-data.html").flatMap((section) => (section.kind === "links" ? section.items.map((i) => i.href) : []));
  expect(hrefs).toEqual(expect.arrayContaining(["/docs/privacy-policy.pdf", "/docs/personal-data-policy.pdf"]));
});

test("call-to-action buttons fall back to the contacts page when the phone is unknown", () => {
  const cta = sectionsOf("/videochat.html", emptyDealerFacts).find((section) => section.kind === "cta");
  expect(cta?.kind === "cta" && cta.actions.map((a) => a.href)).toContain("/contacts.html");
});

test("average rating and Russian plurals", () => {
  expect(averageRating([{ rating: 5 }, { rating: 4 }, { rating: 4 }])).toBe(4.3);
  expect(averageRating([])).toBe(0);
  const forms = ["отзыв", "отзыва", "отзывов"] as const;
  expect([1, 2, 5, 11, 21, 22, 25, 111].map((n) => pluralize(n, forms))).toEqual([
    "отзыв",
    "отзыва",
    "отзывов",
    "отзывов",
    "отзыв",
    "отзыва",
    "отзывов",
    "отзывов",
  ]);
});

test("search text ends every piece with punctuation and keeps sections on separate lines", () => {
  expect(joinSentences(["Кредит", "Срок до 7 лет.", " ", "Вопрос?"])).toBe("Кредит. Срок до 7 лет. Вопрос?");
  const page = findContentPage("/otzivy.html")!;
  const lines = pageSearchText(page).split("\n");
  expect(lines.length).toBe(resolveSections(page, emptyDealerFacts).length + 1);
  expect(lines[1]).toBe("Что говорят наши клиенты.");
  expect(lines[2]).toMatch(/^Оставить отзыв\. Расскажите о своём опыте/);
});
