// The site's form actions, fuzzed against the real dealer backend: every lead form (service, order,
// trade-in, test drive by callback and by booking, the configurator's) posted with fields dropped,
// tampered (hidden ids, intents, the mode, the honeypot, control characters) and added, urlencoded and
// multipart, and as multipart cut short. Whatever comes, the action answers with a status under 500
// and in Russian, or refuses an unreadable form with its 400: never a stack trace, never zod's English.
// It reads both sides, so it lives here and not in app/ (app/ never imports backend/).
import type http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import fc from "fast-check";
import { orderRequestSchema, serviceRequestSchema, tradeInRequestSchema } from "@contract/leads";
import { englishWords, textsOf } from "@contract/russian-text.test-helpers";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createBackendRouter } from "../backend/http/router";
import { createTestClock, moscowDayAhead, routeSuiteNow } from "../backend/testing/clock";
import { describeEachDatabase } from "../backend/testing/databases";
import { configuratorLeadAction } from "~/features/configurator/configurator.server";
import { submitLead } from "~/features/leads/lead-action.server";
import { testDriveAction } from "~/features/test-drive/booking-action.server";
import { testLoadContext } from "../tests/setup/load-context";

type Action = (args: { request: Request; context: AppLoadContext }) => Promise<unknown>;

const person = { name: "Анна", surname: "Смирнова", phone: "+7 (911) 404-11-12", agree: "on", website: "", page: "/", idempotency_key: "" };

/** Each form as the browser posts it, and the action its route runs. */
const forms: Record<string, { action: Action; fields: Record<string, string> }> = {
  service: {
    action: ({ request, context }) => submitLead({ request, context, type: "service", schema: serviceRequestSchema }),
    fields: { ...person, service: "to", model: "gv80", vin_or_plate: "А123ВС777", convenient_time: "evening", comment: "Перезвоните" },
  },
  order: {
    action: ({ request, context }) => submitLead({ request, context, type: "order", schema: orderRequestSchema }),
    fields: { ...person, model: "g90", intent: "price", package: "Премиум" },
  },
  "trade-in": {
    action: ({ request, context }) => submitLead({ request, context, type: "trade-in", schema: tradeInRequestSchema() }),
    fields: {
      ...person,
      car_make: "Toyota",
      car_model: "Camry",
      car_year: "2018",
      mileage: "85 000",
      expected_price: "1 200 000 ₽",
      model: "gv70",
    },
  },
  "test-drive callback": {
    action: testDriveAction,
    fields: {
      ...person,
      mode: "callback",
      model: "g70",
      city: "2",
      dealer: "1",
      preferred_date: moscowDayAhead(10),
      preferred_time: "morning",
    },
  },
  "test-drive booking": {
    action: testDriveAction,
    fields: { ...person, mode: "booking", model: "g70", city: "2", dealer: "1", slot: "30.11.2026 15:00" },
  },
  configurator: {
    action: configuratorLeadAction,
    fields: { ...person, model: "gv70", package: "", exterior: "", interior: "", city: "2", dealer: "1" },
  },
};

const awkward = fc.constantFrom(
  "",
  " ",
  "\u0000",
  "Иван\nПетров",
  "Иван\tПетров",
  "\r\n",
  "\u0007",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "😀",
  "gv70",
  "${7*7}",
  "-1",
  "99999999999",
  "reserve",
  "hack",
  "booking",
  "callback",
  "schedule",
  "on",
  "1",
  "01.13.2026 25:00",
  "я".repeat(300),
);
const hiddenOrAny = fc.constantFrom(
  "mode",
  "intent",
  "city",
  "dealer",
  "model",
  "slot",
  "stock_car",
  "website",
  "idempotency_key",
  "page",
  "place",
  "utm_source",
  "comment",
  "name",
  "phone",
  "agree",
);

type Posted = { fields: Array<[string, string]>; encoding: "form" | "multipart" | "cut multipart" };

function posted(base: Record<string, string>): fc.Arbitrary<Posted> {
  const names = Object.keys(base);
  return fc
    .record({
      drop: fc.subarray(names, { maxLength: 3 }),
      replace: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...names), hiddenOrAny), fc.oneof(awkward, fc.string({ maxLength: 30 }))), {
        maxLength: 4,
      }),
      encoding: fc.constantFrom<Posted["encoding"]>("form", "form", "multipart", "cut multipart"),
    })
    .map(({ drop, replace, encoding }) => {
      const fields = new Map(Object.entries(base).filter(([name]) => !drop.includes(name)));
      for (const [name, value] of replace) fields.set(name, value);
      return { fields: [...fields], encoding };
    });
}

async function requestOf({ fields, encoding }: Posted, path: string): Promise<Request> {
  const url = `http://site.test${path}`;
  if (encoding === "form") return new Request(url, { method: "POST", body: new URLSearchParams(fields) });
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  if (encoding === "multipart") return new Request(url, { method: "POST", body: form });
  // The connection dropped halfway: the body ends before its closing boundary.
  const whole = new Response(form);
  const bytes = new Uint8Array(await whole.arrayBuffer());
  return new Request(url, {
    method: "POST",
    body: bytes.subarray(0, Math.floor(bytes.length / 2)),
    headers: { "Content-Type": whole.headers.get("content-type") ?? "" },
  });
}

/** The status and the texts of what an action gave: its answer, or the 400 it threw for an unreadable form. */
function outcomeOf(result: unknown): { status: number; texts: string[] } {
  const answer = result as { init?: { status?: number } | null; data?: unknown } | null;
  const status = answer?.init?.status ?? 200;
  const data = answer?.data as { message?: unknown; fields?: unknown } | string | undefined;
  return { status, texts: typeof data === "string" ? [data] : textsOf([data?.message, data?.fields]) };
}

describeEachDatabase((ctx) => {
  let server: http.Server | undefined;
  let context: AppLoadContext | undefined;
  beforeAll(async () => {
    const router = createBackendRouter({ db: ctx.database().db, now: createTestClock(routeSuiteNow).now, limits: false });
    const app = express();
    app.set("trust proxy", "loopback");
    app.use("/dealer", router);
    app.use("/api", router);
    server = app.listen(0, "127.0.0.1");
    await new Promise<void>((resolve) => server?.once("listening", () => resolve()));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    context = testLoadContext(`${origin}/api`, {
      clientIp: "203.0.113.90",
      serviceBases: { leads: `${origin}/api`, testDrive: `${origin}/dealer/test-drive` },
    });
  });
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  const runs = ctx.engine === "postgres" ? 40 : 150;
  for (const [name, { action, fields }] of Object.entries(forms)) {
    test(`${name}: ${runs} tampered, cut and malformed forms — never a 5xx, never a word of English`, { timeout: 300_000 }, async () => {
      const tally: Record<string, number> = {};
      await fc.assert(
        fc.asyncProperty(posted(fields), async (form) => {
          const request = await requestOf(form, "/form.html");
          let outcome: { status: number; texts: string[] };
          try {
            outcome = outcomeOf(await action({ request, context: context as AppLoadContext }));
          } catch (thrown) {
            // Only a form no browser sends may be refused by throwing: its 400, worded for the error page.
            outcome = outcomeOf(thrown);
            expect(outcome.status, JSON.stringify(form)).toBe(400);
          }
          tally[`${form.encoding} ${outcome.status}`] = (tally[`${form.encoding} ${outcome.status}`] ?? 0) + 1;
          expect(outcome.status, JSON.stringify(form)).toBeLessThan(500);
          expect(outcome.texts.flatMap(englishWords), JSON.stringify(form)).toEqual([]);
        }),
        { numRuns: runs },
      );
      console.info(`[fuzz] ${ctx.engine} ${name}: ${JSON.stringify(tally)}`);
    });
  }
});
