// Input masks of docs/product.md §5 as pure functions: no DOM, so the server renders the same text the browser
// shows, and every rule is tested without a browser. `masked-input.tsx` wires them to an <input>.
// The model: a value is the visitor's significant characters (digits, letters) laid out by the mask;
// a caret is "after the n-th significant character", which survives any reformatting.

/** A pattern: `9` a digit, `A` a letter (Latin or Cyrillic), `S` either; other characters are literals. */
export type PatternMaskSpec = { kind: "pattern"; pattern: string };
/**
 * A sum of money: whole roubles grouped by thousands, a decimal comma with up to `decimals` kopecks,
 * then the currency sign ("1 234 567,89 ₽").
 */
export type MoneyMaskSpec = { kind: "money"; maxDigits: number; decimals: number; sign: string };
/** A number: digits grouped by thousands, a decimal comma with up to `decimals` places ("85 000", "12 345,6"). */
export type NumberMaskSpec = { kind: "number"; maxDigits: number; decimals: number };
/**
 * The Russian phone: «+7 (999) 999-99-99», or «8 (999) 999-99-99» while a number begun with 8 or 7 is
 * typed; which of them a leading 8 or 7 is, is settled by the length when the field is left
 * (docs/decisions/0096).
 */
export type PhoneMaskSpec = { kind: "phone" };
/** Letters (Latin or Cyrillic) and digits only, at most `maxLength` of them. */
export type AlphanumericMaskSpec = { kind: "alphanumeric"; maxLength: number };
export type MaskSpec = PatternMaskSpec | MoneyMaskSpec | NumberMaskSpec | PhoneMaskSpec | AlphanumericMaskSpec;

import { formatLeadPhone, normalizeLeadPhone } from "@contract/leads-fields";
import { decimalSeparatorAt, maxTypedDecimals } from "@contract/typed-numbers";

/** The text of a field and where its caret stands. */
export type Masked = { value: string; caret: number };

/** A pattern mask. */
export function patternMask(pattern: string): PatternMaskSpec {
  return { kind: "pattern", pattern };
}

/** An alphanumeric mask of at most `maxLength` characters. */
export function alphanumericMask(maxLength: number): AlphanumericMaskSpec {
  return { kind: "alphanumeric", maxLength };
}

/** The one phone mask of the site (docs/product.md §5: registered once, used by every phone field). */
export const phoneMask: PhoneMaskSpec = { kind: "phone" };

/** Roubles up to 9 999 999 999 with kopecks: room for the largest price a lead accepts (1 000 000 000). */
export const moneyMask: MoneyMaskSpec = { kind: "money", maxDigits: 10, decimals: maxTypedDecimals, sign: "₽" };

/** Numbers up to 9 999 999 with two decimals (mileage is capped at 2 000 000 km). */
export const numberMask: NumberMaskSpec = { kind: "number", maxDigits: 7, decimals: maxTypedDecimals };

/** Masks a field may name instead of passing a spec. */
export const namedMasks = { phone: phoneMask, money: moneyMask, number: numberMask } as const;
export type MaskName = keyof typeof namedMasks;

const letter = /^[A-Za-zА-Яа-яЁё]$/;
const digit = /^[0-9]$/;

function fitsSlot(slot: string, char: string): boolean {
  if (slot === "9") return digit.test(char);
  if (slot === "A") return letter.test(char);
  return digit.test(char) || letter.test(char);
}

const isSlot = (char: string) => char === "9" || char === "A" || char === "S";

// By UTF-16 code unit, as the caret counts: an emoji pasted before a digit must not shift its index.
const codeUnits = (text: string) => text.split("");

/** The phone's patterns: a number after «+7», and one begun with the trunk prefix or country code as typed. */
const phonePattern = "+7 (999) 999-99-99";
const trunkPattern = "9 (999) 999-99-99";
const plusTrunkPattern = "+7 9 (999) 999-99-99";
const phoneLead = "+7 (";

/**
 * What a mask reads in a text: the indices of the characters it keeps, in order, and how it lays them
 * out (a pattern; a number with its decimal comma; or digits as they are, the «00» of «00 7»).
 */
type Reading = { kept: number[]; layout: { kind: "pattern"; pattern: string } | { kind: "decimal" } | { kind: "plain" } };

function read(spec: MaskSpec, raw: string): Reading {
  if (spec.kind === "pattern") return { kept: acceptPattern(spec.pattern, raw, 0), layout: { kind: "pattern", pattern: spec.pattern } };
  if (spec.kind === "phone") return readPhone(raw);
  if (spec.kind === "alphanumeric") {
    const kept = codeUnits(raw).flatMap((char, index) => (digit.test(char) || letter.test(char) ? [index] : []));
    return { kept: kept.slice(0, spec.maxLength), layout: { kind: "plain" } };
  }
  return { kept: readDecimal(spec, raw), layout: { kind: "decimal" } };
}

function acceptPattern(pattern: string, raw: string, from: number): number[] {
  const slots = [...pattern].filter(isSlot);
  const kept: number[] = [];
  for (let index = from; index < raw.length && kept.length < slots.length; index++) {
    const slot = slots[kept.length];
    if (slot !== undefined && fitsSlot(slot, raw[index] ?? "")) kept.push(index);
  }
  return kept;
}

/**
 * A number: the digits before the decimal separator (`decimalSeparatorAt`, the rule the server reads
 * with), the separator itself, then up to `decimals` digits. A separator is never dropped to run its
 * digits into the whole number, whatever was typed or pasted (docs/decisions/0095).
 */
function readDecimal(spec: MoneyMaskSpec | NumberMaskSpec, raw: string): number[] {
  const separator = spec.decimals > 0 ? decimalSeparatorAt(raw) : -1;
  const end = separator === -1 ? raw.length : separator;
  let whole = codeUnits(raw).flatMap((char, index) => (index < end && digit.test(char) ? [index] : []));
  // Leading zeros say nothing in a sum or a count; a lone 0 stays so typing "0" (or "0,5") shows it.
  while (whole.length > 1 && raw[whole[0] ?? 0] === "0") whole = whole.slice(1);
  whole = whole.slice(0, spec.maxDigits);
  if (separator === -1) return whole;
  const fraction = codeUnits(raw).flatMap((char, index) => (index > separator && digit.test(char) ? [index] : []));
  return [...whole, separator, ...fraction.slice(0, spec.decimals)];
}

/**
 * The phone (docs/decisions/0096): after «+7» (or «00 7») the ten digits of the number, an eleventh
 * pasted with a trunk prefix 8 dropped; a number begun with 8 or 7 is kept as typed, up to eleven digits,
 * and laid out «8 (912) 345-67-89» until the field is left; any other first digit begins the number
 * itself. Words, a «+» before anything but 7, spaces, brackets and dashes are no part of it.
 */
function readPhone(raw: string): Reading {
  const digits = codeUnits(raw).flatMap((char, index) => (digit.test(char) ? [index] : []));
  const first = raw.search(/[\d+]/);
  const plus = first !== -1 && raw[first] === "+" && raw[digits[0] ?? -1] === "7" && !/\d/.test(raw.slice(first, digits[0]));
  const at = (n: number) => raw[digits[n] ?? -1];
  const afterCode = (candidates: number[]): Reading => {
    // «+7 8 911 …»: eleven digits after the code, the first of them the trunk prefix, shown as typed
    // («+7 8 (911) 404-11-12») until the field is left; ten are the number.
    if (candidates.length > 10 && raw[candidates[0] ?? -1] === "8")
      return { kept: candidates.slice(0, 11), layout: { kind: "pattern", pattern: plusTrunkPattern } };
    return { kept: candidates.slice(0, 10), layout: { kind: "pattern", pattern: phonePattern } };
  };
  if (plus) return afterCode(digits.slice(1));
  if (at(0) === "0" && (at(1) === undefined || at(1) === "0")) {
    if (at(2) === "7") return afterCode(digits.slice(3));
    // «0», «00»: an international prefix being typed; a country other than 7 is not ours.
    return { kept: digits.slice(0, 2), layout: { kind: "plain" } };
  }
  if (at(0) === "7" || at(0) === "8") return { kept: digits.slice(0, 11), layout: { kind: "pattern", pattern: trunkPattern } };
  return { kept: digits.slice(0, 10), layout: { kind: "pattern", pattern: phonePattern } };
}

/** The literals before a layout's first slot ("+7 (" of the phone). */
function leadOf(reading: Reading): string {
  if (reading.layout.kind !== "pattern") return "";
  const { pattern } = reading.layout;
  const first = [...pattern].findIndex(isSlot);
  return first === -1 ? pattern : pattern.slice(0, first);
}

/** How many significant characters the mask holds: its maximum length (a phone's ten digits). */
export function maskCapacity(spec: MaskSpec): number {
  if (spec.kind === "pattern") return [...spec.pattern].filter(isSlot).length;
  if (spec.kind === "phone") return 10;
  if (spec.kind === "alphanumeric") return spec.maxLength;
  return spec.maxDigits + (spec.decimals > 0 ? 1 + spec.decimals : 0);
}

/** The masked text of `chars` and the position right after each of them. */
function layout(spec: MaskSpec, reading: Reading, chars: string[]): { value: string; ends: number[] } {
  const ends: number[] = [];
  let value = "";
  const { layout: shape } = reading;
  if (shape.kind === "pattern") {
    for (const char of shape.pattern) {
      // Literals after the last character are left out, so Backspace at the end deletes a character.
      if (ends.length === chars.length) break;
      value += isSlot(char) ? (chars[ends.length] ?? "") : char;
      if (isSlot(char)) ends.push(value.length);
    }
    return { value, ends };
  }
  if (shape.kind === "plain") {
    for (const char of chars) {
      value += char;
      ends.push(value.length);
    }
    return { value, ends };
  }
  const separator = chars.findIndex((char) => char === "," || char === ".");
  const whole = separator === -1 ? chars.length : separator;
  chars.forEach((char, index) => {
    if (index < whole) {
      if (index > 0 && (whole - index) % 3 === 0) value += " ";
      value += char;
    } else if (index === separator) {
      // «,5» reads «0,5»; the comma is the Russian one whichever was typed.
      value += whole === 0 ? "0," : ",";
    } else value += char;
    ends.push(value.length);
  });
  // A plain space before the sign, as every price of the site (docs/decisions/0002-price-spaces.md).
  if (spec.kind === "money" && chars.length > 0) value += ` ${spec.sign}`;
  return { value, ends };
}

/** What a text with nothing of the number in it shows: a start of «+7 (» as typed, else the lead or nothing. */
function withoutCharacters(spec: MaskSpec, reading: Reading, raw: string): string {
  if (raw === "") return raw;
  if (spec.kind === "phone") {
    // Words before a «+» or «+7» pasted in pieces: the start of «+7 (» stays, for the number to follow.
    const written = raw.replace(/^[^\d+]+/, "");
    if (written !== "" && phoneLead.startsWith(written)) return written;
    return /[+0-9]/.test(raw) ? phoneLead : "";
  }
  const lead = leadOf(reading);
  return lead.startsWith(raw) ? raw : lead;
}

/**
 * Masks what the field holds after an edit; `caret` (default: the end) is where the browser left the
 * caret in `raw`, and the answer's caret stands after the same significant characters.
 */
export function applyMask(spec: MaskSpec, raw: string, caret: number = raw.length): Masked {
  const reading = read(spec, raw);
  const { kept } = reading;
  if (kept.length === 0) {
    const shown = withoutCharacters(spec, reading, raw);
    return { value: shown, caret: shown.length };
  }
  const { value, ends } = layout(
    spec,
    reading,
    kept.map((index) => raw[index] ?? ""),
  );
  const before = kept.filter((index) => index < caret).length;
  return { value, caret: before === 0 ? leadOf(reading).length : (ends[before - 1] ?? value.length) };
}

/** The masked text of a value given by code or the server (a draft, a value posted without JavaScript). */
export function formatMasked(spec: MaskSpec, value: string): string {
  return applyMask(spec, value).value;
}

/**
 * The field's text once the visitor leaves it: a phone is resolved by its length («8124041112» is
 * «+7 (812) 404-11-12», «89114041112» is «+7 (911) 404-11-12», by `normalizeLeadPhone`, the rule the
 * server applies), a number loses a decimal comma with nothing after it; anything else stays.
 */
export function finishMasked(spec: MaskSpec, value: string): string {
  if (spec.kind === "phone") {
    const phone = normalizeLeadPhone(value);
    return phone ? formatLeadPhone(phone) : value;
  }
  if (spec.kind !== "money" && spec.kind !== "number") return value;
  const separator = decimalSeparatorAt(value);
  if (separator === -1 || /\d/.test(value.slice(separator + 1))) return value;
  return formatMasked(spec, value.slice(0, separator) + value.slice(separator + 1));
}

/** The significant characters of a masked value: "+7 (911) 404-11-12" → "9114041112", "1 200 000 ₽" → "1200000". */
export function unmask(spec: MaskSpec, value: string): string {
  return read(spec, value)
    .kept.map((index) => (value[index] === "." ? "," : value[index]))
    .join("");
}

/** Whether the mask is filled: a whole phone number, every slot of a pattern, or at least one character otherwise. */
export function isMaskComplete(spec: MaskSpec, value: string): boolean {
  if (spec.kind === "phone") return normalizeLeadPhone(value) !== null;
  const count = read(spec, value).kept.length;
  return spec.kind === "pattern" ? count === maskCapacity(spec) : count > 0;
}

/**
 * What to do with an edit the browser is about to make (a `beforeinput`): let it happen, block it, or
 * make this edit instead (replace `start`–`end` with `text`, the caret after it). A keystroke that
 * would change what the characters already there mean (a digit pushing the last one out of a full
 * mask, a comma that would make kopecks of three digits) or that would change nothing is blocked;
 * Tab and arrows never get here, Backspace and Delete are edits.
 */
export type EditPlan = { action: "native" } | { action: "block" } | { action: "edit"; start: number; end: number; text: string };

/** Plans a `beforeinput` of `inputType` with `data` on `value` whose selection is `start`–`end`. */
export function planEdit(spec: MaskSpec, value: string, start: number, end: number, inputType: string, data: string | null): EditPlan {
  const reading = read(spec, value);
  const { kept } = reading;
  if (inputType === "insertText" && data) {
    const removed = kept.filter((index) => index >= start && index < end).length;
    // A character typed inside "+7 (" goes to the first slot, not before the country code; one that
    // replaces every character (all selected) starts afresh, so a typed 8 begins a number with 8.
    const lead = leadOf(reading);
    const startsAfresh = removed > 0 && removed === kept.length;
    const moved = start < lead.length && value.startsWith(lead) && !startsAfresh;
    const from = moved ? lead.length : start;
    const to = moved ? Math.max(end, lead.length) : end;
    const raw = value.slice(0, from) + data + value.slice(to);
    const after = read(spec, raw).kept;
    const shift = data.length - (to - from);
    // A leading zero («0» then «7» is 7) and the «00» of «00 7» (which become «+7 (») change no meaning when they go.
    const meaningless = (index: number) =>
      ((spec.kind === "money" || spec.kind === "number") && index === kept[0] && value[index] === "0") ||
      (spec.kind === "phone" && reading.layout.kind === "plain");
    const survivors = kept
      .filter((index) => (index < from || index >= to) && !meaningless(index))
      .map((index) => (index < from ? index : index + shift));
    if (survivors.some((index) => !after.includes(index))) return { action: "block" };
    const insertedKept = after.some((index) => index >= from && index < from + data.length);
    if (!insertedKept && formatMasked(spec, raw) === formatMasked(spec, value.slice(0, from) + value.slice(to))) return { action: "block" };
    return moved ? { action: "edit", start: from, end: to, text: data } : { action: "native" };
  }
  const backward = inputType === "deleteContentBackward";
  if (start !== end || (!backward && inputType !== "deleteContentForward")) return { action: "native" };
  const at = backward ? start - 1 : start;
  if (at < 0 || at >= value.length || kept.includes(at)) return { action: "native" };
  // A literal (")", " ", "₽") is not deleted, the nearest character beyond it is.
  const target = backward ? kept.filter((index) => index < at).pop() : kept.find((index) => index > at);
  if (target !== undefined) return { action: "edit", start: target, end: target + 1, text: "" };
  // Only literals left ("+7 ("): Backspace empties the field, so the placeholder comes back.
  if (kept.length === 0) return { action: "edit", start: 0, end: value.length, text: "" };
  return { action: "block" };
}

/**
 * The default `inputMode` of a mask: the phone keypad for a phone, the keypad with a decimal separator
 * for sums and numbers (the bare digit keypad has no comma), digits for digit patterns.
 */
export function maskInputMode(spec: MaskSpec): "tel" | "numeric" | "decimal" | undefined {
  if (spec.kind === "phone") return "tel";
  if (spec.kind === "money" || spec.kind === "number") return spec.decimals > 0 ? "decimal" : "numeric";
  if (spec.kind === "pattern" && [...spec.pattern].filter(isSlot).every((slot) => slot === "9")) return "numeric";
  return undefined;
}
