// A news item's address from its title, as a Russian editor expects it: «Новый GV80 в Химках» →
// «novyj-gv80-v-himkah». ГОСТ 7.79-2000 system B letters without the apostrophes (a web address
// keeps only a–z, 0–9 and hyphens), the way most Russian sites write their slugs.
const letters: Record<string, string> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  е: "e",
  ё: "yo",
  ж: "zh",
  з: "z",
  и: "i",
  й: "j",
  к: "k",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ф: "f",
  х: "h",
  ц: "c",
  ч: "ch",
  ш: "sh",
  щ: "shh",
  ъ: "",
  ы: "y",
  ь: "",
  э: "e",
  ю: "yu",
  я: "ya",
};

/** The longest address part the editor suggests: enough for a title's first words. */
export const slugMaxLength = 80;

/** The address part of a title: lower-case Latin letters, digits and single hyphens, at most {@link slugMaxLength}. */
export function slugOf(title: string): string {
  const latin = [...title.toLowerCase()].map((char) => letters[char] ?? char).join("");
  const slug = latin
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug.slice(0, slugMaxLength).replace(/-+$/, "");
}
