/** Meta tags of one route as the content writes them; the OG fields default to title and description. */
export type MetaContent = {
  /** Route id of app/routes.ts. */
  id: string;
  /** Path of app/routes.ts with a leading slash; `:param` segments make it a pattern. */
  route: string;
  /** Complete page title, ending with the dealer's name. */
  title: string;
  description: string;
  ogImage?: string;
};

/** Suffix every page title ends with; the Open Graph title leaves it out (og:site_name carries it). */
export const titleSuffix = " — Genesis Химки";

/** Share picture of pages that have none of their own. */
export const defaultOgImage = "/images/og/genesis-khimki.jpg";
