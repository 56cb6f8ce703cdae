import type { LeadType } from "@contract/leads";
import { sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { moscowDayAhead } from "../testing/clock";
import { queryRows } from "./lead-queries";
import { leadPaths } from "./lead-routes";

export type LeadBody = Record<string, unknown>;

/** A body each form would post, as strings (what a form sends), with `overrides` on top. */
export function leadBody(kind: LeadType, overrides: LeadBody = {}): LeadBody {
  const person = { name: "Иван", surname: "Петров", phone: "+7 (911) 404-11-12", email: "ivan@mail.ru", agree: "on" };
  const own: Record<LeadType, LeadBody> = {
    "test-drive": {
      model: "g70",
      // Genesis Химки (dealer 1) is in Химки (city 2): a pair the backend checks.
      city: "2",
      dealer: "1",
      // Ten days ahead of the real clock: ahead of every clock a suite sets too, as those stand in the past.
      preferred_date: moscowDayAhead(10),
      preferred_time: "morning",
      comment: "Позвоните после обеда",
      page: "/new-g70.html",
      place: "главная страница",
      utm_source: "yandex",
      utm_campaign: "g70-winter",
      yclid: "8392018473625401234",
      ym_client_id: "1733400000123456789",
      landing_page: "/new-g70.html?utm_source=yandex&utm_campaign=g70-winter&yclid=8392018473625401234",
    },
    service: { service: "to", model: "gv80", vin_or_plate: "а123вс777", convenient_time: "evening", page: "/service/to.html" },
    order: { model: "g90", intent: "price", package: "Premium", page: "/g90-price.html" },
    "trade-in": {
      car_make: "Toyota",
      car_model: "Camry",
      car_year: "2018",
      mileage: "85 000",
      expected_price: "1 200 000 ₽",
      model: "gv70",
      page: "/trade-in.html",
    },
    configurator: {
      model: "gv70",
      city: "2",
      dealer: "1",
      file: "genesis-gv70-0123456789abcdef.pdf",
      package: "Премиум",
      page: "/configurator",
    },
  };
  return { ...person, ...own[kind], ...overrides };
}

/** The path of a kind under the test server's mount. */
export const pathOf = (kind: LeadType) => leadPaths[kind];

/** A JSON POST. */
export function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
}

/** A URL-encoded POST, as a form without JavaScript sends it: every value a string, arrays as repeated names. */
export function postForm(url: string, body: LeadBody, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: formParams(body),
  });
}

/** The URL-encoded form of a body: what a browser would send for these values. */
export function formParams(body: LeadBody): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(body)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, String(item));
  }
  return params;
}

/** Rows of `leads` and `lead_outbox`. */
export async function countLeads(db: Db): Promise<{ leads: number; outbox: number }> {
  const [row] = await queryRows<{ leads: number; outbox: number }>(
    db,
    sql`select (select count(*) from leads)::int as leads, (select count(*) from lead_outbox)::int as outbox`,
  );
  return row ?? { leads: 0, outbox: 0 };
}
