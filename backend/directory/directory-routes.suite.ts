import { creditProgramListSchema } from "@contract/credit-program";
import { cityListSchema, dealerListSchema } from "@contract/dealer";
import { envelopeSchema } from "@contract/envelope";
import { describe, expect, test } from "vitest";
import type { RouteSuiteContext } from "../testing/route-suite";

const programsAnswer = envelopeSchema(creditProgramListSchema);
const citiesAnswer = envelopeSchema(cityListSchema);
const dealersAnswer = envelopeSchema(dealerListSchema);

/** GET /v1/credit-program, /v1/city and /v1/dealer. */
export function directoryRoutesSuite(api: RouteSuiteContext): void {
  const get = (path: string) => api.request(path);
  const cityNames = async (query: string) => citiesAnswer.parse((await get(`/v1/city${query}`)).body).data.map((city) => city.name);
  const dealerNames = async (query: string) =>
    dealersAnswer.parse((await get(`/v1/dealer${query}`)).body).data.map((dealer) => dealer.name);

  describe("credit programs", () => {
    test("list every field of docs/product.md §3, decimals as numbers, terms in months", async () => {
      const answer = await get("/v1/credit-program");
      expect(answer.status).toBe(200);
      // The contract schema would accept "14.90" no more than 14.9; check the raw JSON types too.
      const raw = (answer.body as { data: Array<Record<string, unknown>> }).data;
      expect(raw.every((p) => typeof p.rate === "number" && typeof p.restcost === "number")).toBe(true);
      const { data } = programsAnswer.parse(answer.body);
      expect(data.length).toBeGreaterThanOrEqual(3);
      expect(data[0]).toMatchObject({
        name: "Genesis Finance Стандарт",
        active: true,
        rate: 14.9,
        restcost: 0,
        min_prepay: 20,
        max_prepay: 80,
      });
      expect(data[0]?.terms).toEqual([12, 24, 36, 48, 60, 72, 84].map((term) => ({ term })));
      const residual = data.find((p) => p.restcost > 0);
      expect(residual).toMatchObject({ name: "Genesis Finance с остаточным платежом", restcost: 45, rate: 9.9 });
      for (const program of data) {
        const terms = program.terms.map((t) => t.term);
        expect(terms).toEqual([...terms].sort((a, b) => a - b));
        expect(Math.min(...terms)).toBeGreaterThanOrEqual(12);
        expect(Math.max(...terms)).toBeLessThanOrEqual(84);
        expect(program.min_price).toBeLessThanOrEqual(program.max_price);
        expect(program.min_credit).toBeLessThanOrEqual(program.max_credit);
        expect(program).not.toHaveProperty("minTerm");
        expect(program).not.toHaveProperty("monthlyPayment");
      }
      expect(data.filter((p) => !p.active).map((p) => p.name)).toEqual(["Зимнее предложение 2025"]);
      // Each program names the models it is for; none named means every model.
      expect(data.filter((p) => (p.models ?? []).length > 0).map((p) => [p.name, p.rate, p.models])).toEqual([
        ["Genesis Finance: субсидированная ставка", 5.9, ["g70", "gv70", "g80-new"]],
        ["Genesis Finance с остаточным платежом", 9.9, ["gv80", "g90"]],
      ]);
      expect(raw.every((p) => Array.isArray(p.models))).toBe(true);
    });

    test("carry what the ПСК is computed from, read from the programs' rows; a program without it has none of the three", async () => {
      const raw = (await get("/v1/credit-program")).body as { data: Array<Record<string, unknown>> };
      const costs = Object.fromEntries(raw.data.map((p) => [p.id, [p.fee_percent, p.insurance_percent, p.lender]]));
      expect(costs).toEqual({
        1: [0, 0, "Genesis Finance"],
        2: [0, 0, "Genesis Finance"],
        3: [2, 0, "Эталон Банк"],
        4: [0, 0, "Меридиан Банк"],
        5: [undefined, undefined, undefined],
        6: [0, 1, "Genesis Finance"],
      });
      expect(raw.data.find((p) => p.id === 5)).not.toHaveProperty("lender");
    });

    test("rejects parameters", async () => {
      await api.expectFailure("/v1/credit-program?active=1", 400, "Неизвестный параметр запроса: active");
    });
  });

  describe("cities", () => {
    test("lists every city with its region and coordinates", async () => {
      const answer = await get("/v1/city");
      expect(answer.status).toBe(200);
      const { data } = citiesAnswer.parse(answer.body);
      expect(data.map((c) => c.name)).toEqual(["Москва", "Химки", "Санкт-Петербург", "Екатеринбург", "Краснодар", "Казань"]);
      expect(data[1]).toEqual({ id: 2, name: "Химки", region: "Московская область", coordinates: { lat: 55.8887, lng: 37.4302 } });
    });

    test("certified and testDrive keep the cities that have such a dealer", async () => {
      expect(await cityNames("?certified=1")).toEqual(["Химки", "Санкт-Петербург", "Краснодар"]);
      expect(await cityNames("?certified=true")).toEqual(["Химки", "Санкт-Петербург", "Краснодар"]);
      expect(await cityNames("?testDrive=1")).toHaveLength(6);
      expect(await cityNames("?certified=1&testDrive=1")).toEqual(["Химки", "Санкт-Петербург", "Краснодар"]);
      expect(await cityNames("?certified=0&testDrive=false")).toHaveLength(6);
    });

    test.each([
      ["?certified=yes", "Параметр certified может принимать только значения 1, 0, true или false"],
      ["?testDrive=", "Параметр testDrive может принимать только значения 1, 0, true или false"],
      ["?certified=1&certified=1", "Параметр certified задан неверно: ожидается одно значение"],
      ["?region=77", "Неизвестный параметр запроса: region"],
    ])("/v1/city%s answers 400", async (query, message) => {
      await api.expectFailure(`/v1/city${query}`, 400, message);
    });
  });

  describe("dealers", () => {
    test("our dealer comes first in Химки, with hours, services and both flags", async () => {
      const answer = await get("/v1/dealer?city_id=2");
      expect(answer.status).toBe(200);
      const { data } = dealersAnswer.parse(answer.body);
      expect(data.map((d) => d.name)).toEqual(["Genesis Химки", "Genesis Химки — кузовной центр"]);
      expect(data[0]).toMatchObject({
        cityId: 2,
        address: "Московская область, г. Химки, Ленинградское шоссе, вл. 21",
        phone: "8 495 120-45-67",
        hours: { sales: ["Ежедневно: 9:00–21:00"], service: ["Ежедневно: 8:00–22:00"] },
        services: ["sales", "service", "body-repair", "trade-in", "certified-used"],
        certified: true,
        testDrive: true,
      });
      expect(data[1]).toMatchObject({ hours: { sales: [] }, certified: false, testDrive: false });
    });

    test("certified and testDrive narrow the dealers of a city", async () => {
      expect(await dealerNames("?city_id=1")).toEqual(["Genesis Москва Юг", "Genesis Студия Москва-Сити"]);
      expect(await dealerNames("?city_id=1&testDrive=1")).toEqual(["Genesis Москва Юг"]);
      expect(await dealerNames("?city_id=1&certified=1")).toEqual([]);
      expect(await dealerNames("?city_id=2&certified=true&testDrive=true")).toEqual(["Genesis Химки"]);
    });

    test.each([
      ["?city_id=999", 404, "Город не найден"],
      ["", 400, "Не указан обязательный параметр city_id"],
      ["?city_id=msk", 400, "Параметр city_id должен быть целым числом от 1 до 999999999"],
      ["?city_id=2&testDrive=2", 400, "Параметр testDrive может принимать только значения 1, 0, true или false"],
      ["?city_id=2&cityId=2", 400, "Неизвестный параметр запроса: cityId"],
    ])("/v1/dealer%s answers %i", async (query, status, message) => {
      await api.expectFailure(`/v1/dealer${query}`, status, message);
    });
  });
}
