import { consentDocumentSchema, consentListSchema } from "@contract/consents";
import { envelopeSchema } from "@contract/envelope";
import type { LeadType } from "@contract/leads";
import { eq, sql } from "drizzle-orm";
import { expect, test } from "vitest";
import type { Db } from "../db/database";
import type { Clock } from "../http/clock";
import { messages } from "../http/messages";
import { formParams, leadBody, pathOf, type LeadBody } from "../leads/lead-bodies.test-helpers";
import { leads } from "../leads/schema";
import type { RouteSuiteContext } from "../testing/route-suite";
import { listConsents } from "./consent-queries";
import { consentDocuments } from "./schema";

/** What the consents suite needs besides requests: the database behind the router, and its clock. */
export type ConsentSuiteDeps = { db(): Db; now: Clock };

const listAnswer = envelopeSchema(consentListSchema);
const documentAnswer = envelopeSchema(consentDocumentSchema);

/** GET /v1/consents, /v1/consents/{id}, and the consent versions every kind of lead records (docs/decisions/0100, 0101). */
export function consentRoutesSuite(api: RouteSuiteContext, deps: ConsentSuiteDeps): void {
  const post = async (kind: LeadType, body: LeadBody, encoding: "json" | "form" = "json") => {
    const init: RequestInit =
      encoding === "json"
        ? { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }
        : { method: "POST", body: formParams(body) };
    const answer = await api.request(pathOf(kind), init);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { id } = (answer.body as { data: { id: string } }).data;
    const [lead] = await deps.db().select().from(leads).where(eq(leads.id, id));
    if (!lead) throw new Error(`lead ${id} not stored`);
    return {
      personalData: lead.consentVersion,
      thirdParties: lead.thirdPartiesConsentVersion,
      advertising: lead.advertisingConsentVersion,
    };
  };

  test("lists the versions in effect, one of each kind, and every version with its date, the checkbox's sentence as version 1", async () => {
    const answer = await api.request("/v1/consents");
    expect(answer.status).toBe(200);
    const { current, versions } = listAnswer.parse(answer.body).data;
    expect(current.map((v) => [v.kind, v.id, v.number])).toEqual([
      ["personal-data", "personal-data-2", 2],
      ["third-parties", "third-parties-1", 1],
      ["advertising", "advertising-1", 1],
    ]);
    expect(versions).toContainEqual(
      expect.objectContaining({ id: "2026-11-01", kind: "personal-data", number: 1, effectiveFrom: "2026-10-31T21:00:00.000Z" }),
    );
    // The documents took effect when the database was first seeded (the suites seed as on their day).
    expect(new Date(current[0]?.effectiveFrom ?? "").getTime()).toBe(deps.now().getTime());
    // Lists carry no texts: every page's forms read this.
    expect(JSON.stringify(answer.body)).not.toContain("Цели обработки");
  });

  test("gives one version with its whole text, naming the operator by the dealer's requisites; 404 for no version, 400 for no id", async () => {
    const personal = documentAnswer.parse((await api.request("/v1/consents/personal-data-2")).body).data;
    expect(personal).toMatchObject({ kind: "personal-data", number: 2, title: "Согласие на обработку персональных данных" });
    expect(personal.text).toContain("ИНН\u00a05047128397");
    expect(personal.text).toContain("Московская область, г. Химки, Ленинградское шоссе, вл. 21");
    expect(personal.text).toMatch(/Цели обработки[\s\S]*тест-драйв[\s\S]*сервис[\s\S]*кредит/);
    expect(personal.text).toContain("отозвать согласие в любой момент");
    const third = documentAnswer.parse((await api.request("/v1/consents/third-parties-1")).body).data;
    expect(third.text).toContain("ООО «Хёндэ Мотор СНГ»");
    expect(third.text).toContain("банку");
    const advertising = documentAnswer.parse((await api.request("/v1/consents/advertising-1")).body).data;
    expect(advertising.text).toContain("38-ФЗ");
    expect(advertising.text).toContain("не обязательно");
    const legacy = documentAnswer.parse((await api.request("/v1/consents/2026-11-01")).body).data;
    expect(legacy.text).toContain(
      "«Даю согласие на обработку персональных данных в соответствии с политикой обработки персональных данных»",
    );
    await api.expectFailure("/v1/consents/personal-data-99", 404, messages.consentNotFound);
    expect((await api.request("/v1/consents/..%2Fetc")).status).toBe(400);
  });

  for (const kind of ["test-drive", "service", "order", "trade-in", "configurator"] as const) {
    test(`${kind}: records the versions the form showed, and the advertising consent only when ticked`, async () => {
      const shown = { consent_version: "personal-data-2", third_parties_consent_version: "third-parties-1" };
      expect(await post(kind, leadBody(kind, { ...shown, advertising_consent: "advertising-1" }))).toEqual({
        personalData: "personal-data-2",
        thirdParties: "third-parties-1",
        advertising: "advertising-1",
      });
      // A form posted without the box ticked sends no field at all.
      expect(await post(kind, leadBody(kind, shown), "form")).toEqual({
        personalData: "personal-data-2",
        thirdParties: "third-parties-1",
        advertising: null,
      });
    });
  }

  test("a form opened before a version took effect is taken with the version it showed; an id that is no version records the one in effect", async () => {
    // The visitor's page still linked the checkbox's sentence: that is what they agreed to.
    expect(await post("service", leadBody("service", { consent_version: "2026-11-01" }), "form")).toMatchObject({
      personalData: "2026-11-01",
    });
    // Unknown, another kind's, or not an id at all: the lead is taken all the same, with the versions in effect.
    expect(
      await post(
        "order",
        leadBody("order", {
          consent_version: "personal-data-77",
          third_parties_consent_version: "advertising-1",
          advertising_consent: "personal-data-2",
        }),
      ),
    ).toEqual({ personalData: "personal-data-2", thirdParties: "third-parties-1", advertising: "advertising-1" });
    expect(await post("order", leadBody("order", { consent_version: "<script>", advertising_consent: true }))).toEqual({
      personalData: "personal-data-2",
      thirdParties: "third-parties-1",
      advertising: "advertising-1",
    });
    // A box a client sends as "on" or false.
    expect(await post("order", leadBody("order", { advertising_consent: "on" }), "form")).toMatchObject({ advertising: "advertising-1" });
    expect(await post("order", leadBody("order", { advertising_consent: false }))).toMatchObject({ advertising: null });
  });

  test("a version is never changed or deleted; a later one takes effect at its moment, and forms then link it", async () => {
    const db = deps.db();
    await expect(
      db.update(consentDocuments).set({ body: "другой текст" }).where(eq(consentDocuments.id, "personal-data-2")),
    ).rejects.toThrow();
    await expect(db.delete(consentDocuments).where(eq(consentDocuments.id, "2026-11-01"))).rejects.toThrow();
    await expect(db.execute(sql`truncate consent_documents`)).rejects.toThrow();
    // Far ahead of the suite's clock, so no other test sees it in effect.
    const later = new Date(deps.now().getTime() + 10 * 365 * 86_400_000);
    await db.insert(consentDocuments).values({
      id: "advertising-2",
      kind: "advertising",
      number: 2,
      title: "Согласие на получение рекламной информации",
      body: "Текст",
      effectiveFrom: later,
    });
    expect((await listConsents(db, deps.now())).current.find((v) => v.kind === "advertising")?.id).toBe("advertising-1");
    expect((await listConsents(db, later)).current.find((v) => v.kind === "advertising")?.id).toBe("advertising-2");
    // A form showing version 1 before the change is still taken with version 1.
    expect(await post("order", leadBody("order", { advertising_consent: "advertising-1" }))).toMatchObject({
      advertising: "advertising-1",
    });
  });
}
