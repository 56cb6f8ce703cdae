import { consentFieldNames } from "@contract/consent-documents";
import type { LeadType } from "@contract/leads";
import type { LeadUtm } from "./schema";

/** A lead as the endpoint stores it: the columns of `leads` a request fills. */
export type NewLead = {
  id: string;
  leadType: LeadType;
  model: string | null;
  city: number | null;
  dealer: number | null;
  name: string;
  surname: string | null;
  phone: string;
  email: string | null;
  agree: boolean;
  details: Record<string, unknown>;
  consents: LeadConsents;
  page: string | null;
  place: string | null;
  utm: LeadUtm;
  clientIp: string | null;
  userAgent: string | null;
  idempotencyKey: string | null;
};

/**
 * The consent versions a form showed, as it sent them (docs/decisions/0101); the statement storing the
 * lead records each, or the one in effect at `at` when the form sent none or one that is no version.
 */
export type LeadConsents = {
  /** The moment the versions in effect are told at: the request's. */
  at: Date;
  personalData: string | null;
  thirdParties: string | null;
  /** The advertising version agreed to; true when ticked without a version known; null when not given. */
  advertising: string | true | null;
};

/** Where the request came from, known to the endpoint rather than the form; `at` is when it came (default now). */
export type LeadOrigin = {
  id: string;
  clientIp: string | undefined;
  userAgent: string | undefined;
  idempotencyKey: string | undefined;
  at?: Date;
};

/** Longest user agent kept: enough to tell a browser from a script, and a header cannot bloat the table. */
export const maxUserAgentLength = 300;

const utmKeys = ["source", "medium", "campaign", "content", "term"] as const;
/** The form's fields of where the visit came from that are not UTM tags, and their keys in `utm`. */
const sourceFields = { yclid: "yclid", ym_client_id: "clientId", landing_page: "landing" } as const;

// The fields every form has (and the honeypot and the key) have columns or are dropped; the rest of a
// parsed request is the form's own and goes to `details`.
const columnKeys = new Set<string>([
  "name",
  "surname",
  "phone",
  "email",
  "agree",
  "page",
  "place",
  "model",
  "city",
  "dealer",
  "website",
  "idempotency_key",
  ...Object.values(consentFieldNames),
  ...utmKeys.map((key) => `utm_${key}`),
  ...Object.keys(sourceFields),
]);

/**
 * The row of a request its schema accepted (`parsed` is that schema's output, so it holds known keys
 * only: a prototype key or an unknown field never gets this far).
 */
export function toNewLead(leadType: LeadType, parsed: Record<string, unknown>, origin: LeadOrigin): NewLead {
  const text = (key: string) => (typeof parsed[key] === "string" ? storableText(parsed[key]) : null);
  const whole = (key: string) => (typeof parsed[key] === "number" ? parsed[key] : null);
  const utm: LeadUtm = {};
  for (const key of utmKeys) {
    const value = text(`utm_${key}`);
    if (value !== null) utm[key] = value;
  }
  for (const [field, key] of Object.entries(sourceFields)) {
    const value = text(field);
    if (value !== null) utm[key] = value;
  }
  const details: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (!columnKeys.has(key) && value !== undefined) details[key] = storable(value);
  }
  return {
    id: origin.id,
    leadType,
    model: text("model"),
    city: whole("city"),
    dealer: whole("dealer"),
    name: text("name") ?? "",
    surname: text("surname"),
    phone: text("phone") ?? "",
    email: text("email"),
    agree: parsed.agree === true,
    details,
    consents: {
      at: origin.at ?? new Date(),
      personalData: text(consentFieldNames.personalData),
      thirdParties: text(consentFieldNames.thirdParties),
      advertising: parsed[consentFieldNames.advertising] === true ? true : text(consentFieldNames.advertising),
    },
    page: text("page"),
    place: text("place"),
    utm,
    clientIp: origin.clientIp ? storableText(origin.clientIp) : null,
    userAgent: origin.userAgent ? storableText(origin.userAgent).slice(0, maxUserAgentLength) : null,
    idempotencyKey: origin.idempotencyKey ?? null,
  };
}

// PostgreSQL refuses NUL in text and jsonb, and a lone UTF-16 surrogate in jsonb ("\ud800" is not
// JSON it accepts): a visitor's text keeps everything else as typed (HTML included, stored as text).
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A string PostgreSQL stores as given: NUL removed, lone surrogates replaced by U+FFFD. */
export function storableText(value: string): string {
  return value.replace(/\0/g, "").replace(loneSurrogate, "\uFFFD");
}

/** `storableText` applied to every string inside a JSON-like value. */
export function storable(value: unknown): unknown {
  if (typeof value === "string") return storableText(value);
  if (Array.isArray(value)) return value.map(storable);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [storableText(key), storable(inner)]));
  }
  return value;
}
