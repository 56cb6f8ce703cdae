import { leadFieldErrors, leadMessages, leadSchemas, tradeInRequestSchema, type LeadFieldErrors, type LeadType } from "@contract/leads";
import http from "node:http";
import fc from "fast-check";
import { fallbackMessage } from "../http/body-schema";
import { defaultBodyLimitBytes, maxBodyFields } from "../http/body";
import { citySeed, dealerSeed } from "../directory/content/dealers";
import { leadBody } from "./lead-bodies.test-helpers";
import { storableText } from "./lead-record";
import { leadRequestSchema } from "./lead-routes";

// Generated request bodies and what the endpoint must answer to each, worked out from the body as the
// server will read it (so the test needs no knowledge of the handler's code paths).

export type Encoding = "json" | "form" | "multipart";
/** A body as name/value pairs in order (a name may repeat; `__proto__` is a name like any other). */
export type Entries = Array<[string, unknown]>;
export type FuzzCase = { entries: Entries; encoding: Encoding };

const awkwardText = fc.constantFrom(
  "",
  " ",
  "\u0000",
  "\ud800",
  "\udfff",
  "a\u0000b",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "😀",
  "İ",
  "\u202e",
  "\r\n",
  "on",
  "true",
  "1",
  "0",
  "-1",
  "1e9",
  "NaN",
  "null",
  "undefined",
  "[object Object]",
  "0x1F",
  " 007 ",
  "９",
  "٣",
  // Control characters in one-line fields, and ids and choices as a tampered form sends them.
  "Иван\nПетров",
  "Иван\tПетров",
  "Ива\rн",
  "\u0007",
  "\u001f",
  "\u007f",
  "gv70",
  "${7*7}",
  "2; drop table leads",
  "reserve",
  "hack",
  "booking",
);
const text = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 3, arbitrary: awkwardText },
  { weight: 1, arbitrary: fc.integer({ min: 150, max: 3_000 }).map((n) => "я".repeat(n)) },
);
const numberAsText = fc.oneof(fc.integer().map(String), fc.double().map(String), fc.bigInt().map(String));
const scalar = fc.oneof(text, numberAsText, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));

/** Any JSON-ish value: scalars, arrays and nested objects (prototype keys included). */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom("__proto__", "constructor")), scalar, { maxKeys: 3 }),
  },
);

const prototypeKeys = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "valueOf"];
const extraKey = fc.oneof(
  fc.constantFrom(...prototypeKeys, "", "name[]", "a[b]", "website", "idempotency_key", "utm_source"),
  fc.string({ maxLength: 12 }),
);

/** `arbitrary` once in `every` values, else null. */
function rarely<T>(arbitrary: fc.Arbitrary<T>, every: number): fc.Arbitrary<T | null> {
  return fc.oneof({ weight: every - 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });
}

/** Every field the kind's schema knows (plus the honeypot). */
function fieldsOf(kind: LeadType): string[] {
  const shape = (kind === "trade-in" ? tradeInRequestSchema(2026) : leadSchemas[kind]).shape;
  return Object.keys(shape);
}

/** A valid body of the kind with fields dropped, replaced and added: many invalid, some valid. */
export function fuzzCase(kind: LeadType): fc.Arbitrary<FuzzCase> {
  const base = Object.entries(leadBody(kind));
  const names = fieldsOf(kind);
  return fc
    .record({
      drop: fc.oneof(
        { weight: 3, arbitrary: fc.constant([] as string[]) },
        {
          weight: 2,
          arbitrary: fc.subarray(
            base.map(([name]) => name),
            { maxLength: 3 },
          ),
        },
      ),
      replace: fc.array(fc.tuple(fc.constantFrom(...names), anyValue), { maxLength: 3 }),
      extra: fc.array(fc.tuple(extraKey, anyValue), { maxLength: 4 }),
      // Rare: one body in 40 over the size limit, one in 60 with too many fields.
      huge: rarely(fc.constantFrom(defaultBodyLimitBytes + 1, 70_000), 40),
      many: rarely(fc.constant(maxBodyFields + 1), 60),
      encoding: fc.constantFrom<Encoding>("json", "json", "form", "form", "multipart"),
    })
    .map(({ drop, replace, extra, huge, many, encoding }) => {
      const fields = new Map(base.filter(([name]) => !drop.includes(name)));
      for (const [name, value] of replace) fields.set(name, value);
      const entries: Entries = [...fields, ...extra];
      if (huge !== null) entries.push(["comment", "x".repeat(huge)]);
      if (many !== null) for (let i = 0; i < many; i++) entries.push([`f${i}`, "1"]);
      return { entries, encoding };
    });
}

/** The request to send: its body (text or FormData) and its content type (FormData sets its own). */
export function encode({ entries, encoding }: FuzzCase): { body: string | FormData; contentType?: string } {
  if (encoding === "json") {
    // Written out by hand so a `__proto__` name is a key of the JSON text, as a client could send it.
    return {
      body: `{${entries.map(([name, value]) => `${JSON.stringify(name)}:${JSON.stringify(value) ?? "null"}`).join(",")}}`,
      contentType: "application/json",
    };
  }
  const pairs = entries.flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((item) => [name, formText(item)] as const));
  if (encoding === "form")
    return { body: new URLSearchParams(pairs.map(([n, v]) => [n, v])).toString(), contentType: "application/x-www-form-urlencoded" };
  const form = new FormData();
  for (const [name, value] of pairs) form.append(name, value);
  return { body: form };
}

const formText = (value: unknown) => (typeof value === "object" && value !== null ? JSON.stringify(value) : String(value));

/** What the endpoint must answer: a status and, for 400, the fields' messages. */
export type Expected = { status: 200 | 400 | 413; fields?: LeadFieldErrors; idempotencyKey?: string };

/** The answer the endpoint owes this body, from the body as the server reads it. */
export function expectedAnswer(kind: LeadType, sent: { body: string | FormData }, encoding: Encoding): Expected | null {
  const seen = serverView(sent.body, encoding);
  if (seen === "too-large") return { status: 413 };
  if (seen === null) return null;
  if (seen.website !== undefined && seen.website !== "") return { status: 400, fields: { form: leadMessages.spam } };
  const parsed = leadRequestSchema(kind, 2026).safeParse(seen, { error: fallbackMessage });
  if (!parsed.success) return { status: 400, fields: leadFieldErrors(parsed.error) };
  const places = placeFields(parsed.data as { city?: unknown; dealer?: unknown }, kind);
  if (places) return { status: 400, fields: places };
  const key = parsed.data.idempotency_key;
  return { status: 200, idempotencyKey: key === undefined ? undefined : storableText(key).trim() || undefined };
}

const seededDealers = new Map(dealerSeed.map((dealer) => [dealer.id, dealer]));
const seededCities = new Set(citySeed.map((city) => city.id));

/** The refusal of a city and dealer that do not go together in the seeded directory, or null. */
function placeFields({ city, dealer }: { city?: unknown; dealer?: unknown }, kind: LeadType): LeadFieldErrors | null {
  if (typeof dealer !== "number") return typeof city === "number" && !seededCities.has(city) ? { city: leadMessages.cityRequired } : null;
  const row = seededDealers.get(dealer);
  if (!row) return { dealer: leadMessages.dealerRequired };
  if (typeof city === "number" && row.cityId !== city) return { dealer: leadMessages.dealerNotInCity };
  if (kind === "test-drive" && !row.testDrive) return { dealer: leadMessages.dealerNoTestDrive };
  return null;
}

/** The object the body parser hands the handler; "too-large" for a 413; null when not modelled here. */
function serverView(body: string | FormData, encoding: Encoding): Record<string, unknown> | "too-large" | null {
  if (encoding === "json") {
    if (Buffer.byteLength(body as string) > defaultBodyLimitBytes) return "too-large";
    return JSON.parse(body as string) as Record<string, unknown>;
  }
  const pairs =
    encoding === "form" ? [...new URLSearchParams(body as string)] : [...(body as FormData)].map(([n, v]) => [n, String(v)] as const);
  if (pairs.length > maxBodyFields) return "too-large";
  const size =
    encoding === "form" ? Buffer.byteLength(body as string) : pairs.reduce((sum, [n, v]) => sum + Buffer.byteLength(n + v) + 100, 0);
  if (encoding === "form" && size > defaultBodyLimitBytes) return "too-large";
  // A multipart body's size depends on its boundaries: near the limit the test does not guess.
  if (encoding === "multipart" && size > defaultBodyLimitBytes - 4_000) return null;
  // qs (URL-encoded, depth 0) keeps "a[b]" as a name but reads a leading "[x]" as "x": not modelled.
  if (encoding === "form" && pairs.some(([name]) => name.startsWith("["))) return null;
  const view: Record<string, unknown> = {};
  for (const [name, value] of pairs) {
    // qs skips empty and `__proto__` names.
    if (encoding === "form" && (name === "" || name === "__proto__")) continue;
    const before = Object.hasOwn(view, name) ? view[name] : undefined;
    const next = before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value];
    Object.defineProperty(view, name, { value: next, enumerable: true, writable: true, configurable: true });
  }
  return view;
}

/**
 * A service request as a browser's multipart body, then broken the ways a cut connection or a
 * hand-made client breaks one: cut at any byte, its boundary missing or another from the body's, a
 * file among the fields, a part without its headers' end.
 */
export function brokenMultipart(): fc.Arbitrary<{ bytes: Buffer; contentType: string }> {
  const boundary = "----genesisFuzz7MA4YWxkTrZu0gW";
  const part = (name: string, value: string, filename?: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"\r\nContent-Type: application/octet-stream` : ""}\r\n\r\n${value}\r\n`;
  const fields = Object.entries(leadBody("service")).map(([name, value]) => part(name, String(value)));
  return fc
    .record({
      cut: fc.option(fc.nat(), { nil: undefined }),
      header: fc.constantFrom(
        `multipart/form-data; boundary=${boundary}`,
        "multipart/form-data",
        "multipart/form-data; boundary=",
        "multipart/form-data; boundary=other",
        `multipart/form-data; boundary="${boundary}"; charset=koi8-r`,
      ),
      file: fc.boolean(),
      noHeaderEnd: fc.boolean(),
    })
    .map(({ cut, header, file, noHeaderEnd }) => {
      let body = [...fields, ...(file ? [part("photo", "\u0000\u0001binary", "car.jpg")] : []), `--${boundary}--\r\n`].join("");
      if (noHeaderEnd) body = body.replace(`name="name"\r\n\r\n`, `name="name"\r\n`);
      const bytes = Buffer.from(body);
      return { bytes: cut === undefined ? bytes : bytes.subarray(0, cut % (bytes.length + 1)), contentType: header };
    });
}

/** POSTs raw bytes with a content type; the status and the parsed JSON answer (null when it is none). */
export function postRaw(url: string, bytes: Buffer, contentType: string): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: "POST", agent, headers: { "content-type": contentType, "content-length": bytes.length } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let json: unknown = null;
          try {
            json = JSON.parse(text);
          } catch {
            json = { message: text };
          }
          resolve({ status: response.statusCode ?? 0, json });
        });
      },
    );
    request.on("error", reject);
    request.end(bytes);
  });
}

// node:http with a keep-alive agent: twice as fast as fetch per request, which counts at 10 000 bodies.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** POSTs an encoded body; the status and the parsed JSON answer. */
export async function postEncoded(
  url: string,
  sent: { body: string | FormData; contentType?: string },
): Promise<{ status: number; json: unknown }> {
  let bytes: Buffer;
  let contentType = sent.contentType ?? "";
  if (typeof sent.body === "string") bytes = Buffer.from(sent.body);
  else {
    // Response serialises FormData as a browser would, boundary and all.
    const serialised = new Response(sent.body);
    contentType = serialised.headers.get("content-type") ?? "";
    bytes = Buffer.from(await serialised.arrayBuffer());
  }
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: "POST", agent, headers: { "content-type": contentType, "content-length": bytes.length } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          try {
            resolve({ status: response.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString("utf8")) });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    request.on("error", reject);
    request.end(bytes);
  });
}
