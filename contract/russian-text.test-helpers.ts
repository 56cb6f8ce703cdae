// Whether a message a visitor or an API client reads is Russian: the words of three or more Latin
// letters in it, leaving out the few the site writes on purpose (VIN, the phone's «XXX» mask, the
// e-mail example «ivan@mail.ru», the UTM tags' names, PDF).
const allowed = new Set(["VIN", "XXX", "ivan", "mail", "utm", "source", "medium", "campaign", "content", "term", "PDF", "Genesis"]);

/** The English (Latin) words of a message; empty when it is Russian. */
export function englishWords(text: string): string[] {
  return (text.match(/[A-Za-z]{3,}/g) ?? []).filter((word) => !allowed.has(word));
}

/** Every string inside a value (a message, a field map, an answer), for {@link englishWords}. */
export function textsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === "object") return Object.values(value).flatMap(textsOf);
  return [];
}
