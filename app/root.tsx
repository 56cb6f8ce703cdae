// The root route: the HTML document (fonts, meta, scripts), the root loader (options, menus and footer
// news once per visit, and whether the cookie notice is needed), the site shell around every page but
// the staff pages (handle.staff), and the error boundary (404 and error pages).
import manropeCyrillic from "@fontsource-variable/manrope/files/manrope-cyrillic-wght-normal.woff2?url";
import manropeLatin from "@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url";
import manropeLatinExt from "@fontsource-variable/manrope/files/manrope-latin-ext-wght-normal.woff2?url";
import manropeRouble from "~/styles/fonts/manrope-rouble-wght-normal.woff2?url&no-inline";
import "~/styles/global.css";
import { Suspense, type ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse, useMatches, useRouteLoaderData } from "react-router";
import { BareLayout, ErrorPage } from "~/features/layout/error-page";
import { NotFoundPage, notFoundCopyOf } from "~/features/layout/not-found-page";
import { SiteShell } from "~/features/layout/site-shell";
import { hasCookieConsent } from "~/features/cookies/cookie-consent";
import { LayoutStoreProvider } from "~/features/layout/layout-context";
import { pageMeta } from "~/lib/meta";
import { formatPhone, phoneHref } from "~/lib/phone";
import { loadSiteData } from "~/features/site/site-data.server";
import type { SiteData } from "~/features/site/site-data";
import type { Route } from "./+types/root";
import { logError } from "~/lib/log";
import { HydratedSignal } from "~/lib/hydration";
import { makeZodJitless } from "~/lib/zod-jitless";

// In the browser zod checks without compiling code: its probe of `new Function` would be reported as a
// CSP violation (script-src has no 'unsafe-eval'), and the forms' schemas are small enough either way.
// Set without importing zod, which a page loads only once a visitor starts filling one of its forms.
if (typeof document !== "undefined") makeZodJitless();

/** Root loader data: the site data plus whether the request carried the cookie consent. */
export type RootData = SiteData & { cookiesAgreed: boolean };

export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  const site = await loadSiteData(context);
  // Read on the server so the cookie notice is rendered only when needed and never flashes.
  return { ...site, cookiesAgreed: hasCookieConsent(request.headers.get("Cookie")) };
}

// Options, menus and footer news load once per visit (docs/product.md §4); navigations do not refetch them.
export function shouldRevalidate() {
  return false;
}

// Every page sets Russian text with Latin model names: fetching both faces with the HTML, rather than
// after the CSS, lets the first paint use them and spares the text a reflow when they arrive. Prices
// (most pages) need «₽», which Manrope keeps in its latin-ext face: found only at layout, it came last
// and reflowed the prices, so it is fetched with the others, as a face of its own cut from latin-ext by
// `npm run fonts` (1 KB instead of 15; a file, not a data: URL, so that it can be preloaded: ADR 0049).
// The rest of latin-ext, which the site's own text never uses, loads only on a page whose text does.
const fontFiles = [
  // Russian
  { href: manropeCyrillic, range: "U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116", preload: true },
  // Latin: model names, digits, punctuation
  {
    href: manropeLatin,
    range:
      "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
    preload: true,
  },
  // «₽»
  { href: manropeRouble, range: "U+20BD", preload: true },
  // The rest of extended Latin
  {
    href: manropeLatinExt,
    range:
      "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20BC,U+20BE-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
    preload: false,
  },
];
// Manrope always arrives (`swap`, ADR 0119): until its files come, the text is drawn in the fallback
// cut to Manrope's measure (styles/font-fallback.css), which takes the same room, so the swap moves
// nothing (CLS 0). `optional` kept the fallback for a whole first visit on a slow line.
const fontFaces = fontFiles
  .map(
    ({ href, range }) =>
      `@font-face{font-family:"Manrope Variable";font-style:normal;font-display:swap;font-weight:200 800;src:url(${href}) format("woff2-variations");unicode-range:${range}}`,
  )
  .join("");
const fontPreloads = fontFiles
  .filter(({ preload }) => preload)
  .map(({ href }) => ({ rel: "preload", as: "font", type: "font/woff2", href, crossOrigin: "anonymous" as const }));

// The ICO (16, 32 and 48 px: a tab at densities up to 3, and robots that ask for /favicon.ico) and the square PNG
// for a phone's home screen, both drawn from public/favicon.svg by scripts/generate-icons.mjs. Not the SVG itself: a
// browser makes an SVG icon a document on the page's main thread at every load (ADR 0141).
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "48x48" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  ...fontPreloads,
];

// Pages have their own meta; this one speaks when an error reaches the root's boundary.
export const meta: Route.MetaFunction = (args) => {
  const { error } = args;
  if (isRouteErrorResponse(error) && error.status === 404) {
    const title = notFoundCopyOf(error.data)?.title ?? "Страница не найдена";
    return pageMeta(args, { title, description: "Такой страницы на сайте нет.", noindex: true, specific: true });
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
        {/* Built from the constants above, never from input. */}
        <style dangerouslySetInnerHTML={{ __html: fontFaces }} />
        <Links />
      </head>
      <body>
        {children}
        <Suspense>
          <HydratedSignal />
        </Suspense>
        {/* Scroll is handled by useScrollReset (docs/product.md §2.1 finance-page exception), not <ScrollRestoration>. */}
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData: data }: Route.ComponentProps) {
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
  const content = notFound ? <NotFoundPage copy={notFoundCopyOf(error.data)} /> : <ErrorPage error={error} phone={phone} />;
  // Without the root data (its loader failed) the header and footer cannot be drawn.
  if (!data) return <BareLayout>{content}</BareLayout>;
  return (
    <LayoutStoreProvider cookiesAgreed={data.cookiesAgreed}>
      <SiteShell>{content}</SiteShell>
    </LayoutStoreProvider>
  );
}
