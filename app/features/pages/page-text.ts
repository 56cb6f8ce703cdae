import type { Section } from "~/components/content/sections";
import type { ContentPage } from "./types";
import { emptyDealerFacts, resolveSections } from "./types";

/** Every visible text of a section, in reading order (for search and copy checks). */
export function sectionTexts(section: Section): string[] {
  const title = "title" in section && section.title ? [section.title] : [];
  const intro = "intro" in section && section.intro ? [section.intro] : [];
  switch (section.kind) {
    case "text":
      return [...title, ...section.paragraphs, ...(section.aside ? [section.aside] : [])];
    case "features":
    case "steps":
      return [...title, ...intro, ...section.items.flatMap((item) => [item.title, item.text])];
    case "facts":
      // «2015 — год основания бренда»: a figure reads with what it counts, also in a search snippet.
      return [...title, ...section.items.map((item) => `${item.value} — ${item.label}`)];
    case "table":
      return [...title, section.caption, ...section.head, ...section.rows.flat(), ...(section.note ? [section.note] : [])];
    case "faq":
      return [...title, ...section.items.flatMap((item) => [item.question, item.answer])];
    case "links":
      return [...title, ...section.items.flatMap((item) => [item.title, ...(item.text ? [item.text] : [])])];
    case "cta":
      return [section.title, section.text, ...section.actions.map((action) => action.label)];
    case "reviews":
      return [...title, ...intro, ...section.items.flatMap((review) => [review.name, review.car, review.text])];
    case "positions":
      return [
        ...title,
        ...intro,
        ...section.items.flatMap((position) => [
          position.title,
          ...position.facts,
          position.summary,
          ...position.lists.flatMap((list) => [list.title, ...list.items]),
        ]),
      ];
    case "products":
      return [
        ...title,
        ...intro,
        ...section.categories.flatMap((category) => [
          category.title,
          ...(category.text ? [category.text] : []),
          ...category.items.flatMap((item) => [item.name, item.text]),
        ]),
        ...(section.note ? [section.note] : []),
      ];
  }
}

/** The texts of a whole page without dealer facts: title, lead and every section. */
export function pageTexts(page: ContentPage): string[] {
  return [page.title, page.lead, ...resolveSections(page, emptyDealerFacts).flatMap(sectionTexts)];
}

/** Texts read as sentences: each piece ends with punctuation, so headings and names do not run into the next text. */
export function joinSentences(texts: readonly string[]): string {
  return texts
    .map((text) => text.trim())
    .filter((text) => text !== "")
    .map((text) => (/[.!?…:;»)]$/.test(text) ? text : `${text}.`))
    .join(" ");
}

/** The page's text for search: the lead, then one line per section (a snippet never runs across sections). */
export function pageSearchText(page: ContentPage): string {
  return [page.lead, ...resolveSections(page, emptyDealerFacts).map((section) => joinSentences(sectionTexts(section)))].join("\n");
}
