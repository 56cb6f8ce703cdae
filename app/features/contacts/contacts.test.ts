import { expect, test } from "vitest";
import { collectCopy } from "@contract/copy-check.test-helpers";
import { fallbackDealerContacts, getDealerContacts, phoneLink, stripHoursLabel } from "./contacts";
import { contactDepartments, dealerListings, directionSections, requireDepartment } from "./contact-directory";

test("getDealerContacts takes every value from the site options", () => {
  const contacts = getDealerContacts({
    dealer_name: "Genesis Химки",
    dealer_address: "Химки, Ленинградское шоссе, вл. 21",
    dealer_phone: "8 495 120-45-67",
    phone: "8 495 120-45-67",
    dealer_email: "hello@example.ru",
    dealer_hours: "Ежедневно с 10:00 до 20:00",
    dealer_service_hours: "Сервис: ежедневно с 8:00 до 22:00",
  });
  expect(contacts).toEqual({
    name: "Genesis Химки",
    address: "Химки, Ленинградское шоссе, вл. 21",
    phone: "+74951204567",
    email: "hello@example.ru",
    salesHours: "Ежедневно с 10:00 до 20:00",
    serviceHours: "Ежедневно с 8:00 до 22:00",
  });
});

test("getDealerContacts falls back to the published contacts for missing or blank options", () => {
  expect(getDealerContacts({})).toEqual(fallbackDealerContacts);
  expect(getDealerContacts({ dealer_address: "  ", phone: null, dealer_hours: 42 })).toEqual(fallbackDealerContacts);
  expect(getDealerContacts({ dealer_phone: "+7 (495) 000-00-01" }).phone).toBe("+74950000001");
});

test("stripHoursLabel drops a leading label and capitalises the rest", () => {
  expect(stripHoursLabel("Сервис: ежедневно с 8:00 до 22:00")).toBe("Ежедневно с 8:00 до 22:00");
  expect(stripHoursLabel("Ежедневно с 9:00 до 21:00")).toBe("Ежедневно с 9:00 до 21:00");
  expect(stripHoursLabel("с 9:00 до 21:00")).toBe("С 9:00 до 21:00");
});

test("phoneLink gives the visible form and the tel: link, or nothing without a phone", () => {
  expect(phoneLink("+74951204568")).toEqual({ text: "+7 (495) 120-45-68", href: "tel:+74951204568" });
  expect(phoneLink("8 495 120-45-67")).toEqual({ text: "+7 (495) 120-45-67", href: "tel:+74951204567" });
  expect(phoneLink(null)).toBeNull();
  expect(phoneLink("")).toBeNull();
});

test("every department has a dialable phone, an e-mail and unique id; the service one exists", () => {
  expect(new Set(contactDepartments.map((d) => d.id)).size).toBe(contactDepartments.length);
  for (const department of contactDepartments) {
    expect(department.phone).toMatch(/^\+7\d{10}$/);
    expect(department.email).toMatch(/^[a-z.-]+@genesis-khimki\.ru$/);
    expect(department.name && department.text && department.hours).toBeTruthy();
  }
  expect(requireDepartment("service").name).toBe("Сервисный центр");
  expect(() => requireDepartment("nope")).toThrow();
});

test("the dealers list holds this dealership as the one dealer", () => {
  expect(dealerListings.flatMap((l) => l.dealers).map((d) => d.id)).toEqual(["genesis-khimki"]);
});

test("the directions mention the metro and the МЦД", () => {
  const directions = collectCopy(directionSections)
    .map(({ text }) => text)
    .join(" ");
  expect(directions).toContain("Ховрино");
  expect(directions).toContain("МЦД");
  expect(directions).toContain("Ленинградск");
});
