// The masks' invariants as properties (issue 35, docs/decisions/0095 and 0096): whatever the keystrokes,
// pastes, pauses and caret moves, the value a form submits is the number the visitor meant, and
// format∘parse is the identity on valid values. fast-check searches the inputs; a failure prints
// the smallest one it found.
import fc from "fast-check";
import { expect, test } from "vitest";
import { formatLeadPhone, normalizeLeadPhone } from "@contract/leads-fields";
import { formatTypedNumber, readTypedNumber } from "@contract/typed-numbers";
import {
  applyMask,
  finishMasked,
  formatMasked,
  moneyMask,
  numberMask,
  phoneMask,
  planEdit,
  unmask,
  type Masked,
  type MaskSpec,
} from "./masks";

/** A browser field: its text, its caret, and whether the zero-delay formatting is still to run. */
type Field = Masked & { pending: boolean };

/** One thing the visitor does: a key, a paste at the caret, or a pause long enough for the formatting to run. */
type Step = { kind: "key"; key: string } | { kind: "paste"; text: string } | { kind: "pause" };

function settle(spec: MaskSpec, field: Field): Field {
  return field.pending ? { ...applyMask(spec, field.value, field.caret), pending: false } : field;
}

function run(spec: MaskSpec, steps: readonly Step[]): string {
  let field: Field = { value: "", caret: 0, pending: false };
  for (const step of steps) {
    if (step.kind === "pause") field = settle(spec, field);
    else if (step.kind === "paste") {
      const { value, caret } = field;
      field = { value: value.slice(0, caret) + step.text + value.slice(caret), caret: caret + step.text.length, pending: true };
    } else {
      const { value, caret } = field;
      const plan = planEdit(spec, value, caret, caret, "insertText", step.key);
      if (plan.action === "block") continue;
      const edit = plan.action === "edit" ? plan : { start: caret, end: caret, text: step.key };
      const next = value.slice(0, edit.start) + edit.text + value.slice(edit.end);
      field = { value: next, caret: edit.start + edit.text.length, pending: true };
    }
  }
  // Leaving the field: the last formatting runs, then what only the whole can tell is settled.
  return finishMasked(spec, settle(spec, field).value);
}

/**
 * The visitor's text entered as keys, as one paste, or as pastes of pieces, with pauses anywhere;
 * `typed` only as keys (a comma typed is a decimal comma: «1,200,000» is a paste's way of writing).
 */
function entered(text: string, typed?: boolean): fc.Arbitrary<Step[]> {
  const chars = [...text];
  const keys = fc
    .array(fc.boolean(), { minLength: chars.length, maxLength: chars.length })
    .map((pauses) =>
      chars.flatMap((key, index): Step[] => (pauses[index] ? [{ kind: "key", key }, { kind: "pause" }] : [{ kind: "key", key }])),
    );
  const pieces = fc.array(fc.integer({ min: 1, max: Math.max(1, text.length) }), { maxLength: 4 }).map((cuts) => {
    const at = [...new Set(cuts)].filter((cut) => cut < text.length).sort((a, b) => a - b);
    const steps: Step[] = [];
    let from = 0;
    for (const cut of [...at, text.length]) {
      steps.push({ kind: "paste", text: text.slice(from, cut) }, { kind: "pause" });
      from = cut;
    }
    return steps;
  });
  if (typed === true) return keys;
  if (typed === false) return fc.oneof(fc.constant<Step[]>([{ kind: "paste", text }]), pieces);
  return fc.oneof(keys, fc.constant<Step[]>([{ kind: "paste", text }]), pieces);
}

/** A sum of whole roubles and kopecks within the mask's ten digits, and ways to write it. */
const sums = fc.record({ roubles: fc.integer({ min: 0, max: 9_999_999_999 }), kopecks: fc.integer({ min: 0, max: 99 }) });

/** The sum as the number a parse gives («2,78» is 2.78, not 2 + 78/100 in floating point). */
const sumOf = (roubles: number, kopecks: number) => Number(`${roubles}.${String(kopecks).padStart(2, "0")}`);

function writings(roubles: number, kopecks: number, typed: boolean): fc.Arbitrary<string> {
  const digits = String(roubles);
  const fraction =
    kopecks === 0
      ? fc.constantFrom("", "0", "00")
      : fc.constantFrom(String(kopecks).padStart(2, "0"), ...(kopecks % 10 === 0 ? [String(kopecks / 10)] : []));
  const grouped = fc.constantFrom(digits, digits.replace(/\B(?=(\d{3})+(?!\d))/g, " "));
  return fc
    .tuple(grouped, fc.constantFrom(",", "."), fraction, fc.constantFrom("", " ₽", " руб."))
    .map(([whole, separator, decimals, sign]) => {
      // «1,200,000.50»: commas group the thousands when a point is the separator.
      const body =
        separator === "." && !typed && whole === digits && digits.length > 3 && kopecks > 0
          ? digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",")
          : whole;
      return `${body}${decimals === "" ? "" : separator + decimals}${sign}`;
    });
}

test("money: the sum submitted is the sum meant, typed at any speed or pasted whole or in pieces", () => {
  fc.assert(
    fc.property(
      sums.chain(({ roubles, kopecks }) =>
        fc
          .boolean()
          .chain((typed) =>
            writings(roubles, kopecks, typed).chain((text) => entered(text, typed).map((steps) => ({ roubles, kopecks, text, steps }))),
          ),
      ),
      ({ roubles, kopecks, steps }) => {
        const shown = run(moneyMask, steps);
        expect(readTypedNumber(shown)).toBe(sumOf(roubles, kopecks));
      },
    ),
    { numRuns: 600 },
  );
});

test("number: a mileage submitted is the one meant, its comma never turned into a digit", () => {
  fc.assert(
    fc.property(
      fc.record({ whole: fc.integer({ min: 0, max: 9_999_999 }), tenths: fc.integer({ min: 0, max: 9 }) }).chain(({ whole, tenths }) =>
        fc.constantFrom(",", ".").chain((separator) => {
          const text = tenths === 0 ? String(whole) : `${whole}${separator}${tenths}`;
          return entered(text).map((steps) => ({ meant: Number(`${whole}.${tenths}`), steps }));
        }),
      ),
      ({ meant, steps }) => {
        expect(readTypedNumber(run(numberMask, steps))).toBe(meant);
      },
    ),
    { numRuns: 400 },
  );
});

test("money: format∘parse is the identity on sums, and the mask leaves a formatted sum as it is", () => {
  fc.assert(
    fc.property(sums, ({ roubles, kopecks }) => {
      const sum = sumOf(roubles, kopecks);
      const text = formatTypedNumber(sum, true);
      expect(readTypedNumber(text)).toBe(sum);
      expect(formatMasked(moneyMask, text)).toBe(`${text} ₽`);
      expect(formatMasked(moneyMask, `${text} ₽`)).toBe(`${text} ₽`);
    }),
  );
});

test("money: a digit typed at any caret position goes in there or is refused; what was there keeps its meaning", () => {
  fc.assert(
    fc.property(sums, fc.nat(), fc.constantFrom(..."0123456789,."), ({ roubles, kopecks }, at, key) => {
      const value = formatMasked(moneyMask, formatTypedNumber(sumOf(roubles, kopecks), true));
      const caret = at % (value.length + 1);
      const plan = planEdit(moneyMask, value, caret, caret, "insertText", key);
      if (plan.action === "block") return;
      const edit = plan.action === "edit" ? plan : { start: caret, end: caret, text: key };
      const after = applyMask(moneyMask, value.slice(0, edit.start) + edit.text + value.slice(edit.end), edit.start + edit.text.length);
      // The significant characters are the old ones with the key among them where the caret stood.
      const before = unmask(moneyMask, value.slice(0, caret));
      const rest = unmask(moneyMask, value).slice(before.length);
      expect(readTypedNumber(after.value)).toBe(readTypedNumber(`${before}${key}${rest}`));
    }),
    { numRuns: 1000 },
  );
});

/** A ten-digit national number: a code beginning 3, 4, 8 or 9 (Russia) or 7 (Kazakhstan). */
const nationals = fc.tuple(fc.constantFrom("3", "4", "7", "8", "9"), fc.stringMatching(/^\d{9}$/)).map(([first, rest]) => first + rest);
const separators = fc.constantFrom("", "", "", " ", "-", "(", ")", " (", ") ");
const prefixes = fc.constantFrom("", "8", "7", "+7", "+7 ", "+7 (", "8 (", "007", "00 7", "+7 8");
const words = fc.constantFrom("", "Тел.: ", "звоните ", "мой номер ");
const tails = fc.constantFrom("", " Иван", ", вечером", "!");

test("phone: the number submitted is the one meant, whatever the prefix, separators and words, typed or pasted", () => {
  fc.assert(
    fc.property(
      nationals.chain((national) =>
        fc
          .tuple(prefixes, fc.array(separators, { minLength: 10, maxLength: 10 }), words, tails, fc.boolean())
          .chain(([prefix, seps, before, after, typed]) => {
            const body = prefix + [...national].map((d, i) => d + (seps[i] ?? "")).join("");
            const text = typed ? body : before + body + after;
            return entered(text).map((steps) => ({ national, text, steps }));
          }),
      ),
      ({ national, steps }) => {
        const shown = run(phoneMask, steps);
        expect(normalizeLeadPhone(shown)).toBe(`+7${national}`);
        expect(shown).toBe(formatLeadPhone(`+7${national}`));
      },
    ),
    { numRuns: 800 },
  );
});

test("phone: the mask never changes what a whole number means to the server", () => {
  const texts = fc.array(fc.constantFrom(..."0123456789+ ()-–.тел"), { maxLength: 20 }).map((chars) => chars.join(""));
  fc.assert(
    fc.property(texts, (text) => {
      const meant = normalizeLeadPhone(text);
      if (meant === null) return;
      expect(normalizeLeadPhone(formatMasked(phoneMask, text))).toBe(meant);
      expect(normalizeLeadPhone(finishMasked(phoneMask, formatMasked(phoneMask, text)))).toBe(meant);
    }),
    { numRuns: 2000 },
  );
});

test("phone: format∘parse is the identity on numbers, and the mask leaves a formatted number as it is", () => {
  fc.assert(
    fc.property(nationals, (national) => {
      const phone = `+7${national}`;
      const shown = formatLeadPhone(phone);
      expect(normalizeLeadPhone(shown)).toBe(phone);
      expect(formatMasked(phoneMask, shown)).toBe(shown);
      expect(finishMasked(phoneMask, shown)).toBe(shown);
    }),
  );
});
