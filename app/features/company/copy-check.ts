/**
 * Sentences of a text written in Latin letters only, which a Russian page must not show
 * (model names and abbreviations inside a Russian sentence are fine). Used by content tests.
 */
export function findLatinOnlySentences(text: string): string[] {
  return (
    text
      .split(/(?<=[.!?…])\s+|\n+/)
      .map((sentence) => sentence.trim())
      .filter((sentence) => !/[А-Яа-яЁё]/.test(sentence))
      // A single token is data (an id, a slug, an e-mail); capitalised names alone ("Genesis G90") are names.
      .filter((sentence) => /\s/.test(sentence) && /(?:^|[^A-Za-z])[a-z]{3,}/.test(sentence))
  );
}

/** Every string inside a value (objects, arrays), for checking a content module's whole text. */
export function collectStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(collectStrings);
  if (value && typeof value === "object") return Object.values(value).flatMap(collectStrings);
  return [];
}
