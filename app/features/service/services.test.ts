import { expect, test } from "vitest";
import { serviceCodes, type ServiceCode } from "@contract/service-prices";
import { shippedServicePrices } from "@contract/service-prices-shipped";
import { iconNames } from "~/components/ui/icon-set";
import { collectCopy } from "@contract/copy-check.test-helpers";
import { callbackSections } from "./service-callback";
import { servicePhoneLink } from "./service-content";
import { type ServiceItem, findService, getRelatedServices, serviceHref, services } from "./services";

const makeService = (slug: string): ServiceItem => ({
  slug: slug as ServiceCode,
  icon: "tires",
  title: slug,
  short: "",
  lead: "",
  details: [],
  included: [],
  duration: "",
});

test("at least eight services, each complete, with a latin-kebab slug that is not the maintenance page", () => {
  expect(services.length).toBeGreaterThanOrEqual(8);
  expect(new Set(services.map((s) => s.slug)).size).toBe(services.length);
  for (const service of services) {
    expect(service.slug).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
    expect(service.slug).not.toBe("to");
    expect(iconNames).toContain(service.icon);
    expect(service.title && service.short && service.lead && service.duration).toBeTruthy();
    expect(service.details.length).toBeGreaterThan(0);
    expect(service.included.length).toBeGreaterThanOrEqual(3);
  }
});

test("every service has its price in the studio's list, in the page's order, with a note of what it buys", () => {
  expect(services.map((service) => service.slug)).toEqual([...serviceCodes]);
  for (const service of services) {
    const { priceFrom, priceNote } = shippedServicePrices.services[service.slug];
    expect(Number.isInteger(priceFrom) && priceFrom > 0).toBe(true);
    expect(priceNote).toMatch(/^[А-ЯЁ].{9,}\.$/);
  }
});

test("the brief's services are all there", () => {
  const titles = services.map((s) => s.title.toLowerCase()).join(" | ");
  for (const word of ["шиномонтаж", "тормозн", "масла", "электри", "диагностика", "кузовной", "кондиционер", "зим"]) {
    expect(titles).toContain(word);
  }
});

test("findService and serviceHref agree with the route /servis/{slug}.html", () => {
  expect(findService("diagnostika")?.icon).toBe("diagnosis");
  expect(findService("to")).toBeUndefined();
  expect(findService("nope")).toBeUndefined();
  expect(serviceHref({ slug: "diagnostika" })).toBe("/servis/diagnostika.html");
});

test("getRelatedServices suggests the next services, wrapping around, never the service itself", () => {
  const list = ["a", "b", "c", "d"].map(makeService);
  expect(getRelatedServices("c", 3, list).map((s) => s.slug)).toEqual(["d", "a", "b"]);
  expect(getRelatedServices("a", 2, list).map((s) => s.slug)).toEqual(["b", "c"]);
  expect(getRelatedServices("zzz", 2, list).map((s) => s.slug)).toEqual(["a", "b"]);
  for (const service of services) {
    expect(getRelatedServices(service.slug).map((s) => s.slug)).not.toContain(service.slug);
  }
});

test("the service phone is the service centre's direct line", () => {
  expect(servicePhoneLink.href).toMatch(/^tel:\+7\d{10}$/);
  expect(servicePhoneLink.text).toMatch(/^\+7 \(\d{3}\) \d{3}-\d{2}-\d{2}$/);
});

test("the callback page asks for the VIN and the mileage and has no form", () => {
  const text = collectCopy(callbackSections)
    .map(({ text }) => text)
    .join(" ");
  expect(text).toContain("VIN");
  expect(text).toContain("Пробег");
  expect(callbackSections.map((s) => s.kind)).not.toContain("form");
});
