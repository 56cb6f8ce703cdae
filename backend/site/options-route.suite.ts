import { envelopeSchema } from "@contract/envelope";
import { optionsSchema } from "@contract/options";
import { expect, test } from "vitest";
import type { RouteSuiteContext } from "../testing/route-suite";

const optionsAnswer = envelopeSchema(optionsSchema);

/** GET /v1/options, general and dealer. */
export function optionsRouteSuite(api: RouteSuiteContext): void {
  test("general options carry the brand texts and none of the dealer's contacts", async () => {
    const answer = await api.request("/v1/options");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("public, max-age=60");
    const { success, data } = optionsAnswer.parse(answer.body);
    expect(success).toBe(true);
    expect(data).toMatchObject({ brand_name: "Genesis", copyright_year: "2023" });
    expect(data.disclaimer).toContain("не является публичной офертой");
    expect(data).not.toHaveProperty("dealer_phone");
  });

  test("?dealer=1 gives the dealer's contacts and legal identifiers, without a legal name", async () => {
    const answer = await api.request("/v1/options?dealer=1");
    expect(answer.status).toBe(200);
    const { data } = optionsAnswer.parse(answer.body);
    expect(data).toMatchObject({ dealer_name: "Genesis Химки", dealer_phone: "8 495 120-45-67" });
    expect(data.dealer_address).toContain("Химки, Ленинградское шоссе");
    expect(data.legal_inn).toMatch(/^\d{10}$/);
    expect(data.legal_ogrn).toMatch(/^\d{13}$/);
    expect(data.legal_kpp).toMatch(/^\d{9}$/);
    expect(data.social_vk).toMatch(/^https:\/\//);
    expect(data).not.toHaveProperty("legal_name");
    expect(data).not.toHaveProperty("brand_name");
  });

  test("?dealer=0 gives the general options", async () => {
    const { body } = await api.request("/v1/options?dealer=0");
    expect(optionsAnswer.parse(body).data).toHaveProperty("brand_name", "Genesis");
  });

  test.each([
    ["dealer=yes", "Параметр dealer может принимать только значения 0 или 1"],
    ["dealer=1&dealer=1", "Параметр dealer задан неверно: ожидается одно значение"],
    ["city=msk", "Неизвестный параметр запроса: city"],
  ])("?%s answers 400 with a Russian message", async (query, message) => {
    await api.expectFailure(`/v1/options?${query}`, 400, message);
  });
}
