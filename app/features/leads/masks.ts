// Input masks of docs/product.md §5 as pure functions: no DOM, so the server renders the same text the browser
// shows, and every rule is tested without a browser. `masked-input.tsx` wires them to an <input>.
// The model: a value is the visitor's significant characters (digits, letters) laid out by the mask;
// a caret is "after the n-th significant character", which survives any reformatting.

/** A pattern: `9` a digit, `A` a letter (Latin or Cyrillic), `S` either; other characters are literals. */
export type PatternMaskSpec = {
  kind: "pattern";
  pattern: string;
  /**
   * Digits that, typed or pasted before the pattern's own leading literals, are a prefix to drop
   * rather than the first slot (the phone's country code 7 and trunk prefix 8).
   */
  leadingCodes?: string;
};
/** A sum of money: digits grouped by thousands, then the currency sign ("1 200 000 ₽"). */
export type MoneyMaskSpec = { kind: "money"; maxDigits: number; sign: string };
/** A whole number: digits grouped by thousands ("85 000"). */
export type NumberMaskSpec = { kind: "number"; maxDigits: number };
/** Letters (Latin or Cyrillic) and digits only, at most `maxLength` of them. */
export type AlphanumericMaskSpec = { kind: "alphanumeric"; maxLength: number };
export type MaskSpec = PatternMaskSpec | MoneyMaskSpec | NumberMaskSpec | AlphanumericMaskSpec;

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
export const phoneMask: PatternMaskSpec = { kind: "pattern", pattern: "+7 (999) 999-99-99", leadingCodes: "78" };

/** Roubles up to 9 999 999 999: room for the largest price a lead accepts (1 000 000 000). */
export const moneyMask: MoneyMaskSpec = { kind: "money", maxDigits: 10, sign: "₽" };

/** Whole numbers up to 9 999 999 (mileage is capped at 2 000 000 km). */
export const numberMask: NumberMaskSpec = { kind: "number", maxDigits: 7 };

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

/** The literals before a pattern's first slot ("+7 (" of the phone). */
function leadOf(spec: MaskSpec): string {
  if (spec.kind !== "pattern") return "";
  const first = [...spec.pattern].findIndex(isSlot);
  return first === -1 ? spec.pattern : spec.pattern.slice(0, first);
}

/** How many significant characters the mask holds: its maximum length. */
export function maskCapacity(spec: MaskSpec): number {
  if (spec.kind === "pattern") return [...spec.pattern].filter(isSlot).length;
  return spec.kind === "alphanumeric" ? spec.maxLength : spec.maxDigits;
}

/** Indices in `raw` of the characters the mask keeps, in order; everything else is dropped. */
function acceptedIndices(spec: MaskSpec, raw: string): number[] {
  const capacity = maskCapacity(spec);
  if (spec.kind === "pattern") return acceptPattern(spec, raw, capacity);
  const fits = spec.kind === "alphanumeric" ? (c: string) => digit.test(c) || letter.test(c) : (c: string) => digit.test(c);
  // Kopecks are not asked for: a pasted "1 200,50" or "1200.5" is 1 200 roubles, not 120 050.
  const fraction = spec.kind === "money" ? raw.search(/[.,]\d{1,2}\D*$/) : -1;
  const end = fraction === -1 ? raw.length : fraction;
  let kept = codeUnits(raw).flatMap((char, index) => (index < end && fits(char) ? [index] : []));
  // Leading zeros say nothing in a sum or a count; a lone 0 stays so typing "0" shows it.
  if (spec.kind !== "alphanumeric") while (kept.length > 1 && raw[kept[0] ?? 0] === "0") kept = kept.slice(1);
  return kept.slice(0, capacity);
}

function acceptPattern(spec: PatternMaskSpec, raw: string, capacity: number): number[] {
  // The pattern's own leading literals as typed ("+7 (") are not input: its 7 is no digit of the number.
  const lead = leadOf(spec);
  let start = 0;
  while (start < lead.length && start < raw.length && raw[start] === lead[start]) start++;
  const slots = [...spec.pattern].filter(isSlot);
  let candidates = codeUnits(raw).flatMap((char, index) => (index >= start && slots.some((slot) => fitsSlot(slot, char)) ? [index] : []));
  const first = candidates[0];
  // A leading 7 or 8 is the country code or trunk prefix: when typed first without "+7" (the keystroke
  // "8" on an empty field), or when the digits overflow the mask (a pasted "89114041112"). Exactly ten
  // digits are a whole national number ("8124041112", St Petersburg) and stay.
  const codeFirst = first !== undefined && (spec.leadingCodes ?? "").includes(raw[first] ?? "");
  const typedFirst = start === 0 && candidates.length !== capacity;
  if (codeFirst && (typedFirst || candidates.length > capacity)) candidates = candidates.slice(1);
  const kept: number[] = [];
  for (const index of candidates) {
    const slot = slots[kept.length];
    if (slot === undefined) break;
    if (fitsSlot(slot, raw[index] ?? "")) kept.push(index);
  }
  return kept;
}

/** The masked text of `chars` and the position right after each of them. */
function layout(spec: MaskSpec, chars: string[]): { value: string; ends: number[] } {
  const ends: number[] = [];
  let value = "";
  if (spec.kind === "pattern") {
    for (const char of spec.pattern) {
      // Literals after the last character are left out, so Backspace at the end deletes a character.
      if (ends.length === chars.length) break;
      value += isSlot(char) ? (chars[ends.length] ?? "") : char;
      if (isSlot(char)) ends.push(value.length);
    }
    return { value, ends };
  }
  chars.forEach((char, index) => {
    if (spec.kind !== "alphanumeric" && index > 0 && (chars.length - index) % 3 === 0) value += " ";
    value += char;
    ends.push(value.length);
  });
  // A plain space before the sign, as every price of the site (docs/decisions/0002-price-spaces.md).
  if (spec.kind === "money" && chars.length > 0) value += ` ${spec.sign}`;
  return { value, ends };
}

/**
 * Masks what the field holds after an edit; `caret` (default: the end) is where the browser left the
 * caret in `raw`, and the answer's caret stands after the same significant characters.
 */
export function applyMask(spec: MaskSpec, raw: string, caret: number = raw.length): Masked {
  const kept = acceptedIndices(spec, raw);
  const { value, ends } = layout(
    spec,
    kept.map((index) => raw[index] ?? ""),
  );
  if (kept.length === 0) {
    // A start of "+7 (" being typed stays as typed; anything else that is no character of the number
    // (the trunk prefix "8") shows the pattern's start, "+7 (".
    const lead = leadOf(spec);
    const shown = raw === "" || lead.startsWith(raw) ? raw : lead;
    return { value: shown, caret: shown.length };
  }
  const before = kept.filter((index) => index < caret).length;
  return { value, caret: before === 0 ? leadOf(spec).length : (ends[before - 1] ?? value.length) };
}

/** The masked text of a value given by code or the server (a draft, a value posted without JavaScript). */
export function formatMasked(spec: MaskSpec, value: string): string {
  return applyMask(spec, value).value;
}

/** The significant characters of a masked value: "+7 (911) 404-11-12" → "9114041112", "1 200 000 ₽" → "1200000". */
export function unmask(spec: MaskSpec, value: string): string {
  return acceptedIndices(spec, value)
    .map((index) => value[index])
    .join("");
}

/** Whether the mask is filled: every slot of a pattern, or at least one digit or character otherwise. */
export function isMaskComplete(spec: MaskSpec, value: string): boolean {
  const count = acceptedIndices(spec, value).length;
  return spec.kind === "pattern" ? count === maskCapacity(spec) : count > 0;
}

/**
 * What to do with an edit the browser is about to make (a `beforeinput`): let it happen, block it, or
 * make this edit instead (replace `start`–`end` with `text`, the caret after it). Only typing is
 * counted against the maximum length; Tab and arrows never get here, Backspace and Delete are edits.
 */
export type EditPlan = { action: "native" } | { action: "block" } | { action: "edit"; start: number; end: number; text: string };

/** Plans a `beforeinput` of `inputType` with `data` on `value` whose selection is `start`–`end`. */
export function planEdit(spec: MaskSpec, value: string, start: number, end: number, inputType: string, data: string | null): EditPlan {
  const kept = acceptedIndices(spec, value);
  if (inputType === "insertText" && data) {
    const removed = kept.filter((index) => index >= start && index < end).length;
    // Typing into a full mask does nothing: the keystroke is blocked, the value stays.
    if (kept.length - removed >= maskCapacity(spec)) return { action: "block" };
    // A character typed inside "+7 (" goes to the first slot, not before the country code; one that
    // replaces every character (all selected) starts afresh, so a typed 8 is the trunk prefix again.
    const lead = leadOf(spec);
    const startsAfresh = removed > 0 && removed === kept.length;
    if (start < lead.length && value.startsWith(lead) && !startsAfresh) return { action: "edit", start: lead.length, end: Math.max(end, lead.length), text: data };
    return { action: "native" };
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

/** The default `inputMode` of a mask: the phone keypad for a phone (a pattern with a country code), digits for numbers. */
export function maskInputMode(spec: MaskSpec): "tel" | "numeric" | undefined {
  if (spec.kind === "pattern" && spec.leadingCodes) return "tel";
  if (spec.kind === "money" || spec.kind === "number") return "numeric";
  if (spec.kind === "pattern" && [...spec.pattern].filter(isSlot).every((slot) => slot === "9")) return "numeric";
  return undefined;
}
