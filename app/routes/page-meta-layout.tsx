import { Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import type { PageMetaData } from "~/lib/meta";
import { loadPageMeta } from "~/lib/page-meta.server";
import type { Route } from "./+types/page-meta-layout";

/*
 * Wraps every page to load its /v1/meta row. It is a layout of its own, not part of the root loader,
 * because the root's data (options, menus, footer news) loads once per visit while meta changes with
 * every path; route meta functions read this row through pageMeta (app/lib/meta.ts).
 */

export async function loader({ request, context }: Route.LoaderArgs): Promise<PageMetaData> {
  return { pageMeta: await loadPageMeta(context, new URL(request.url).pathname) };
}

// Query changes (finder filters, news pages, search) keep the path's meta.
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname;
}

export default function PageMetaLayout() {
  return <Outlet />;
}
