// A dealer's Auto.ru feed (AUTORU_FEED_URL, optional; beyond the spec): the classifieds' XML format
// that Russian dealers already publish. fetch → parse → validate → reshape into StockCar. The mapping
// to docs/product.md §3's fields is docs/decisions/0028, the condition docs/decisions/0090, the ids
// docs/decisions/0091, the words docs/decisions/0092.
//
// <data><cars><car>
//   <unique_id/> <mark_id/> <folder_id/> <modification_id/> <complectation_name/> <body_type/> <wheel/>
//   <color/> <metallic/> <availability/> <custom/> <state/> <owners_number/> <run/> <year/> <price/>
//   <currency/> <vin/> <warranty_expire/> <images><image/>…</images> <video/> <description/>
// </car>…</cars></data>
import { z } from "zod";
import { toMoscowDay } from "../http/clock";
import type { CarIdKey } from "./car-ids";
import { fetchFeedText, textOf, type FeedFetchOptions } from "./feed-xml";
import { driveOfModification, engineOfModification } from "./feed-vocabulary";
import { foldText } from "./normalise";
import { feedFields as f, isBrand, readFeedCars, toStockCar, type ConditionEvidence, type FeedCars, type FeedItem } from "./reshape";
import type { StockCarCondition } from "@contract/stock";

/**
 * What the operator says the feed holds (AUTORU_FEED_SECTION): Auto.ru files a dealer's feed under one
 * section, new or used, in the dealer's account, not in the file; `auto` infers each car's condition.
 */
export const autoruSections = ["new", "used", "auto"] as const;
export type AutoruSection = (typeof autoruSections)[number];

/** How the feed is read: the operator's section and the key of the cars' ids. */
export type AutoruOptions = { section?: AutoruSection; ids?: CarIdKey };

const carSchema = z.object({
  unique_id: z.preprocess((v) => textOf(v) ?? undefined, f.id.optional()),
  folder_id: f.text(80),
  modification_id: f.text(120),
  // Auto.ru's name of the package; older feeds write `complectation`.
  complectation_name: f.optionalText(120),
  complectation: f.optionalText(120),
  // Empty for a car in transit: it is kept, its colour unknown.
  color: f.optionalText(60),
  metallic: f.optionalText(10),
  availability: f.text(40),
  state: f.optionalText(60),
  section: f.optionalText(20),
  owners_number: f.optionalText(40),
  run: f.mileage,
  year: f.year,
  price: f.price,
  currency: f.optionalText(10),
  vin: f.text(17),
  warranty_expire: f.optionalText(40),
  // Read for its words only (never shown): a long one is cut, not a reason to skip the car.
  description: z.preprocess((v) => {
    const t = textOf(v);
    return typeof t === "string" && t.trim() !== "" ? t.slice(0, 5_000) : undefined;
  }, z.string().optional()),
  // Not in Auto.ru's own format, but written by dealer systems that export to it: read when present.
  drive: f.optionalText(40),
  engine_type: f.optionalText(40),
  images: z.preprocess((v) => (v && typeof v === "object" ? (v as { image?: unknown }).image : undefined), f.urls),
  video: z.preprocess((v) => (v === undefined || v === "" ? [] : [v]), f.urls),
});

/** Auto.ru's `warranty_expire` may be a month (2027-05): the warranty runs to that month's last day. */
function warrantyOf(value: string | undefined): string | undefined {
  const month = value ? /^(\d{4})-(\d{2})$/.exec(value) : null;
  if (!month) return value;
  const last = new Date(Date.UTC(Number(month[1]), Number(month[2]), 0)).getUTCDate();
  return `${month[1]}-${month[2]}-${String(last).padStart(2, "0")}`;
}

/** What a car of the feed says about its condition. */
export type ConditionClues = {
  section?: string;
  state?: string;
  run?: number;
  owners?: string;
  year?: number;
  description?: string;
};

const newWords = new Set(["new", "новый", "новые", "новая", "новое"]);
const usedWords = new Set(["used", "с пробегом", "б/у", "бу", "подержанный"]);

/** Previous owners: «Один владелец», «2», «Три и более», «1 владелец по ПТС»; «0», «нет», «без владельцев» say nothing. */
function hadOwners(owners: string): boolean {
  const text = foldText(owners);
  if (/^(0|нет|без владельцев|не было|-)$/.test(text)) return false;
  return /[1-9]|один|одного|два|двух|три|трех|более|владел/.test(text);
}

// A description's words that tell a car has been driven: «Два владельца», «пробег 45 000 км», «б/у»,
// «в эксплуатации с 2019»… The phrases of a new car («без пробега», «пробег 0 км», «нет владельцев») are
// taken out first so they never count. \b does not work with Cyrillic: word edges are spelled out.
const newCarPhrases =
  /без пробега|пробег[а]?\s*(?:0|ноль|нет|отсутствует)(?:\s*км)?(?![\d\s]*\d)|без владельцев|владельцев нет|нет владельцев/g;
const usedCarWords =
  /владел|владельц|пробег|(?:^|[^а-я])б\/у(?:$|[^а-я])|(?:^|[^а-я])бу(?:$|[^а-я])|подержан|в эксплуатации|эксплуатир|сервисн\w* книжк|не бит|не крашен|по птс/;

/** True when a description speaks of a car that has been driven. */
export function describesUsedCar(description: string): boolean {
  // Not foldText: its memo is for the short values a feed repeats, not for descriptions.
  const text = description.toLowerCase().replaceAll("ё", "е").replace(/\s+/g, " ");
  return usedCarWords.test(text.replace(newCarPhrases, " "));
}

/**
 * A car's condition and what told it (docs/decisions/0090). `new` or `used` feeds are what the operator
 * declared. In `auto`, a car marked new in its feed (`section` or `state` «новый»/new) is new; a
 * mileage, a `state` (Auto.ru's state of a used car: «Отличное», «Хорошее» …), previous owners, a year
 * two or more before this one (Moscow's) or a description speaking of use make it used; anything else
 * is unknown — never new by default.
 */
export function inferCondition(
  clues: ConditionClues,
  section: AutoruSection,
  now: Date,
): { condition: StockCarCondition; evidence: ConditionEvidence } {
  if (section !== "auto") return { condition: section, evidence: "declared" };
  const marked = [clues.section, clues.state].map((v) => (v === undefined ? "" : foldText(v)));
  if (marked.some((v) => newWords.has(v))) return { condition: "new", evidence: "marked" };
  if (marked.some((v) => usedWords.has(v))) return { condition: "used", evidence: "marked" };
  if ((clues.run ?? 0) > 0) return { condition: "used", evidence: "run" };
  if (clues.state !== undefined) return { condition: "used", evidence: "state" };
  if (clues.owners !== undefined && hadOwners(clues.owners)) return { condition: "used", evidence: "owners" };
  const thisYear = Number(toMoscowDay(now).slice(0, 4));
  if (clues.year !== undefined && clues.year <= thisYear - 2) return { condition: "used", evidence: "year" };
  if (clues.description !== undefined && describesUsedCar(clues.description)) return { condition: "used", evidence: "description" };
  return { condition: "unknown", evidence: "none" };
}

/** The cars of the brand in an Auto.ru feed, each car's condition as the section says or its evidence tells. */
export async function readAutoruFeed(xml: string, now: Date, opts: AutoruOptions = {}): Promise<FeedCars> {
  const section = opts.section ?? "auto";
  return readFeedCars(
    xml,
    { lists: ["car", "image"], path: ["data", "cars", "car"] },
    (item, ctx): FeedItem => {
      if (!item || typeof item !== "object" || !isBrand((item as Record<string, unknown>).mark_id)) return null;
      const c = carSchema.parse(item);
      if (c.currency && !["rur", "rub"].includes(foldText(c.currency))) throw new Error(`цена не в рублях (${c.currency})`);
      const { condition, evidence } = inferCondition(
        { section: c.section, state: c.state, run: c.run, owners: c.owners_number, year: c.year, description: c.description },
        section,
        now,
      );
      const inStock = foldText(c.availability) === "в наличии";
      return toStockCar(
        "autoru",
        condition,
        {
          feedId: c.unique_id,
          model: c.folder_id,
          package: c.complectation_name ?? c.complectation,
          modification: c.modification_id,
          year: c.year,
          engineType: c.engine_type ?? engineOfModification(c.modification_id),
          driveType: c.drive ?? driveOfModification(c.modification_id),
          photos: c.images,
          vin: c.vin,
          bodyColor: c.color && c.metallic && foldText(c.metallic) === "да" ? `${c.color} металлик` : c.color,
          price: c.price,
          // docs/product.md §3's rules read `available` for used cars and «в наличии» for new ones.
          availability: condition === "used" ? (inStock ? "available" : c.availability) : c.availability,
          warrantyDate: warrantyOf(c.warranty_expire),
          mileage: c.run,
          videos: c.video,
          evidence,
        },
        now,
        ctx,
      );
    },
    opts.ids,
  );
}

/** GETs an Auto.ru feed and reads it. */
export async function fetchAutoruFeed(url: string, now: Date, opts?: FeedFetchOptions, read?: AutoruOptions): Promise<FeedCars> {
  return readAutoruFeed(await fetchFeedText(url, opts), now, read);
}
