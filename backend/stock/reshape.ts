// What the three source modules share after parsing: the zod pieces that read XML text, the step from
// a validated vehicle to the domain's StockCar (through normalise.ts only), and the rule for a feed's
// list: a bad vehicle is skipped and logged, a duplicate id or VIN keeps the first, a feed with vehicles
// of the brand but none valid is a failed feed (docs/decisions/0027, 0056).
import { createHash } from "node:crypto";
import { setImmediate as nextTurn } from "node:timers/promises";
import { z } from "zod";
import { isModelCode, type ModelCode } from "@contract/model-codes";
import type { StockCar, StockCarCondition, StockSource } from "@contract/stock";
import { feedCarId, testCarIdKey, type CarIdKey } from "./car-ids";
import { FeedError, parseFeedXml, textOf } from "./feed-xml";
import type { XmlRecoveries } from "./flat-xml";
import {
  carTypeText,
  feedDay,
  formatStockPrice,
  knownBodyColor,
  knownDriveType,
  knownEngineType,
  newAvailability,
  newWarranty,
  tidyText,
  usedAvailability,
  usedWarranty,
  vinTail,
} from "./normalise";

/** The brand the site sells: vehicles of other marks are left out of every feed. */
export const brandName = "Genesis";

/** True for the brand however a feed writes it («GENESIS», «genesis»). */
export function isBrand(mark: unknown): boolean {
  const text = textOf(mark);
  return typeof text === "string" && text.trim().toLowerCase() === brandName.toLowerCase();
}

/** An element's text, tidied (normalise.ts): «Advance&nbsp;Plus» and «Advance Plus» are one package. */
function tidied(value: unknown): unknown {
  const t = textOf(value);
  return typeof t === "string" ? tidyText(t) : t;
}

/**
 * Why an element's value is not text, in words an operator reading the log acts on: the element is
 * missing, or it holds other elements (or attributes) where text was expected.
 */
export function notTextReason(input: unknown): string {
  return input === undefined || input === null ? "не указано (элемента нет)" : "вместо текста вложенные элементы или атрибуты";
}

const text = (max: number) =>
  z.preprocess(
    tidied,
    z
      .string({ error: (issue) => notTextReason(issue.input) })
      .min(1, "не указано (элемент пуст)")
      .max(max, `длиннее ${max} символов`),
  );
const optionalText = (max: number) =>
  z.preprocess(
    (v) => {
      const t = tidied(v);
      return t === "" || t === undefined ? undefined : t;
    },
    z
      .string({ error: (issue) => notTextReason(issue.input) })
      .max(max, `длиннее ${max} символов`)
      .optional(),
  );

/**
 * A whole number as dealers' systems write it: «4390000», «4 390 000», «4,390,000», «4390000.00»,
 * «4390000,00», with a unit after it («4 390 000 руб.», «35 000 км»). A fraction that is not zero is
 * no whole number.
 */
export function wholeNumberText(value: string): string {
  const bare = value.replace(/[\s\u00a0\u202f]/g, "").replace(/(?:₽|руб\.?|рублей|р\.|rub|rur|км|km)$/i, "");
  const grouped = /^\d{1,3}(?:,\d{3})+$/.test(bare) ? bare.replaceAll(",", "") : bare;
  return grouped.replace(/[.,]0+$/, "");
}

/** A whole number written in the feed (see {@link wholeNumberText}). */
const wholeNumber = (max: number) =>
  z.preprocess(
    (v) => {
      const t = textOf(v);
      return typeof t === "string" ? wholeNumberText(t) : t;
    },
    z
      .string({ error: (issue) => notTextReason(issue.input) })
      .regex(/^\d{1,12}$/, "не целое число без знака")
      .transform(Number)
      .refine((n) => n <= max, `больше ${max}`),
  );

/** The zod pieces a source's vehicle schema is made of. */
export const feedFields = {
  id: z.preprocess(
    textOf,
    z
      .string({ error: "нет id" })
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, "id не из латинских букв, цифр, _ и -"),
  ),
  text,
  optionalText,
  price: wholeNumber(1_000_000_000).refine((n) => n > 0, "цена не больше нуля"),
  /** Kilometres, or undefined when the element is missing or empty (a new car has none; a used car without one is skipped by toStockCar). */
  mileage: z.preprocess((v) => (textOf(v) === "" ? undefined : v), wholeNumber(2_000_000).optional()),
  year: z.preprocess(
    (v) => (textOf(v) === "" ? undefined : v),
    wholeNumber(2100)
      .refine((y) => y >= 1990, "год раньше 1990")
      .optional(),
  ),
  /**
   * A list of addresses; http: ones ask for https:, one that is neither nor a path is dropped, and a
   * repeat (exports often list the first photo twice) is listed once.
   */
  urls: z.preprocess(
    (v) => (v === undefined || v === "" ? [] : Array.isArray(v) ? v : [v]),
    z
      .array(z.preprocess(textOf, z.string()))
      .transform((list) => [...new Set(list.map((u) => securedUrl(u.trim())).filter(isSafeUrl))].slice(0, 30)),
  ),
} as const;

// The site is served over HTTPS and its CSP takes images from https: only; a browser would upgrade or
// block an http: photo anyway, so the address asks for HTTPS from the start. A scheme-relative one
// («//cdn.example/1.jpg») is read as HTTPS too.
function securedUrl(value: string): string {
  if (/^\/\/[^/]/.test(value)) return `https:${value}`;
  return /^http:\/\//i.test(value) ? `https://${value.slice(7)}` : value;
}

/** A path without a host («/upload/1.jpg?w=800&h=600»): the feed's server's, read by {@link withAbsoluteAddresses}. */
const hostlessPath = /^\/(?!\/)[\w\-./%~]*(?:\?[\w\-./%~=&;+,]*)?$/;

function isSafeUrl(value: string): boolean {
  if (value.length > 500) return false;
  if (hostlessPath.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/**
 * The feed's cars with each photo and video path that names no host («/upload/1.jpg») made an address
 * on the feed's own server, as a browser reading the feed would: a dealer's export names its pictures
 * so, and the site would otherwise ask for them from itself. A feed served by this process (the
 * embedded providers, `siteOrigin`) names the site's own pictures: its paths stay as they are.
 */
export function withAbsoluteAddresses(feed: FeedCars, feedUrl: string, siteOrigin: string | undefined): FeedCars {
  const base = new URL(feedUrl);
  if (siteOrigin !== undefined && base.origin === new URL(siteOrigin).origin) return feed;
  const absolute = (value: string) => (hostlessPath.test(value) ? securedUrl(new URL(value, base).href) : value);
  const resolveAll = (list: string[]) => [...new Set(list.map(absolute))];
  const resolve = (car: StockCar): StockCar => ({ ...car, photos: resolveAll(car.photos), videos: resolveAll(car.videos) });
  return { ...feed, cars: feed.cars.map(resolve), sold: feed.sold.map(resolve) };
}

/** The family of a feed's model name: «GV70», «Genesis G80», «g90 L» → its code; null for anything else. */
export function modelCodeOf(model: string): ModelCode | null {
  const bare = model
    .toLowerCase()
    .replace(/genesis/g, "")
    .replace(/[\s_-]+/g, "");
  const family = /^(g70|gv70|g80|gv80|g90)/.exec(bare)?.[1];
  if (!family) return null;
  const code = family === "g80" ? "g80-new" : family;
  return isModelCode(code) ? code : null;
}

/**
 * What told a car's condition (docs/decisions/0090): the spec's feed of used or new cars («feed»), the
 * operator's AUTORU_FEED_SECTION («declared»), the car marked new in its feed («marked»), or the evidence
 * `auto` infers used from: a mileage, a `state`, previous owners, the year, the description's words;
 * «none» when nothing did (the condition is unknown).
 */
export const conditionEvidence = ["feed", "declared", "marked", "run", "state", "owners", "year", "description", "none"] as const;
export type ConditionEvidence = (typeof conditionEvidence)[number];

/** A vehicle after validation, in the words of docs/product.md §3, before normalisation. */
export type FeedVehicle = {
  /** The feed's own id; none (or a VIN) gives the keyed hash of the VIN (car-ids.ts). */
  feedId?: string;
  model: string;
  package?: string;
  modification?: string;
  year?: number;
  /** The feed's fuel; null when it names none (the car says «уточняйте», nothing is assumed). */
  engineType: string | null;
  /** The feed's drive; null when it names none (never assumed rear or anything else). */
  driveType: string | null;
  photos: string[];
  vin: string;
  /** Absent when the feed leaves it empty (a car in transit): the car is kept, its colour unknown. */
  bodyColor?: string;
  price: number;
  /** The feed's own availability text (`available`, «в наличии», …). */
  availability: string;
  warrantyDate?: string;
  mileage?: number;
  videos?: string[];
  /** What told the condition; «feed» when not given. */
  evidence?: ConditionEvidence;
};

const sourceLetters: Record<StockSource, string> = { "export-master": "u", "ilsa-offers": "n", autoru: "a", avito: "v" };

/**
 * A car as a feed gave it: the StockCar and, kept with the snapshot but never sent to a browser, a key
 * of its whole VIN and the VIN itself. Only four characters of the VIN are shown (docs/product.md §9), too few to
 * tell two cars apart: the same car listed twice (in one feed, or in the export and the Auto.ru feed)
 * must be listed once, and a booking's lead must name the very car for staff once it has left the feed.
 */
export type FeedCar = StockCar & { vinKey?: string; vinFull?: string };

/** The key of a VIN: sha256 of it in capitals without spaces, 16 hex digits; none for what is too short to be one. */
export function vinKeyOf(vin: string): string | undefined {
  const plain = vin.replace(/[\s-]+/g, "").toUpperCase();
  return plain.length >= 11 ? createHash("sha256").update(plain).digest("hex").slice(0, 16) : undefined;
}

/** The fields whose values the vocabulary may not know: kept as written and counted. */
export type KeptField = "engine" | "drive" | "color";

/**
 * What one read of a feed made of it, for its log line, /healthz and the staff (docs/decisions/0093): the
 * cars read, those dropped grouped by reason, other marks, what told each car's condition, and the values
 * kept as written (with how many cars each) — never a VIN or a person's data.
 */
export type FeedHealth = {
  read: number;
  dropped: { reason: string; count: number }[];
  otherMarks: number;
  conditions: Partial<Record<ConditionEvidence, number>>;
  keptAsWritten: Record<KeptField, Record<string, number>>;
  /** Cars whose feed names no fuel / no drive: shown «уточняйте», counted here. */
  notStated: { engine: number; drive: number };
};

/** The tally a feed's reading keeps as it goes (one per read). */
export type FeedTally = Pick<FeedHealth, "conditions" | "keptAsWritten" | "notStated">;

/** What reading a feed's cars needs beside the XML: the key of the ids and the tally of the read. */
export type ReadContext = { ids: CarIdKey; tally: FeedTally };

/** The health of a read that made nothing of note (tests' stand-in feeds). */
export function plainHealth(read: number): FeedHealth {
  return { read, dropped: [], otherMarks: 0, ...newTally() };
}

/** A fresh tally. */
export function newTally(): FeedTally {
  return { conditions: {}, keptAsWritten: { engine: {}, drive: {}, color: {} }, notStated: { engine: 0, drive: 0 } };
}

// A feed of odd values cannot grow the tally without bound: past this many distinct values of a field,
// the rest are counted under one line.
const keptValuesListed = 50;

function keep(tally: FeedTally, field: KeptField, value: string): void {
  const values = tally.keptAsWritten[field];
  const key = value in values || Object.keys(values).length < keptValuesListed ? value : "…другие";
  values[key] = (values[key] ?? 0) + 1;
}

/** A field's value through the vocabulary: its site name, or the value as written (counted), or null (counted). */
function mapped(
  tally: FeedTally,
  field: "engine" | "drive",
  value: string | null,
  known: (v: string) => string | undefined,
): string | null {
  if (value === null) {
    tally.notStated[field] += 1;
    return null;
  }
  const name = known(value);
  if (name === undefined) keep(tally, field, value);
  return name ?? value;
}

/** A context for tests and the benchmark: the test key of the ids and a tally nobody reads. */
export function testReadContext(): ReadContext {
  return { ids: testCarIdKey, tally: newTally() };
}

/**
 * The StockCar of a validated vehicle: every text through docs/product.md §3's normalisation. A used car
 * (or one of unknown condition) without a mileage, or with 0, has none («пробег уточняйте»); a new car's
 * mileage is null. A car of unknown condition makes no new-car promise: its warranty holds only by the
 * date its feed gives (docs/decisions/0090).
 */
export function toStockCar(
  source: StockSource,
  condition: StockCarCondition,
  vehicle: FeedVehicle,
  now: Date,
  ctx: ReadContext = testReadContext(),
): FeedCar {
  const { tally } = ctx;
  const vinKey = vinKeyOf(vehicle.vin);
  const warrantyDay = feedDay(vehicle.warrantyDate);
  const evidence = vehicle.evidence ?? "feed";
  tally.conditions[evidence] = (tally.conditions[evidence] ?? 0) + 1;
  let bodyColor: string | null = null;
  if (vehicle.bodyColor !== undefined) {
    const known = knownBodyColor(vehicle.bodyColor);
    if (known === undefined) keep(tally, "color", vehicle.bodyColor);
    bodyColor = known ?? vehicle.bodyColor;
  }
  const fresh = condition === "new";
  const mileage = fresh || vehicle.mileage === undefined || vehicle.mileage === 0 ? null : vehicle.mileage;
  // An unknown car is available by either rule: its feed's word is not tied to one condition.
  const availability =
    condition === "used"
      ? usedAvailability(vehicle.availability)
      : fresh
        ? newAvailability(vehicle.availability)
        : usedAvailability(vehicle.availability) || newAvailability(vehicle.availability);
  return {
    id: `${sourceLetters[source]}-${feedCarId(vehicle.feedId, vehicle.vin, ctx.ids)}`,
    source,
    condition,
    type: carTypeText(condition),
    model: vehicle.model.replace(/^genesis\s+/i, "").trim(),
    modelCode: modelCodeOf(vehicle.model),
    package: vehicle.package ?? null,
    modification: vehicle.modification ?? null,
    engineType: mapped(tally, "engine", vehicle.engineType, knownEngineType),
    driveType: mapped(tally, "drive", vehicle.driveType, knownDriveType),
    photos: vehicle.photos,
    vin: vinTail(vehicle.vin),
    bodyColor,
    price: formatStockPrice(vehicle.price),
    priceRub: vehicle.price,
    availability,
    warrantyDate: fresh ? newWarranty() : usedWarranty(warrantyDay, now),
    warrantyUntil: warrantyDay,
    year: vehicle.year ?? null,
    mileage,
    videos: fresh ? (vehicle.videos ?? []) : [],
    ...(vinKey ? { vinKey } : {}),
    ...(vehicle.vin.trim() ? { vinFull: vehicle.vin.trim() } : {}),
  };
}

/** A vehicle left out of a feed and why. */
export type SkippedVehicle = { id: string | null; reason: string };

/**
 * What one feed gave: its cars, those it lists as sold, the vehicles it skipped, how many were of other
 * marks, and how many `&`s of its XML were read leniently (flat-xml.ts).
 */
export type FeedCars = {
  cars: FeedCar[];
  sold: StockCar[];
  skipped: SkippedVehicle[];
  otherMarks: number;
  recovered: XmlRecoveries;
  health: FeedHealth;
};

/** What {@link collectCars} makes of a feed's list: all of FeedCars but what the XML reader counted and the health. */
type CollectedCars = Omit<FeedCars, "recovered" | "health">;

/** Dropped vehicles grouped by reason, the most frequent first (at most 20 groups). */
export function droppedByReason(skipped: readonly SkippedVehicle[]): FeedHealth["dropped"] {
  const counts = new Map<string, number>();
  for (const { reason } of skipped) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return [...counts]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b, "ru"))
    .slice(0, 20)
    .map(([reason, count]) => ({ reason, count }));
}

/** What reading one item gave: a car, a car the feed lists as sold, or null for another mark. */
export type FeedItem = FeedCar | { sold: StockCar } | null;

/**
 * Items validated between two turns of the event loop: 5 000 cars take ~250 ms, which the web process
 * serving pages beside the refresh job must not wait for in one piece; 250 of them take ~10–15 ms.
 */
export const itemsPerTurn = 250;

/**
 * Validates each item of a feed's list with `read` (which returns the car or throws a ZodError);
 * skips the invalid and the repeated ids, and refuses the feed when it had cars of the brand but none
 * valid: a feed whose format changed must not empty the stock. Lets the event loop turn before every
 * {@link itemsPerTurn} items (the first time right after the parse).
 */
export async function collectCars(items: unknown[], read: (item: unknown) => FeedItem): Promise<CollectedCars> {
  const cars: FeedCar[] = [];
  const sold: StockCar[] = [];
  const skipped: SkippedVehicle[] = [];
  const seen = new Set<string>();
  const vins = new Map<string, string>();
  let otherMarks = 0;
  for (const [index, item] of items.entries()) {
    if (index % itemsPerTurn === 0) await nextTurn();
    let got: FeedItem;
    try {
      got = read(item);
    } catch (error) {
      skipped.push({ id: idOf(item), reason: describe(error) });
      continue;
    }
    if (!got) {
      otherMarks += 1;
      continue;
    }
    if ("sold" in got) {
      sold.push(got.sold);
      continue;
    }
    const car = got;
    if (seen.has(car.id)) {
      skipped.push({ id: car.id, reason: "повторный id" });
      continue;
    }
    const first = car.vinKey ? vins.get(car.vinKey) : undefined;
    if (first) {
      skipped.push({ id: car.id, reason: `тот же VIN, что у ${first}: автомобиль указан дважды` });
      continue;
    }
    seen.add(car.id);
    if (car.vinKey) vins.set(car.vinKey, car.id);
    cars.push(car);
  }
  if (cars.length === 0 && sold.length === 0 && skipped.length > 0) {
    throw new FeedError(`ни одного корректного автомобиля из ${skipped.length}: ${skipped[0]?.reason ?? ""}`);
  }
  return { cars, sold, skipped, otherMarks };
}

/**
 * A feed's XML read whole: parsed (`lists` always arrays), its items at `path` validated by `read` as
 * {@link collectCars} does, with what the XML reader read leniently and the read's health. Items `only`
 * refuses are not vehicles at all (an Avito file's ads of wheels or parts): left out, counted nowhere.
 * Every source's reader is this.
 */
export async function readFeedCars(
  xml: string,
  format: { lists: readonly string[]; path: readonly string[]; only?: (item: unknown) => boolean },
  read: (item: unknown, ctx: ReadContext) => FeedItem,
  ids: CarIdKey = testCarIdKey,
): Promise<FeedCars> {
  const { tree, recovered } = parseFeedXml(xml, format.lists);
  const ctx: ReadContext = { ids, tally: newTally() };
  const items = listAt(tree, format.path);
  const collected = await collectCars(format.only ? items.filter(format.only) : items, (item) => read(item, ctx));
  const health: FeedHealth = {
    read: collected.cars.length,
    dropped: droppedByReason(collected.skipped),
    otherMarks: collected.otherMarks,
    ...ctx.tally,
  };
  return { ...collected, recovered, health };
}

/** The feed's own id of an item, for the dropped list: `id` (export, offers), `unique_id` (Auto.ru) or `Id` (Avito). */
function idOf(item: unknown): string | null {
  if (!item || typeof item !== "object") return null;
  const record = item as Record<string, unknown>;
  const id = textOf(record.id ?? record.unique_id ?? record.Id);
  return typeof id === "string" ? id.slice(0, 64) : null;
}

function describe(error: unknown): string {
  if (error instanceof z.ZodError) return error.issues.map((issue) => `${issue.path.join(".") || "запись"}: ${issue.message}`).join("; ");
  return error instanceof Error ? error.message : String(error);
}

/**
 * The list at `path` (root element first): a present but empty container is an empty feed; a missing
 * root or container means it is not a feed of this format (an HTML page, another export) — a FeedError.
 */
export function listAt(root: Record<string, unknown>, path: readonly string[]): unknown[] {
  let node: unknown = root;
  for (const [index, key] of path.entries()) {
    const isItem = index === path.length - 1;
    if (node === "" && isItem) return [];
    if (!node || typeof node !== "object" || Array.isArray(node)) throw new FeedError(`<${path[index - 1] ?? key}> не в ожидаемом формате`);
    const next = (node as Record<string, unknown>)[key];
    if (next === undefined) {
      if (isItem) return [];
      throw new FeedError(`нет элемента <${key}>: это не фид в ожидаемом формате`);
    }
    node = next;
  }
  if (!Array.isArray(node)) throw new FeedError(`<${path.at(-1) ?? ""}> не список`);
  return node;
}
