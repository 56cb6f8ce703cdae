import { expect, test } from "vitest";
import { autoDealerData, postalAddress } from "~/features/contacts/dealer-structured-data";
import { fallbackDealerContacts } from "~/features/contacts/contacts";
import { modelCarData } from "~/features/models/model-structured-data";
import { moscowIsoDate, newsArticleData } from "~/features/news/news-structured-data";
import { schemaOrgProblems } from "~/lib/schema-org.test-helpers";
import { absoluteUrl, breadcrumbList, jsonLdText, parseOpeningHours } from "~/lib/structured-data";

const site = "https://genesis-khimki.ru";

test("JSON-LD text cannot close its script element, whatever a title holds", () => {
  const text = jsonLdText({ "@type": "NewsArticle", headline: "</script><script>alert(1)</script> & \u2028" });
  expect(text).not.toContain("</script");
  expect(text).not.toContain("<");
  expect(JSON.parse(text)).toMatchObject({ "@context": "https://schema.org", headline: "</script><script>alert(1)</script> & \u2028" });
});

test("opening hours as the dealer writes them become schema.org specifications", () => {
  const everyDay = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
  expect(parseOpeningHours("Ежедневно с 9:00 до 21:00")).toEqual([
    { "@type": "OpeningHoursSpecification", dayOfWeek: everyDay, opens: "09:00", closes: "21:00" },
  ]);
  expect(parseOpeningHours("Ежедневно: 8:00–22:00")?.[0]).toMatchObject({ opens: "08:00", closes: "22:00" });
  expect(parseOpeningHours("Пн–Пт 9:00–20:00, Сб–Вс 10:00–18:00")).toEqual([
    { "@type": "OpeningHoursSpecification", dayOfWeek: everyDay.slice(0, 5), opens: "09:00", closes: "20:00" },
    { "@type": "OpeningHoursSpecification", dayOfWeek: everyDay.slice(5), opens: "10:00", closes: "18:00" },
  ]);
  expect(parseOpeningHours("Будни с 8:00 до 20:00; выходные с 10:00 до 18:00")?.map((spec) => spec.dayOfWeek.length)).toEqual([5, 2]);
  expect(parseOpeningHours("Сб, Вс 10:00–17:00")?.[0]?.dayOfWeek).toEqual(["Saturday", "Sunday"]);
  // Anything else claims nothing rather than wrong hours.
  expect(parseOpeningHours("По предварительной записи")).toBeNull();
  expect(parseOpeningHours("Пн–Пт 9:00–20:00, по субботам по записи")).toBeNull();
});

test("the dealer's address is split into region, town and street", () => {
  expect(postalAddress("Московская область, г. Химки, Ленинградское шоссе, вл. 21")).toEqual({
    "@type": "PostalAddress",
    streetAddress: "Ленинградское шоссе, вл. 21",
    addressLocality: "Химки",
    addressRegion: "Московская область",
    addressCountry: "RU",
  });
  expect(postalAddress("Ленинградское шоссе, 21")).toEqual({
    "@type": "PostalAddress",
    streetAddress: "Ленинградское шоссе, 21",
    addressCountry: "RU",
  });
});

test("AutoDealer has every required and recommended property, with both sets of hours", () => {
  const dealer = autoDealerData(fallbackDealerContacts, site);
  expect(schemaOrgProblems(dealer)).toEqual([]);
  expect(dealer).toMatchObject({ "@type": "AutoDealer", name: "Genesis Химки", telephone: "+74951204567", url: `${site}/` });
  expect(dealer.department).toMatchObject({ "@type": "AutoRepair", openingHoursSpecification: [{ opens: "08:00", closes: "22:00" }] });
});

test("the checker itself names a missing and a misspelt property", () => {
  const dealer = autoDealerData(fallbackDealerContacts, site);
  const { telephone: _dropped, ...withoutPhone } = dealer;
  expect(schemaOrgProblems({ ...withoutPhone, colour: "чёрный" })).toEqual([
    "$ (AutoDealer): нет telephone",
    "$ (AutoDealer): неизвестное свойство colour",
  ]);
});

test("BreadcrumbList lists the shown crumbs with absolute addresses, the page itself last", () => {
  const list = breadcrumbList(
    [{ title: "Главная", href: "/" }, { title: "Новости", href: "/news.html" }, { title: "Открытие лаунжа" }],
    "/news/lounge.html",
    site,
  );
  expect(schemaOrgProblems(list)).toEqual([]);
  expect(list.itemListElement).toEqual([
    { "@type": "ListItem", position: 1, name: "Главная", item: `${site}/` },
    { "@type": "ListItem", position: 2, name: "Новости", item: `${site}/news.html` },
    { "@type": "ListItem", position: 3, name: "Открытие лаунжа", item: `${site}/news/lounge.html` },
  ]);
  expect(absoluteUrl(null, "/news.html")).toBe("/news.html");
});

test("NewsArticle: Moscow dates with their offset, a headline search engines show whole", () => {
  expect(moscowIsoDate("2026-11-23 23:30:00")).toBe("2026-11-23T23:30:00+03:00");
  const article = newsArticleData(
    {
      code: "lounge",
      name: "Л".repeat(130),
      date: "2026-03-01 10:00:00",
      preview_file: "/images/news/lounge.webp",
      description: "Коротко о главном.",
    },
    "Genesis Химки",
    site,
  );
  expect(schemaOrgProblems(article)).toEqual([]);
  expect(String(article.headline).length).toBeLessThanOrEqual(110);
  expect(article).toMatchObject({
    url: `${site}/news/lounge.html`,
    datePublished: "2026-03-01T10:00:00+03:00",
    image: [`${site}/images/news/lounge.webp`],
  });
});

test("Car of a model page offers its list prices in roubles; guide prices are not offered", () => {
  const model = { code: "g70", name: "G70", fullName: "Genesis G70", body: "sedan" as const, homePath: "/new-g70.html" };
  const packages = [
    { priceRub: 4_990_000, priceIndicative: false },
    { priceRub: 5_790_000, priceIndicative: false },
  ];
  const car = modelCarData(model, packages, "Спортивный седан.", site);
  expect(schemaOrgProblems(car)).toEqual([]);
  expect(car.offers).toMatchObject({
    "@type": "AggregateOffer",
    priceCurrency: "RUB",
    lowPrice: 4_990_000,
    highPrice: 5_790_000,
    offerCount: 2,
  });
  const guide = modelCarData(model, [{ priceRub: 9_000_000, priceIndicative: true }], "Скоро.", site);
  expect(guide.offers).toBeUndefined();
  expect(schemaOrgProblems(guide)).toEqual(["$ (Car): нет offers"]);
});
