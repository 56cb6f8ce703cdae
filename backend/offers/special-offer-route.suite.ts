import { envelopeSchema } from "@contract/envelope";
import { searchPageSchema } from "@contract/search";
import { specialOfferListSchema, specialOfferSchema } from "@contract/special-offer";
import { afterEach, describe, expect, test } from "vitest";
import { datedSpecialOffers } from "./content/special-offers";
import { routeSuiteNow, type TestClock } from "../testing/clock";
import type { RouteSuiteContext } from "../testing/route-suite";

const listAnswer = envelopeSchema(specialOfferListSchema);
const itemAnswer = envelopeSchema(specialOfferSchema);
const searchAnswer = envelopeSchema(searchPageSchema);

// On the suites' day (21 November 2026) these run, the soonest to end first; the summer one has ended.
const runningIds = [
  "trade-in",
  "residual-payment",
  "winter-service",
  "genesis-finance",
  "extended-warranty",
  "genesis-insurance",
  "corporate-fleet",
];
const endedId = "summer-air-conditioning";
// The suites' databases are seeded on their day, so the sample offers carry these dates.
const specialOfferContent = datedSpecialOffers(new Date(routeSuiteNow));

/** GET /v1/special-offer (list) and /v1/special-offer/{id} (detail); `clock` sets the backend's "today". */
export function specialOfferRouteSuite(api: RouteSuiteContext, clock: TestClock): void {
  const list = async (query = "") => {
    const answer = await api.request(`/v1/special-offer${query}`);
    expect(answer.status, query).toBe(200);
    return listAnswer.parse(answer.body).data.items;
  };
  const ids = async (query = "") => (await list(query)).map((offer) => offer.id);
  const detail = async (id: string) => {
    const answer = await api.request(`/v1/special-offer/${id}`);
    expect(answer.status, id).toBe(200);
    return itemAnswer.parse(answer.body).data;
  };
  const searchHrefs = async (q: string) =>
    searchAnswer
      .parse((await api.request(`/v1/search?q=${encodeURIComponent(q)}&pageSize=50`)).body)
      .data.items.filter((hit) => hit.type === "offer")
      .map((hit) => hit.href);

  afterEach(() => clock.reset());

  describe("list", () => {
    test("defaults to the offers running today, the ones ending soonest first", async () => {
      const answer = await api.request("/v1/special-offer");
      expect(answer.headers.get("cache-control")).toBe("public, max-age=60");
      const items = listAnswer.parse(answer.body).data.items;
      expect(items.map((offer) => offer.id)).toEqual(runningIds);
      expect(items.every((offer) => offer.status === "active")).toBe(true);
      const ends = items.map((offer) => offer.validTo);
      expect(ends).toEqual([...ends].sort());
    });

    test("?status= picks ended, coming or all offers, each with its status", async () => {
      const all = await list("?status=all");
      expect(all).toHaveLength(specialOfferContent.length);
      expect(all[0]).toMatchObject({ id: endedId, status: "expired", validTo: "2026-08-31" });
      expect(all.slice(1).map((offer) => offer.id)).toEqual(runningIds);
      expect(await ids("?status=expired")).toEqual([endedId]);
      expect(await ids("?status=active")).toEqual(runningIds);
      expect(await ids("?status=upcoming")).toEqual([]);
    });

    test("?model= keeps the offers for that model", async () => {
      expect(await ids("?model=g90")).toEqual(runningIds.filter((id) => id !== "genesis-finance"));
      expect(await ids("?model=g70")).toEqual(runningIds.filter((id) => id !== "residual-payment"));
      expect(await ids("?model=gv80&status=expired")).toEqual([endedId]);
    });
  });

  describe("dates", () => {
    // trade-in runs 1 September – 31 December 2026; residual-payment 1 November 2026 – 31 January 2027.
    test("the last day is included until midnight in Moscow", async () => {
      clock.set("2026-12-31T23:59:59+03:00");
      expect(await ids()).toContain("trade-in");
      expect((await detail("trade-in")).status).toBe("active");
      clock.set("2027-01-01T00:00:00+03:00");
      expect(await ids()).not.toContain("trade-in");
      expect(await ids("?status=expired")).toEqual([endedId, "trade-in"]);
      expect((await detail("trade-in")).status).toBe("expired");
    });

    test("the first day starts at midnight in Moscow, not UTC", async () => {
      clock.set("2026-10-31T23:59:59+03:00");
      expect(await ids()).not.toContain("residual-payment");
      expect(await ids("?status=upcoming")).toEqual(["residual-payment", "winter-service"]);
      expect((await detail("residual-payment")).status).toBe("upcoming");
      // 21:00 UTC on 31 October is already 1 November in Moscow.
      clock.set("2026-10-31T21:00:00Z");
      expect(await ids()).toContain("residual-payment");
      expect((await detail("residual-payment")).status).toBe("active");
    });

    test("with nothing running the list is empty", async () => {
      clock.set("2030-01-01T12:00:00+03:00");
      expect(await list()).toEqual([]);
      expect(await ids("?status=expired")).toHaveLength(specialOfferContent.length);
    });
  });

  describe("detail", () => {
    test("answers the offer with its texts, period, models and small print", async () => {
      const content = specialOfferContent.find((offer) => offer.id === "genesis-finance");
      const offer = await detail("genesis-finance");
      expect(offer).toEqual({ ...content, status: "active", credit_cost: expect.any(Object), credit_conditions: expect.any(Array) });
      expect(offer.models).toEqual(["g70", "gv70", "g80-new"]);
      // It advertises 5,9 % a year: the ПСК of the subsidised program, whose life insurance raises it, comes with it.
      expect(offer.credit_cost?.min).toBeGreaterThan(5.9);
      expect(offer.credit_conditions?.map((c) => [c.program, c.lender, c.rate])).toEqual([
        ["Genesis Finance: субсидированная ставка", "Genesis Finance", 5.9],
      ]);
      expect(offer.legal).toMatch(/^Кредит предоставляется банками/);
      expect(offer.legal).toContain("не является публичной офертой");
    });

    test("an ended offer is still there for old links, marked expired", async () => {
      expect(await detail(endedId)).toMatchObject({ id: endedId, status: "expired", validTo: "2026-08-31" });
    });

    test("an unknown id answers 404 Предложение не найдено", async () => {
      await api.expectFailure("/v1/special-offer/net-takogo-predlozheniya", 404, "Предложение не найдено");
    });

    const slugMessage = "Параметр id должен состоять из строчных латинских букв, цифр и дефисов и быть не длиннее 100 символов";
    test.each([
      ["upper case", "Trade-In"],
      ["an underscore", "trade_in"],
      ["the page suffix", "trade-in.html"],
      ["a double hyphen", "trade--in"],
      ["Cyrillic", encodeURIComponent("трейд-ин")],
      ["a NUL", "trade%00in"],
      ["101 characters", "a".repeat(101)],
    ])("an id with %s answers 400", async (_name, id) => {
      await api.expectFailure(`/v1/special-offer/${id}`, 400, slugMessage);
    });

    test("the detail takes no query parameters", async () => {
      await api.expectFailure("/v1/special-offer/trade-in?status=all", 400, "Неизвестный параметр запроса: status");
    });
  });

  test.each([
    ["status=old", "Параметр status может принимать только значения: upcoming, active, expired, all"],
    ["status=", "Параметр status может принимать только значения: upcoming, active, expired, all"],
    ["status=all&status=active", "Параметр status задан неверно: ожидается одно значение"],
    ["model=g100", "Параметр model может принимать только значения: g70, gv70, g80-new, gv80, g90"],
    ["page=2", "Неизвестный параметр запроса: page"],
  ])("?%s answers 400 with a Russian message", async (query, message) => {
    await api.expectFailure(`/v1/special-offer?${query}`, 400, message);
  });

  test("other methods answer 405", async () => {
    const answer = await api.request("/v1/special-offer", { method: "POST" });
    expect(answer.status).toBe(405);
  });

  describe("search", () => {
    test("finds a running offer by the words of its title and text", async () => {
      expect(await searchHrefs("остаточным платежом")).toEqual(["/special-offers/residual-payment.html"]);
      expect(await searchHrefs("ТРЕЙД-ИН")).toContain("/special-offers/trade-in.html");
      expect(await searchHrefs("приоритетная запись")).toEqual(["/special-offers/corporate-fleet.html"]);
    });

    test("leaves out offers that have ended or not started", async () => {
      expect(await searchHrefs("кондиционер")).toEqual([]);
      clock.set("2026-08-15T12:00:00+03:00");
      expect(await searchHrefs("кондиционер")).toEqual(["/special-offers/summer-air-conditioning.html"]);
      expect(await searchHrefs("остаточным платежом")).toEqual([]);
    });
  });
}
