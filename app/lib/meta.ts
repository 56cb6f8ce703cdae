import type { MetaDescriptor } from "react-router";
import type { PageMeta } from "@contract/page-meta";

/** Appended to a route's own title; titles from /v1/meta are complete and keep theirs. */
export const siteTitleSuffix = " — Genesis Химки, официальный дилер";

/** Share picture of a page that names none (the API's default too). */
const defaultOgImage = "/images/og/genesis-khimki.jpg";

/** og:site_name when the options carry no dealer name. */
const defaultSiteName = "Genesis Химки";

/** Id of the layout route whose loader holds the /v1/meta row of the current path (app/routes.ts). */
export const pageMetaRouteId = "page-meta";

/** What the page-meta layout's loader gives: the API's row for the path, or null when it has none. */
export type PageMetaData = { pageMeta: PageMeta | null };

/** A route's own meta: its built-in copy, or, with `specific`, text from its data that names this very page. */
export type OwnMeta = {
  /** Without the site suffix; it is added here. */
  title: string;
  description: string;
  /**
   * True when title and description come from the page's data (an article, a worker, a search
   * query): they outrank the API's row, which for such pages is a pattern shared by all of them.
   */
  specific?: boolean;
  noindex?: boolean;
  /** Share picture of this very page (an article's photo), a site path or URL; used when it is a raster image. */
  image?: string;
  type?: "website" | "article";
};

/** Everything the meta tags are made of, once the sources are gathered. */
export type MetaSources = {
  /** The /v1/meta row of the path, or null when the API has none or failed. */
  api: PageMeta | null;
  own: OwnMeta | null;
  /** Public origin (SITE_URL), for canonical and og:url/og:image. */
  siteUrl: string | null;
  pathname: string;
  siteName: string;
};

/**
 * The page's meta tags. Precedence (docs/decisions/0007): the route's `specific` meta, then the
 * /v1/meta row, then the route's built-in copy. Returns [] when there is nothing to say.
 */
export function buildMeta(sources: MetaSources): MetaDescriptor[] {
  const { api, own } = sources;
  const useOwn = own !== null && (own.specific === true || api === null);
  let text: { title: string; description: string; ogTitle: string; ogDescription: string };
  if (useOwn) {
    text = { title: `${own.title}${siteTitleSuffix}`, description: own.description, ogTitle: own.title, ogDescription: own.description };
  } else if (api) {
    text = api;
  } else {
    return [];
  }

  const origin = sources.siteUrl?.replace(/\/+$/, "") ?? "";
  const absolute = (path: string) => (/^https?:\/\//i.test(path) || !origin ? path : `${origin}${path.startsWith("/") ? "" : "/"}${path}`);
  // Social networks show no SVG: a vector preview gives way to the API's picture.
  const ownImage = own?.image && /\.(jpe?g|png|webp)(\?.*)?$/i.test(own.image) ? own.image : null;
  const image = ownImage ?? api?.ogImage ?? defaultOgImage;
  const noindex = own?.noindex === true;
  const url = absolute(sources.pathname);

  return [
    { title: text.title },
    { name: "description", content: text.description },
    // An error or a search result is no page to point search engines at.
    ...(noindex ? [{ name: "robots", content: "noindex" }] : [{ tagName: "link", rel: "canonical", href: url }]),
    { property: "og:title", content: text.ogTitle },
    { property: "og:description", content: text.ogDescription },
    ...(noindex ? [] : [{ property: "og:url", content: url }]),
    { property: "og:image", content: absolute(image) },
    { property: "og:type", content: own?.type ?? "website" },
    { property: "og:locale", content: "ru_RU" },
    { property: "og:site_name", content: sources.siteName },
  ];
}

/** What a meta function receives that {@link pageMeta} reads (React Router's MetaArgs fit it). */
export type MetaContext = {
  location: { pathname: string };
  matches: readonly ({ id: string; loaderData?: unknown; data?: unknown } | undefined)[];
};

/** Meta tags of a route: pass the meta function's args and the route's own meta (null while it has none). */
export function pageMeta(args: MetaContext, own: OwnMeta | null): MetaDescriptor[] {
  const root = readRecord(matchData(args, "root"));
  const publicConfig = readRecord(root?.publicConfig);
  const options = readRecord(root?.options);
  const metaData = readRecord(matchData(args, pageMetaRouteId));
  const siteUrl = typeof publicConfig?.siteUrl === "string" ? publicConfig.siteUrl : null;
  const dealerName = typeof options?.dealer_name === "string" && options.dealer_name.trim() ? options.dealer_name.trim() : null;
  return buildMeta({
    api: (metaData?.pageMeta as PageMeta | null | undefined) ?? null,
    own,
    siteUrl,
    pathname: args.location.pathname,
    siteName: dealerName ?? defaultSiteName,
  });
}

function matchData(args: MetaContext, id: string): unknown {
  const match = args.matches.find((m) => m?.id === id);
  return match ? (match.loaderData ?? match.data) : undefined;
}

function readRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;
}
