// The article markup the site renders (news bodies): the one allow-list the site's pages sanitise with
// and the studio's save sanitises with, so what an editor stores is what a visitor sees. Data only: each
// side passes it to sanitize-html itself (the browser never loads it).

/** Tags an article may hold: paragraphs, subheadings, lists, quotes, links, pictures with captions, simple tables. */
export const articleTags = [
  "p",
  "h2",
  "h3",
  "h4",
  "ul",
  "ol",
  "li",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "br",
  "hr",
  "a",
  "blockquote",
  "figure",
  "figcaption",
  "img",
  "table",
  "caption",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
];

/** The attributes each tag may keep. */
export const articleAttributes: Record<string, string[]> = {
  a: ["href", "title", "target", "rel"],
  img: ["src", "alt", "width", "height", "loading"],
  th: ["scope", "colspan", "rowspan"],
  td: ["colspan", "rowspan"],
};

/** URL schemes of links; pictures only over http(s) or the site's own paths. */
export const articleSchemes = ["http", "https", "mailto", "tel"];
export const articleImageSchemes = ["http", "https"];
