/*
 * Checks of the site's Russian copy, used by the content tests of the page features: every visible
 * string is Russian, with Latin only for names and technical abbreviations.
 */

/** Latin words allowed on screen: model, concept and programme names, the brand, technical abbreviations. */
const allowedLatin = new Set([
  "Genesis",
  "Finance",
  "G70",
  "GV70",
  "G80",
  "GV80",
  "G90",
  "GV60",
  "L",
  "X",
  "Mint",
  "T",
  "B",
  "OLED",
  "ISOFIX",
  "USB",
  "ADAS",
  "CRM",
  "LED",
  "3D",
  "VIN",
]);

/** Object keys whose values are identifiers, links, addresses or colours, not copy. */
const nonCopyKeys = new Set([
  "id",
  "kind",
  "code",
  "modelCode",
  "models",
  "slug",
  "people",
  "department",
  "email",
  "icon",
  "href",
  "path",
  "hex",
  "colour",
  "paint",
  "view",
  "heroPaint",
  "defaultColourId",
  "engineId",
  "scene",
  "body",
  "configuratorCode",
  "fuel",
]);

/** Every copy string inside a content value (objects, arrays), with the path it was found at. */
export function collectCopy(value: unknown, path = "$"): { path: string; text: string }[] {
  if (typeof value === "string") return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => collectCopy(item, `${path}[${i}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => (nonCopyKeys.has(key) ? [] : collectCopy(item, `${path}.${key}`)));
  }
  return [];
}

/** What is wrong with one copy string, or null: Latin words, shouting, straight quotes, placeholders, empty text. */
export function copyProblem(text: string): string | null {
  if (text.trim() === "") return "пустой текст";
  if (text.includes("!")) return "восклицательный знак";
  // Quotes are «ёлочки» (docs/conventions.md); „лапки“ stay allowed for a quote inside a quote.
  if (text.includes('"')) return "прямые кавычки вместо «ёлочек»";
  if (/lorem|ipsum|coming soon|в разработке|todo|tbd/i.test(text)) return "заглушка";
  const latin = (text.match(/[A-Za-z][A-Za-z0-9]*/g) ?? []).filter((word) => !allowedLatin.has(word) && !/^[A-Z]\d*$/.test(word));
  // Only names and abbreviations may be Latin, so a sentence without Cyrillic cannot pass either.
  return latin.length > 0 ? `латиница: ${latin.join(", ")}` : null;
}

/** Problems of all copy in a content value, as readable lines (empty when the copy is clean). */
export function copyProblems(value: unknown): string[] {
  return collectCopy(value).flatMap(({ path, text }) => {
    const problem = copyProblem(text);
    return problem ? [`${path}: ${problem} — «${text}»`] : [];
  });
}
