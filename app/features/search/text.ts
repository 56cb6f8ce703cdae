import { correctModelTerm } from "@contract/model-typos";

/** Folds text for matching: lower case and ё → е, one code unit for one, so indexes stay aligned with the original. */
export function foldText(text: string): string {
  let folded = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text.charAt(i);
    const lower = ch.toLowerCase();
    // A few letters lower-case to two code units ("İ"): keep them as they are, so positions still match.
    const one = lower.length === 1 ? lower : ch;
    folded += one === "ё" ? "е" : one;
  }
  return folded;
}

const wordChar = /[\p{L}\p{N}]/u;

/** True when the code unit at `index` is a letter or digit. */
export function isWordChar(text: string, index: number): boolean {
  return index >= 0 && index < text.length && wordChar.test(text.charAt(index));
}

// Short words that carry no meaning for search; dropped unless the query has nothing else.
const stopWords = new Set(["и", "в", "во", "на", "с", "со", "по", "для", "о", "об", "к", "ко", "у", "а", "из", "от", "до", "за", "не", "ли", "или", "же", "как", "что"]);

// Russian inflection endings, longest first: "гарантия", "гарантии", "гарантийный" all meet at "гарант".
const endings = [
  "иями", "ями", "ами", "ого", "его", "ому", "ему", "ыми", "ими", "ией", "иях", "ия", "ие", "ий", "ии", "ью",
  "ах", "ях", "ой", "ей", "ый", "ая", "яя", "ое", "ее", "ые", "ов", "ев", "ом", "ем", "ам", "ям", "ую", "юю",
  "а", "я", "о", "е", "ы", "и", "у", "ю", "ь", "й",
];

/** A search stem: Cyrillic words lose an inflection ending while at least four letters remain. */
export function stem(word: string): string {
  if (!/^[\p{Script=Cyrillic}]+$/u.test(word)) return word;
  for (const ending of endings) {
    if (word.endsWith(ending) && word.length - ending.length >= 4) return word.slice(0, -ending.length);
  }
  return word;
}

/** The query as search terms: folded, split into words, stop words dropped, a model's name read through its typos, stemmed, each once. */
export function queryTerms(query: string): string[] {
  const words = foldText(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "");
  const meaningful = words.filter((word) => !stopWords.has(word));
  const chosen = meaningful.length > 0 ? meaningful : words;
  return [...new Set(chosen.map((word) => stem(correctModelTerm(word))))];
}

/**
 * Where a term occurs in folded text: at the start of a word; terms of one or two letters
 * ("то", "l") must be whole words. -1 when it does not occur.
 */
export function findTerm(folded: string, term: string, from = 0): number {
  let index = folded.indexOf(term, from);
  while (index !== -1) {
    const startsWord = !isWordChar(folded, index - 1);
    const endsWord = term.length > 2 || !isWordChar(folded, index + term.length);
    if (startsWord && endsWord) return index;
    index = folded.indexOf(term, index + 1);
  }
  return -1;
}

/** How many times a term occurs in folded text (as {@link findTerm} counts it). */
export function countTerm(folded: string, term: string): number {
  let count = 0;
  let index = findTerm(folded, term);
  while (index !== -1) {
    count++;
    index = findTerm(folded, term, index + term.length);
  }
  return count;
}
