import "@fontsource-variable/manrope/wght.css";
import manropeCyrillic from "@fontsource-variable/manrope/files/manrope-cyrillic-wght-normal.woff2?url";
import manropeLatin from "@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url";
import manropeLatinExt from "@fontsource-variable/manrope/files/manrope-latin-ext-wght-normal.woff2?url";
import "~/styles/global.css";
import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse, useLoaderData, useMatches, useRouteLoaderData } from "react-router";
import { BareLayout, ErrorPage } from "~/features/layout/error-page";
import { NotFoundPage } from "~/features/layout/not-found-page";
import { SiteShell } from "~/features/layout/site-shell";
import { hasCookieConsent } from "~/features/cookies/cookie-consent";
import { LayoutStoreProvider } from "~/features/layout/layout-context";
import { pageMeta } from "~/lib/meta";
import { formatPhone, phoneHref } from "~/lib/phone";
import { loadSiteData } from "~/features/site/site-data.server";
import type { SiteData } from "~/features/site/site-data";
import type { Route } from "./+types/root";
import { logError } from "~/lib/log";
import { makeZodJitless } from "~/lib/zod-jitless";

// In the browser zod checks without compiling code: its probe of `new Function` would be reported as a
// CSP violation (script-src has no 'unsafe-eval'), and the forms' schemas are small enough either way.
// Set without importing zod, which only the pages and popups with forms load.
if (typeof document !== "undefined") makeZodJitless();

/** Root loader data: the site data plus whether the request carried the cookie consent. */
export type RootData = SiteData & { cookiesAgreed: boolean };

export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  const site = await loadSiteData(context);
  // Read on the server so the cookie notice is rendered only when needed and never flashes.
  return { ...site, cookiesAgreed: hasCookieConsent(request.headers.get("Cookie")) };
}

// Options, menus and footer news load once per visit (SPEC §4); navigations do not refetch them.
export function shouldRevalidate() {
  return false;
}

// Every page sets Russian text with Latin model names: fetching both faces with the HTML, rather than
// after the CSS, lets the first paint use them and spares the text a reflow when they arrive. Prices
// (most pages) need «₽», which lies in the latin-ext face: found only at layout, it came last and
// reflowed the prices, so it is fetched with the others.
const fontPreloads = [manropeCyrillic, manropeLatin, manropeLatinExt].map((href) => ({ rel: "preload", as: "font", type: "font/woff2", href, crossOrigin: "anonymous" as const }));

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }, ...fontPreloads];

// Pages have their own meta; this one speaks when an error reaches the root's boundary.
export const meta: Route.MetaFunction = (args) => {
  const { error } = args;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return pageMeta(args, { title: "Страница не найдена", description: "Такой страницы на сайте нет.", noindex: true, specific: true });
  }
  if (error) return pageMeta(args, { title: "Ошибка", description: "Страница не смогла загрузиться.", noindex: true, specific: true });
  return pageMeta(args, {
    title: "Автомобили Genesis",
    description: "Официальный дилер Genesis в Химках: модели G70, GV70, G80, GV80 и G90, тест-драйв, сервис и специальные предложения.",
  });
};

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="ru">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#ffffff" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {/* Scroll is handled by useScrollReset (SPEC §2.1 finance-page exception), not <ScrollRestoration>. */}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const data = useLoaderData<typeof loader>();
  // Staff pages (handle.staff) have their own frame: no site header, footer, menus or cookie notice.
  const staff = useMatches().some((match) => (match.handle as { staff?: boolean } | undefined)?.staff === true);
  if (staff) return <Outlet />;
  return (
    <LayoutStoreProvider cookiesAgreed={data.cookiesAgreed}>
      <SiteShell>
        <Outlet />
      </SiteShell>
    </LayoutStoreProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("root");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A visitor's own mistake (a missing page, a form posted where there is none) is not our failure.
  const visitorError = isRouteErrorResponse(error) && error.status < 500;
  if (!visitorError) logError("Ошибка отображения страницы:", error);
  const phone = data?.options.phone ? { text: formatPhone(data.options.phone), href: phoneHref(data.options.phone) } : null;
  const content = notFound ? <NotFoundPage /> : <ErrorPage error={error} phone={phone} />;
  // Without the root data (its loader failed) the header and footer cannot be drawn.
  if (!data) return <BareLayout>{content}</BareLayout>;
  return (
    <LayoutStoreProvider cookiesAgreed={data.cookiesAgreed}>
      <SiteShell>{content}</SiteShell>
    </LayoutStoreProvider>
  );
}
