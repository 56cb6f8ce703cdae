// docs/product.md §3 «Normalisation», exactly, in one pure module: every feed's reshape calls these, nothing else
// turns feed values into what a visitor reads. Matching ignores case, ё/е and surrounding spaces,
// because real feeds write «Черный», «белый», «Металлик» (docs/decisions/0026).
import { stockCarTypes, type StockCarCondition } from "@contract/stock";
import { isIsoDay } from "@contract/test-drive-time";
import { toMoscowDay } from "../http/clock";
import { colourWords, driveWords, engineWords } from "./feed-vocabulary";

/**
 * A feed's text as a visitor reads it: non-breaking and typographic spaces (&nbsp; &thinsp; …, which
 * dealers' exports carry) as plain ones, soft hyphens and zero-width marks gone, runs of spaces as one,
 * none at either end. Every text a feed gives goes through here first, so the filters compare and the
 * pages show one spelling.
 */
export function tidyText(value: string): string {
  // JavaScript's \s already takes in U+00A0, U+2000–U+200A, U+202F and U+3000; the invisible ones are not spaces.
  return value
    .replace(/[\u00ad\u200b-\u200f\u2060]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Lower case, ё → е, inner runs of spaces as one: the form two spellings of one word share. */
export function foldText(value: string): string {
  // A feed repeats a handful of words thousands of times («available», «бензин», «Черный металлик»):
  // each is folded once. The memo is small and emptied when full, so a feed of odd values cannot grow it.
  const known = folded.get(value);
  if (known !== undefined) return known;
  const fold = value.trim().toLowerCase().replaceAll("ё", "е").replace(/\s+/g, " ");
  if (folded.size >= 512) folded.clear();
  folded.set(value, fold);
  return fold;
}

const folded = new Map<string, string>();

/** docs/product.md §3: the fixed `type` text of a used or new car. */
export function carTypeText(condition: StockCarCondition): string {
  return stockCarTypes[condition];
}

/** docs/product.md §3: the VIN keeps only its last 4 characters. */
export function vinTail(vin: string): string {
  return vin.trim().slice(-4);
}

// An Intl formatter is costly to build: made once (a feed formats thousands of prices).
const usNumber = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** docs/product.md §3: the price in a US number format with the commas swapped for spaces («4 740 000»). */
export function formatStockPrice(rub: number): string {
  // A whole number of roubles (every feed price is one) is grouped by hand: the same text as the US
  // format, at a tenth of its cost on a 5 000-car feed.
  if (Number.isSafeInteger(rub) && rub >= 0) {
    const digits = String(rub);
    let out = digits.slice(0, ((digits.length - 1) % 3) + 1);
    for (let i = out.length; i < digits.length; i += 3) out += ` ${digits.slice(i, i + 3)}`;
    return out;
  }
  return usNumber.format(rub).replaceAll(",", " ");
}

// The words each fuel, drive and colour goes by in the formats, and the site's name for it, are listed
// in feed-vocabulary.ts (docs/decisions/0092); the spec's own pairs are among them.

/** The site's name of a fuel, or undefined when the value is none the vocabulary lists. */
export function knownEngineType(value: string): string | undefined {
  return engineWords.get(foldText(value));
}

/**
 * docs/product.md §3: petrol/бензин → «Бензин», diesel/«дизельное топливо» → «Дизель», and the other fuels
 * of the formats («Гибрид», «Подключаемый гибрид», «Электро», «Газ»); anything else as it came.
 */
export function normaliseEngineType(value: string): string {
  return knownEngineType(value) ?? value;
}

/** The site's name of a drive, or undefined when the value is none the vocabulary lists. */
export function knownDriveType(value: string): string | undefined {
  return driveWords.get(foldText(value));
}

/**
 * docs/product.md §3: full_4wd/«полный» → «Полный привод», and every spelling of the three drives
 * («передний», FWD, front; «задний», RWD; 4WD, AWD …) → «Передний привод», «Задний привод», «Полный
 * привод»; anything else as it came.
 */
export function normaliseDriveType(value: string): string {
  return knownDriveType(value) ?? value;
}

const metallicWord = /(^|\s)(металлик|metallic|met\.?)(?=\s|$)/g;

/** The site's name of a colour (with or without «металлик»), or undefined when the vocabulary lists none. */
export function knownBodyColor(value: string): string | undefined {
  const base = foldText(value).replace(metallicWord, " ").replace(/^#/, "").trim();
  return colourWords.get(base);
}

/**
 * docs/product.md §3: black, white, blue, grey, green and their Russian names, with or without «металлик»
 * (before or after), → «Чёрный», «Белый», «Синий», «Серый», «Зелёный», and so for every colour Auto.ru and
 * Avito list (feed-vocabulary.ts); anything else as it came.
 */
export function normaliseBodyColor(value: string): string {
  return knownBodyColor(value) ?? value;
}

const families = new Map<string, { key: string; label: string }>();

/**
 * The colour a visitor filters by: the car's colour without «металлик» (before or after), first letter
 * capital. The car itself keeps its colour as it came (docs/product.md §3); the filter offers «Серебристый» once
 * for «Серебристый» and «Серебристый металлик» (docs/decisions/0026, addendum). `key` compares two of them.
 */
export function colourFamily(value: string): { key: string; label: string } {
  // Asked for every car of each list request (the filter and its counts): a feed has a few dozen
  // colours, so each is worked out once; the memo is emptied when full, like foldText's.
  const known = families.get(value);
  if (known) return known;
  const plain =
    value
      .replace(/(^|\s)(металлик|metallic)(?=\s|$)/giu, " ")
      .replace(/\s+/g, " ")
      .trim() || value.trim();
  const family = { key: foldText(plain), label: plain.charAt(0).toLocaleUpperCase("ru-RU") + plain.slice(1) };
  if (families.size >= 512) families.clear();
  families.set(value, family);
  return family;
}

/** docs/product.md §3: a used car is available when its feed says `available`. */
export function usedAvailability(value: string): boolean {
  return foldText(value) === "available";
}

/** docs/product.md §3: a new car is available when its feed says «в наличии». */
export function newAvailability(value: string): boolean {
  return foldText(value) === "в наличии";
}

/** A feed's date (YYYY-MM-DD or YYYY/MM/DD, an ISO date-time, DD.MM.YYYY, DD/MM/YYYY, D.M.YY) as YYYY-MM-DD; null when it is none. */
export function feedDay(value: string | null | undefined): string | null {
  const text = value?.trim() ?? "";
  const iso = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(text);
  // Day first, as Russian dates go: 24.11.2027, 24/11/2027, 1.2.2027, 24.11.27 (this century).
  const russian = /^(\d{1,2})[./](\d{1,2})[./](\d{4}|\d{2})$/.exec(text);
  const parts = iso ? [iso[1], iso[2], iso[3]] : russian ? [russian[3], russian[2], russian[1]] : [];
  const [year, month, day] = parts.map((part, i) => (i === 0 ? (part?.length === 2 ? `20${part}` : part) : part?.padStart(2, "0")));
  if (!year || !month || !day) return null;
  const found = `${year}-${month}-${day}`;
  // 2026-02-31 is no day.
  return isIsoDay(found) ? found : null;
}

/** docs/product.md §3: a used car's warranty holds when its last day is today or later (the Moscow day). */
export function usedWarranty(warrantyDay: string | null, now: Date): boolean {
  return warrantyDay !== null && warrantyDay >= toMoscowDay(now);
}

/** docs/product.md §3: a new car's warranty always holds. */
export function newWarranty(): boolean {
  return true;
}
