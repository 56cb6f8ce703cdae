import type { MetaDescriptor } from "react-router";

/** Title and description of a page; the site name is appended to the title. */
export function pageMeta(opts: { title: string; description: string; noindex?: boolean }): MetaDescriptor[] {
  const title = `${opts.title} — Genesis Химки, официальный дилер`;
  return [
    { title },
    { name: "description", content: opts.description },
    { property: "og:title", content: title },
    { property: "og:description", content: opts.description },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "ru_RU" },
    ...(opts.noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
