import { robotsTxt } from "~/features/sitemap/sitemap-xml";
import type { Route } from "./+types/robots";

/** robots.txt: staff pages, search results and the APIs closed to crawlers; the sitemap named. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.publicConfig.siteUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
