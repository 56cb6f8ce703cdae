// The service prices in the studio (docs/decisions/0112), through the staff API on both databases: the prices
// ship as the site always showed them; the service role edits them and marketing may not; a price typed wrong is
// refused beside its field in Russian and nothing is saved; a publish changes GET /v1/service-prices and the
// content version at once; restoring the shipped version brings them back.
import { contentItemSchema } from "@contract/content";
import { servicePriceMessages, servicePricesSchema, type ServicePricesForm } from "@contract/service-prices";
import { shippedServicePrices } from "@contract/service-prices-shipped";
import { staffMessages, type StaffSession } from "@contract/staff";
import { expect, test } from "vitest";
import { readContentVersion } from "../db/content-versions";
import { createTestClock } from "../testing/clock";
import { describeEachDatabase } from "../testing/databases";
import { staffSuite } from "../testing/staff-suite";

const itemPath = "/v1/staff/content/service-prices/catalogue";

/** The shipped prices as the editor's form sends them: every price typed, as a person would. */
function typedForm(): ServicePricesForm {
  const typed = (price: number | null) => (price === null ? "" : `${price.toLocaleString("ru-RU")} ₽`);
  return {
    maintenance: Object.fromEntries(
      Object.entries(shippedServicePrices.maintenance).map(([model, prices]) => [model, prices.map(typed)]),
    ) as ServicePricesForm["maintenance"],
    services: Object.fromEntries(
      Object.entries(shippedServicePrices.services).map(([code, service]) => [code, { ...service, priceFrom: typed(service.priceFrom) }]),
    ) as ServicePricesForm["services"],
  };
}

describeEachDatabase((ctx) => {
  const clock = createTestClock("2026-12-06T10:00:00+03:00");
  const { url, api, sessions } = staffSuite(ctx, { roles: ["service", "marketing"], network: "10.36.0", now: clock.now });
  const as = (session: StaffSession) => ({ token: session.token, csrf: session.csrfToken });
  const pricesOnSite = async () => {
    const response = await fetch(`${url()}/v1/service-prices`);
    return servicePricesSchema.parse(((await response.json()) as { data: unknown }).data);
  };
  const open = async () => contentItemSchema.parse((await api().call(itemPath, { token: sessions.service.token })).body.data);
  /** The fields a save was refused for, each with its message. */
  const refused = (answer: { body: { data: unknown } }) => (answer.body.data as { fields?: Record<string, string> }).fields;
  const save = (base: number, data: unknown, session = sessions.service) =>
    api().call(`${itemPath}/save`, { ...as(session), json: { base, data } });

  test("the prices ship as the site showed them; the service role opens them, marketing may not, and they are never taken down", async () => {
    expect(await pricesOnSite()).toEqual(shippedServicePrices);
    const item = await open();
    expect(item).toMatchObject({ id: "catalogue", base: 0, status: "published" });
    expect(item.data).toEqual(shippedServicePrices);
    const forbidden = await api().call(itemPath, { token: sessions.marketing.token });
    expect([forbidden.status, forbidden.body.message]).toEqual([403, staffMessages.forbidden]);
    const marketingSave = await save(0, typedForm(), sessions.marketing);
    expect([marketingSave.status, marketingSave.body.message]).toEqual([403, staffMessages.forbidden]);
    const takeDown = await api().call(`${itemPath}/take-down`, { ...as(sessions.service), json: {} });
    expect([takeDown.status, takeDown.body.message]).toEqual([400, servicePriceMessages.permanent]);
    const other = await api().call("/v1/staff/content/service-prices/other", { token: sessions.service.token });
    expect(other.status).toBe(404);
  });

  test("a price typed wrong is refused beside its field in Russian, and nothing is saved", async () => {
    const form = typedForm();
    form.maintenance.g70 = ["18 900", "27 400,50", "около двадцати тысяч", ...form.maintenance.g70.slice(3)];
    form.services.elektrika = { priceFrom: "", priceNote: "Работа." };
    const bad = await save(0, form);
    expect(bad.status).toBe(400);
    expect(refused(bad)).toEqual({
      "maintenance.g70.1": servicePriceMessages.priceWhole,
      "maintenance.g70.2": servicePriceMessages.priceInvalid,
      "services.elektrika.priceFrom": servicePriceMessages.priceFromRequired,
      "services.elektrika.priceNote": servicePriceMessages.noteRequired,
    });
    const { gv80: _gv80, ...fourModels } = typedForm().maintenance;
    const partial = await save(0, { ...typedForm(), maintenance: fourModels });
    expect(Object.values(refused(partial) ?? {})).toEqual([servicePriceMessages.maintenanceInvalid]);
    expect((await open()).history).toEqual([]);
    expect(await pricesOnSite()).toEqual(shippedServicePrices);
  });

  test("a publish puts the new ТО-2 price of G70 and a service's price on the site; restoring the shipped version brings them back", async () => {
    const db = ctx.database().db;
    const form = typedForm();
    form.maintenance.g70 = form.maintenance.g70.map((price, index) => (index === 1 ? "28 100 ₽" : index === 7 ? "" : price));
    form.services.shinomontazh = { priceFrom: "5200", priceNote: "Сезонная замена колёс в сборе, с балансировкой." };
    const saved = await save(0, form);
    expect(saved.status, saved.body.message).toBe(200);
    // Revision 1 keeps the prices as they shipped; the draft is revision 2, and the site has not changed.
    expect((await pricesOnSite()).maintenance.g70[1]).toBe(27_400);
    const before = await readContentVersion(db);
    const published = await api().call(`${itemPath}/publish`, { ...as(sessions.service), json: { number: 2 } });
    expect(published.status, published.body.message).toBe(200);
    expect(await readContentVersion(db)).not.toBe(before);
    const prices = await pricesOnSite();
    expect(prices.maintenance.g70).toEqual([18_900, 28_100, 19_800, 38_600, 19_800, 31_200, 20_400, null]);
    expect(prices.services.shinomontazh).toEqual({ priceFrom: 5_200, priceNote: "Сезонная замена колёс в сборе, с балансировкой." });
    expect(prices.services.podveska).toEqual(shippedServicePrices.services.podveska);

    const restored = await api().call(`${itemPath}/restore`, { ...as(sessions.service), json: { number: 1, base: 2 } });
    expect(restored.status, restored.body.message).toBe(200);
    const again = await api().call(`${itemPath}/publish`, { ...as(sessions.service), json: { number: 3 } });
    expect(again.status, again.body.message).toBe(200);
    expect(await pricesOnSite()).toEqual(shippedServicePrices);
    expect((await open()).data).toEqual(shippedServicePrices);
  });
});
