import sanitizeHtml from "sanitize-html";
import { articleAttributes, articleImageSchemes, articleSchemes, articleTags } from "@contract/article-html";

// Article markup the site styles (contract/article-html.ts, the same allow-list the studio saves with).
const options: sanitizeHtml.IOptions = {
  allowedTags: articleTags,
  allowedAttributes: articleAttributes,
  allowedSchemes: articleSchemes,
  allowedSchemesByTag: { img: articleImageSchemes },
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
