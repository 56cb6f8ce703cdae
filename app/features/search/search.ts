import { countTerm, findTerm, foldText, isWordChar, queryTerms } from "./text";

/** A page the search can find. */
export type SearchDocument = {
  path: string;
  title: string;
  description: string;
  /** The page's body text. */
  text: string;
  /** The section of the site it belongs to («Модели», «Новости»…). */
  section: string;
};

/** A piece of text, marked when it matched the query. */
export type Segment = { text: string; hit: boolean };

/** A found page as the results list shows it. */
export type SearchResult = { path: string; section: string; title: Segment[]; snippet: Segment[] };

type IndexedDocument = SearchDocument & {
  order: number;
  foldedTitle: string;
  /** The folded title with punctuation turned into spaces, for whole-phrase matches ("тест драйв"). */
  phraseTitle: string;
  foldedDescription: string;
  foldedText: string;
};

const nonWord = /[^\p{L}\p{N}]+/gu;

/** Documents prepared for searching. */
export type SearchIndex = readonly IndexedDocument[];

/** Folds every document once so queries only scan. */
export function buildSearchIndex(documents: readonly SearchDocument[]): SearchIndex {
  return documents.map((doc, order) => ({
    ...doc,
    order,
    foldedTitle: foldText(doc.title),
    phraseTitle: foldText(doc.title).replace(nonWord, " "),
    foldedDescription: foldText(doc.description),
    foldedText: foldText(doc.text),
  }));
}

const snippetLength = 200;
const snippetLead = 60;

type Scored = { doc: IndexedDocument; titleRank: number; descriptionHits: number; textHits: number };

function score(doc: IndexedDocument, terms: readonly string[], phrase: string): Scored | null {
  let titleTerms = 0;
  let descriptionHits = 0;
  let textHits = 0;
  for (const term of terms) {
    const inTitle = findTerm(doc.foldedTitle, term) !== -1;
    const inDescription = countTerm(doc.foldedDescription, term);
    const inText = countTerm(doc.foldedText, term);
    // Every term must occur somewhere in the page.
    if (!inTitle && inDescription === 0 && inText === 0) return null;
    if (inTitle) titleTerms++;
    if (inDescription > 0) descriptionHits++;
    textHits += Math.min(inText, 10);
  }
  // Title first: the title is the query, holds it as a phrase, holds all terms, some; text-only matches come last.
  const titleRank =
    doc.phraseTitle.trim() === phrase
      ? 4
      : phrase !== "" && findTerm(doc.phraseTitle, phrase) !== -1
        ? 3
        : titleTerms === terms.length
          ? 2
          : titleTerms > 0
            ? 1
            : 0;
  return { doc, titleRank, descriptionHits, textHits };
}

/** Finds the pages containing every word of the query, best first: title matches, then description, then text. */
export function search(index: SearchIndex, query: string): SearchResult[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const phrase = foldText(query).replace(nonWord, " ").trim();
  return index
    .map((doc) => score(doc, terms, phrase))
    .filter((scored): scored is Scored => scored !== null)
    .sort(
      (a, b) =>
        b.titleRank - a.titleRank ||
        b.descriptionHits - a.descriptionHits ||
        b.textHits - a.textHits ||
        a.doc.order - b.doc.order,
    )
    .map(({ doc }) => ({
      path: doc.path,
      section: doc.section,
      title: highlight(doc.title, terms),
      snippet: highlight(makeSnippet(doc, terms), terms),
    }));
}

/**
 * Cuts a passage of about 200 characters around the first match, at word boundaries, with "…" where cut.
 * Lines of the text are separate passages: a snippet never runs from one into the next.
 */
export function snippetAround(text: string, terms: readonly string[]): string | null {
  const folded = foldText(text);
  const positions = terms.map((term) => findTerm(folded, term)).filter((pos) => pos !== -1);
  if (positions.length === 0) return null;
  const first = Math.min(...positions);
  const lineStart = text.lastIndexOf("\n", first - 1) + 1;
  const lineEnd = text.indexOf("\n", first) === -1 ? text.length : text.indexOf("\n", first);
  const line = text.slice(lineStart, lineEnd);
  const at = first - lineStart;
  if (line.length <= snippetLength) return line.trim();
  let start = Math.max(0, at - snippetLead);
  while (start > 0 && isWordChar(line, start - 1)) start--;
  let end = Math.min(line.length, start + snippetLength);
  while (end < line.length && isWordChar(line, end)) end++;
  const body = line.slice(start, end).trim();
  return `${start > 0 ? "…" : ""}${body}${end < line.length ? "…" : ""}`;
}

function makeSnippet(doc: IndexedDocument, terms: readonly string[]): string {
  return (
    snippetAround(doc.description, terms) ??
    snippetAround(doc.text, terms) ??
    truncate(doc.description || doc.text)
  );
}

function truncate(full: string): string {
  const text = full.split("\n")[0] ?? "";
  if (text.length <= snippetLength) return text;
  let end = snippetLength;
  while (end > 0 && isWordChar(text, end)) end--;
  return `${text.slice(0, end).trim()}…`;
}

/** Splits text into segments, marking each word that starts with a query term (the whole word is marked). */
export function highlight(text: string, terms: readonly string[]): Segment[] {
  const folded = foldText(text);
  const ranges: [number, number][] = [];
  for (const term of terms) {
    let index = findTerm(folded, term);
    while (index !== -1) {
      let end = index + term.length;
      while (isWordChar(text, end)) end++;
      ranges.push([index, end]);
      index = findTerm(folded, term, end);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const segments: Segment[] = [];
  let cursor = 0;
  for (const [start, end] of ranges) {
    if (end <= cursor) continue;
    const from = Math.max(start, cursor);
    if (from > cursor) segments.push({ text: text.slice(cursor, from), hit: false });
    segments.push({ text: text.slice(from, end), hit: true });
    cursor = end;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), hit: false });
  return segments;
}
