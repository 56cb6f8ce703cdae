// How a visitor's query becomes a text-search query. Only letters and digits reach PostgreSQL, so
// to_tsquery never sees its own operators (&, |, !, quotes) in a query and cannot fail on one.
import { correctModelTerm } from "@contract/model-typos";

/** More words than this add nothing a visitor means and only cost the database work. */
export const maxSearchTerms = 8;

/**
 * Words of the dealer's trade a visitor may type in Latin letters or as an abbreviation, as the site
 * writes them: «trade-in» finds the trade-in offer and the forms written «трейд-ин», «ТО» the
 * maintenance pages. Whole phrases, matched between word edges.
 */
const tradeSpellings: readonly [RegExp, string][] = [
  [/\btrade[\s-]?in\b/gu, "трейд-ин"],
  [/\btest[\s-]?drive\b/gu, "тест-драйв"],
  [/\bleasing\b/gu, "лизинг"],
  [/\b(?:kasko|casco)\b/gu, "каско"],
  [/\bshowroom\b/gu, "шоурум"],
  // A model's name typed in two («gv 80», «G-70», «гв 80»): one word, as the site writes it.
  [/(?<![\p{L}\p{N}])(gv?|гв?)[\s-]+(70|80|90)(?![\p{L}\p{N}])/gu, "$1$2"],
  // «ТО», as everyone calls maintenance, is a stop word to PostgreSQL: alone it would find nothing.
  [/(?<![\p{L}\p{N}])то(?![\p{L}\p{N}])/gu, "техническое обслуживание"],
];

/**
 * The words of a query, lower-case with ё read as е: what the query and the cache key are made of.
 * Punctuation and hyphens split words, so «тест-драйв» is «тест» and «драйв», both in any document
 * holding the hyphenated word (PostgreSQL indexes its parts too). A model's name typed with one slip
 * («gv8o», «г80») is read as the name; a trade word typed in Latin letters («trade-in») as the site
 * writes it.
 */
export function searchTerms(query: string): string[] {
  let text = query.toLowerCase().replaceAll("ё", "е");
  for (const [latin, russian] of tradeSpellings) text = text.replace(latin, russian);
  return text
    .split(/[^\p{L}\p{N}]+/u)
    .filter((term) => term.length > 0)
    .map(correctModelTerm)
    .slice(0, maxSearchTerms);
}

/**
 * The to_tsquery text finding documents that have every term, each as a word prefix (what one types
 * first: «G7» finds G70, «кроссо» finds «кроссоверы»); `weight` restricts the match to one weight,
 * A being the title. PostgreSQL stems each term and drops stop words such as «с» or «и».
 */
export function toTsQueryText(terms: string[], weight = ""): string {
  return terms.map((term) => `'${term}':*${weight}`).join(" & ");
}
