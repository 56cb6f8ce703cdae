import { expect, test } from "vitest";
import {
  consentBlocks,
  consentPdfHref,
  consentVersionHref,
  consentVersionIdPattern,
  currentOfKind,
  legacyConsentVersion,
} from "./consent-documents";
import { orderRequestSchema, serviceRequestSchema } from "./leads";

const service = { name: "Анна", phone: "+7 (911) 404-11-12", agree: "on", service: "to" };

test("a stored text is read into paragraphs and lists: a blank line parts paragraphs, lines starting with «— » are items", () => {
  expect(
    consentBlocks(
      "Я даю согласие.\n\n1. Цели обработки:\n\n— запись на тест-драйв;\n— запись на сервис.\r\n\r\nПервая строка\nвторая строка\n\n\n",
    ),
  ).toEqual([
    { kind: "paragraph", text: "Я даю согласие." },
    { kind: "paragraph", text: "1. Цели обработки:" },
    { kind: "list", items: ["запись на тест-драйв;", "запись на сервис."] },
    { kind: "paragraph", text: "Первая строка вторая строка" },
  ]);
  // A paragraph with a dash line among others stays a paragraph: nothing of the text is dropped.
  expect(consentBlocks("Текст\n— не пункт")).toEqual([{ kind: "paragraph", text: "Текст — не пункт" }]);
  expect(consentBlocks("")).toEqual([]);
});

test("a version's addresses and ids: the legacy constant is an id, a path or markup is not", () => {
  expect(consentVersionHref("personal-data-2")).toBe("/soglasie.html?version=personal-data-2");
  expect(consentPdfHref("advertising-1")).toBe("/docs/soglasie/advertising-1.pdf");
  for (const id of [legacyConsentVersion, "personal-data-2", "third-parties-1"]) expect(consentVersionIdPattern.test(id), id).toBe(true);
  for (const id of ["", "../etc", "Personal", "-x", "a".repeat(61), "<script>"]) expect(consentVersionIdPattern.test(id), id).toBe(false);
  expect(currentOfKind([{ kind: "advertising", id: "advertising-1" }], "advertising")?.id).toBe("advertising-1");
  expect(currentOfKind([], "personal-data")).toBeUndefined();
});

test("a form's consent fields: the versions it showed pass, anything else is read as not sent, never refused", () => {
  const shown = serviceRequestSchema.parse({
    ...service,
    consent_version: "personal-data-2",
    third_parties_consent_version: " third-parties-1 ",
    advertising_consent: "advertising-1",
  });
  expect(shown).toMatchObject({
    consent_version: "personal-data-2",
    third_parties_consent_version: "third-parties-1",
    advertising_consent: "advertising-1",
  });
  const forged = serviceRequestSchema.safeParse({
    ...service,
    consent_version: "<b>x</b>",
    third_parties_consent_version: 42,
    advertising_consent: "",
  });
  expect(forged.success).toBe(true);
  expect(forged.data?.consent_version).toBeUndefined();
  expect(forged.data?.third_parties_consent_version).toBeUndefined();
  expect(forged.data?.advertising_consent).toBeUndefined();
});

test("the advertising consent is optional: absent, empty, false or «off» is not given; a tick without a version is given", () => {
  const order = { ...service, model: "g90" };
  for (const absent of [undefined, "", false, "off", "false", "0", null]) {
    expect(orderRequestSchema.parse({ ...order, advertising_consent: absent }).advertising_consent, String(absent)).toBeUndefined();
  }
  for (const ticked of ["on", true, "true", "1", "Да"])
    expect(orderRequestSchema.parse({ ...order, advertising_consent: ticked }).advertising_consent, String(ticked)).toBe(true);
  // It is never what makes a request valid: without the required consent the request is refused all the same.
  expect(orderRequestSchema.safeParse({ ...order, agree: "", advertising_consent: "advertising-1" }).success).toBe(false);
});
