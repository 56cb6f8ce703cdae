import type { JsonLdThing } from "./structured-data";

/**
 * What search engines ask of each schema.org type the site publishes: `required` (without them the
 * thing is ignored) and `recommended` (Google's and Yandex's structured-data guidelines), and the
 * properties schema.org defines for the type, so a misspelt one is caught.
 */
const types: Record<string, { required: string[]; recommended: string[]; properties: string[] }> = {
  AutoDealer: {
    required: ["name", "address"],
    recommended: ["url", "telephone", "openingHoursSpecification", "image"],
    properties: [
      "@id",
      "name",
      "url",
      "image",
      "logo",
      "brand",
      "address",
      "telephone",
      "email",
      "openingHoursSpecification",
      "department",
      "geo",
      "priceRange",
    ],
  },
  AutoRepair: {
    required: ["name", "address"],
    recommended: ["telephone", "openingHoursSpecification"],
    properties: ["@id", "name", "address", "telephone", "openingHoursSpecification", "url", "image"],
  },
  PostalAddress: {
    required: ["streetAddress", "addressCountry"],
    recommended: ["addressLocality", "addressRegion"],
    properties: ["streetAddress", "addressLocality", "addressRegion", "postalCode", "addressCountry"],
  },
  OpeningHoursSpecification: { required: ["dayOfWeek", "opens", "closes"], recommended: [], properties: ["dayOfWeek", "opens", "closes"] },
  BreadcrumbList: { required: ["itemListElement"], recommended: [], properties: ["itemListElement"] },
  ListItem: { required: ["position", "name", "item"], recommended: [], properties: ["position", "name", "item"] },
  NewsArticle: {
    required: ["headline"],
    recommended: ["image", "datePublished", "dateModified", "author", "publisher"],
    properties: [
      "@id",
      "mainEntityOfPage",
      "url",
      "headline",
      "description",
      "image",
      "datePublished",
      "dateModified",
      "inLanguage",
      "author",
      "publisher",
    ],
  },
  Organization: { required: ["name"], recommended: ["url"], properties: ["name", "url", "logo"] },
  ImageObject: { required: ["url"], recommended: [], properties: ["url"] },
  Brand: { required: ["name"], recommended: [], properties: ["name"] },
  Car: {
    required: ["name", "brand"],
    recommended: ["image", "offers", "model", "bodyType", "itemCondition", "url", "description"],
    properties: [
      "@id",
      "name",
      "url",
      "description",
      "image",
      "brand",
      "model",
      "bodyType",
      "itemCondition",
      "offers",
      "vehicleIdentificationNumber",
      "vehicleModelDate",
      "mileageFromOdometer",
      "color",
      "vehicleEngine",
      "fuelType",
      "driveWheelConfiguration",
      "vehicleTransmission",
    ],
  },
  AggregateOffer: {
    required: ["lowPrice", "priceCurrency"],
    recommended: ["highPrice", "offerCount", "availability"],
    properties: ["priceCurrency", "lowPrice", "highPrice", "offerCount", "availability", "url", "seller"],
  },
  Offer: {
    required: ["price", "priceCurrency"],
    recommended: ["availability", "url"],
    properties: ["price", "priceCurrency", "availability", "url", "seller", "itemCondition", "priceValidUntil"],
  },
};

/** The problems of a thing and everything nested in it: "Car: нет brand", "Car: неизвестное свойство colour". */
export function schemaOrgProblems(thing: unknown, path = "$"): string[] {
  if (Array.isArray(thing)) return thing.flatMap((item, i) => schemaOrgProblems(item, `${path}[${i}]`));
  if (typeof thing !== "object" || thing === null) return [];
  const record = thing as Record<string, unknown>;
  const type = record["@type"];
  const nested = Object.entries(record).flatMap(([key, value]) => (key.startsWith("@") ? [] : schemaOrgProblems(value, `${path}.${key}`)));
  // A bare reference ({"@id": …}) points at a thing described elsewhere.
  if (type === undefined) return Object.keys(record).every((key) => key === "@id") ? nested : [`${path}: нет @type`, ...nested];
  const rules = types[String(type)];
  if (!rules) return [`${path}: тип ${String(type)} не описан в проверке`, ...nested];
  const missing = [...rules.required, ...rules.recommended].filter(
    (key) => record[key] === undefined || record[key] === "" || record[key] === null,
  );
  const unknown = Object.keys(record).filter((key) => key !== "@type" && key !== "@context" && !rules.properties.includes(key));
  return [
    ...missing.map((key) => `${path} (${String(type)}): нет ${key}`),
    ...unknown.map((key) => `${path} (${String(type)}): неизвестное свойство ${key}`),
    ...nested,
  ];
}

/** Parses the page's JSON-LD blocks from HTML. */
export function jsonLdBlocks(html: string): JsonLdThing[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "") as JsonLdThing,
  );
}
