import { expect, test } from "vitest";
import { modelCodes } from "./model-codes";
import {
  maintenanceIntervalCount,
  readServicePrice,
  serviceCodes,
  servicePriceMessages,
  servicePricesDraftSchema,
  servicePricesSchema,
} from "./service-prices";
import { shippedServicePrices } from "./service-prices-shipped";

/** The form as the editor sends it: every price as typed text. */
const typedForm = () => ({
  maintenance: Object.fromEntries(
    Object.entries(shippedServicePrices.maintenance).map(([model, prices]) => [model, prices.map((price) => String(price))]),
  ),
  services: Object.fromEntries(
    Object.entries(shippedServicePrices.services).map(([code, service]) => [code, { ...service, priceFrom: String(service.priceFrom) }]),
  ),
});

/** The message of each field a form is refused for, by its place. */
const refusals = (input: unknown) => {
  const parsed = servicePricesDraftSchema.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

test("the shipped prices read as the studio's form and as the site's answer, every model and service once", () => {
  expect(servicePricesDraftSchema.parse(shippedServicePrices)).toEqual(shippedServicePrices);
  expect(servicePricesSchema.parse(shippedServicePrices)).toEqual(shippedServicePrices);
  expect(Object.keys(shippedServicePrices.maintenance)).toEqual([...modelCodes]);
  expect(Object.keys(shippedServicePrices.services)).toEqual([...serviceCodes]);
  for (const prices of Object.values(shippedServicePrices.maintenance)) expect(prices).toHaveLength(maintenanceIntervalCount);
});

test("a price is read as people type it: spaces, a no-break space, a unit, a zero decimal part", () => {
  for (const [typed, price] of [
    ["18 900", 18_900],
    ["18900", 18_900],
    ["18\u00a0900 ₽", 18_900],
    ["18 900 руб.", 18_900],
    ["18 900,00", 18_900],
    [" 4900р. ", 4_900],
    [27_400, 27_400],
  ] as const)
    expect(readServicePrice(typed), String(typed)).toEqual({ price });
  expect(servicePricesDraftSchema.parse(typedForm())).toEqual(shippedServicePrices);
});

test("an empty interval is «по запросу»; a wrong one is refused beside its field in Russian", () => {
  const form = typedForm();
  form.maintenance.g70 = ["", "27 400,50", "-19 800", "около 20 тысяч", "50", "2 000 000", "31 200", "46 900"];
  expect(refusals(form)).toEqual({
    "maintenance.g70.1": servicePriceMessages.priceWhole,
    "maintenance.g70.2": servicePriceMessages.priceInvalid,
    "maintenance.g70.3": servicePriceMessages.priceInvalid,
    "maintenance.g70.4": servicePriceMessages.priceRange,
    "maintenance.g70.5": servicePriceMessages.priceRange,
  });
  form.maintenance.g70 = ["", "", "19 800", "", "", "", "", ""];
  expect(servicePricesDraftSchema.parse(form).maintenance.g70).toEqual([null, null, 19_800, null, null, null, null, null]);
});

test("a service needs its «от» price and a note of what it buys", () => {
  const form = typedForm();
  form.services.elektrika = { priceFrom: "", priceNote: "  Работа.  " };
  form.services.podveska = { priceFrom: "4 200 $", priceNote: "Регулировка   углов\nустановки колёс." };
  expect(refusals(form)).toEqual({
    "services.elektrika.priceFrom": servicePriceMessages.priceFromRequired,
    "services.elektrika.priceNote": servicePriceMessages.noteRequired,
  });
  form.services.elektrika = { ...shippedServicePrices.services.elektrika, priceFrom: "3 900" };
  expect(servicePricesDraftSchema.parse(form).services.podveska).toEqual({
    priceFrom: 4_200,
    priceNote: "Регулировка углов установки колёс.",
  });
});

test("a model or a service missing, an unknown one, or a short row is refused as a whole, in Russian", () => {
  const form = typedForm();
  const { gv80: _gv80, ...fourModels } = form.maintenance;
  expect(Object.values(refusals({ ...form, maintenance: fourModels }))).toEqual([servicePriceMessages.maintenanceInvalid]);
  expect(Object.values(refusals({ ...form, maintenance: { ...form.maintenance, g100: form.maintenance.g70 } }))).toEqual([
    servicePriceMessages.maintenanceInvalid,
  ]);
  expect(refusals({ ...form, maintenance: { ...form.maintenance, g90: ["1 000"] } })).toEqual({
    "maintenance.g90": servicePriceMessages.maintenanceInvalid,
  });
  const { podveska: _podveska, ...nineServices } = form.services;
  expect(Object.values(refusals({ ...form, services: nineServices }))).toEqual([servicePriceMessages.servicesInvalid]);
  expect(Object.values(refusals({ ...form, services: { ...form.services, moyka: form.services.podveska } }))).toEqual([
    servicePriceMessages.servicesInvalid,
  ]);
  expect(Object.values(refusals({}))).toEqual([servicePriceMessages.maintenanceInvalid, servicePriceMessages.servicesInvalid]);
});
