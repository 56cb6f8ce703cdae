import sanitizeHtml from "sanitize-html";

// Article markup the site styles: paragraphs, subheadings, lists, quotes, links, images, simple tables.
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "p", "h2", "h3", "h4", "ul", "ol", "li", "strong", "b", "em", "i", "u", "s", "br", "hr",
    "a", "blockquote", "figure", "figcaption", "img",
    "table", "caption", "thead", "tbody", "tr", "th", "td",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "width", "height", "loading"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  transformTags: {
    // The page already has its <h1>: the article's own top heading becomes a section heading.
    h1: "h2",
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === "_blank" ? { ...attribs, rel: "noopener noreferrer" } : attribs,
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy" } }),
  },
};

/** Cleans news HTML from a backend before it is rendered: no scripts, styles, event handlers or unsafe links. */
export function sanitizeNewsHtml(html: string): string {
  return sanitizeHtml(html, options);
}
