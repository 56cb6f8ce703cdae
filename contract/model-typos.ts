// Model names as people type them in a search box: «г80» on a Russian keyboard layout, «gv8o» with the
// letter o for a zero, «gv8» cut short, «hv80» one key off. A term that mixes letters and digits and is
// one edit from a model's name is read as that name (issue 13: one indexed search, typo-tolerant for models).

/** The names the models are searched by (the families' codes without «-new»). */
export const searchableModelNames = ["g70", "gv70", "g80", "gv80", "g90", "gv60"] as const;

// Cyrillic letters that are the same key or the same sound as the Latin ones of a model's name.
const lookAlikes: Record<string, string> = { г: "g", в: "v", ж: "g", о: "o", с: "c" };

/** Levenshtein distance, stopping early once it exceeds `limit`. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (a.length < b.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/**
 * The model name a search term means, or the term as it came: only a term of letters and digits that
 * holds both (so «80», «гарантия» and «g» stay themselves), with Cyrillic look-alikes read as Latin
 * and an o beside a digit read as zero, one edit at most from a name.
 */
export function correctModelTerm(term: string): string {
  const lower = term.toLowerCase();
  if (lower.length < 3 || lower.length > 5 || !/\d/.test(lower) || !/\p{L}/u.test(lower) || !/^[\p{L}\d]+$/u.test(lower)) return term;
  const latin = [...lower].map((ch) => lookAlikes[ch] ?? ch).join("");
  const zeros = latin.replace(/(?<=\d)o|o(?=\d)/g, "0");
  if (!/^[a-z0-9]+$/.test(zeros)) return term;
  if ((searchableModelNames as readonly string[]).includes(zeros)) return zeros;
  const near = searchableModelNames.filter((name) => withinOneEdit(zeros, name));
  // «g8» is one edit from g80 only, «gv7» from gv70 only; a term as near to two names stays itself.
  return near.length === 1 && near[0] ? near[0] : term;
}
