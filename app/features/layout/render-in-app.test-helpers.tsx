import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { Outlet, createRoutesStub, useLocation } from "react-router";
import { vi } from "vitest";
import type { Model } from "@contract/model";
import type { NewsItem } from "@contract/news";
import type { SiteData } from "~/features/site/site-data";
import type { TestDriveChoices } from "~/features/test-drive/test-drive-choices";
import { LayoutStoreProvider } from "./layout-context";

/** The five models of docs/product.md §3, as the API sends them. */
export function buildModels(): Model[] {
  const rows: [string, string, string, number, number | null, string][] = [
    ["g70", "G70", "/new-g70.html", 4685, 2_249_000, "g70-fl"],
    ["gv70", "GV70", "/gv70.html", 4715, 4_740_000, "gv70"],
    ["g80-new", "G80", "/new-g80.html", 4990, null, "g80-new"],
    ["gv80", "GV80", "/gv80.html", 4945, null, "gv80"],
    ["g90", "G90", "/g90.html", 5205, 4_740_000, "g90"],
  ];
  return rows.map(([code, name, href, width, price, configuratorCode], index) => ({
    id: index + 1,
    code,
    name,
    modelName: `Genesis ${name}`,
    href,
    width,
    image: `/images/models/${code}.svg`,
    imageWithShadow: `/images/models/${code}-shadow.svg`,
    price,
    priceComingSoon: price === null,
    configurator: `/configurator#slide=1&model=${configuratorCode}`,
  }));
}

/** A footer news item. */
export function buildNews(index: number): NewsItem {
  return {
    id: 990 + index,
    code: `news-${index}`,
    name: `Новость номер ${index}`,
    date: "2024-03-05 10:00:00",
    metaTitle: "",
    metaDescription: "",
    preview_description: "",
    preview_file: "",
    active: true,
    description: "<p>Текст</p>",
  };
}

/** The consent versions in effect as the seed writes them (backend/consents/seed.ts). */
export const testConsents: SiteData["consents"] = [
  {
    id: "personal-data-2",
    kind: "personal-data",
    number: 2,
    title: "Согласие на обработку персональных данных",
    effectiveFrom: "2026-12-05T09:00:00.000Z",
  },
  {
    id: "third-parties-1",
    kind: "third-parties",
    number: 1,
    title: "Согласие на передачу персональных данных третьим лицам",
    effectiveFrom: "2026-12-05T09:00:00.000Z",
  },
  {
    id: "advertising-1",
    kind: "advertising",
    number: 1,
    title: "Согласие на получение рекламной информации",
    effectiveFrom: "2026-12-05T09:00:00.000Z",
  },
];

/** Root loader data for component tests; pass overrides for what a test cares about. */
export function buildSiteData(overrides: Partial<SiteData> = {}): SiteData {
  return {
    options: {
      dealer_phone: "8 495 120-45-67",
      dealer_address: "Московская область, г. Химки, Ленинградское шоссе, вл. 21",
      legal_inn: "5047128397",
      legal_ogrn: "1175047005121",
      legal_kpp: "504701001",
      social_vk: "https://vk.com/genesis_khimki",
      social_telegram: "https://t.me/genesis_khimki",
      phone: "8 495 120-45-67",
      headerWithPhone: true,
      isContactsText: true,
      leadsApiBase: "/api/",
    },
    models: buildModels(),
    consents: testConsents,
    footerNews: [],
    publicConfig: {
      personalAccountUrl: "https://www.genesis.com/ru/ru/owners/my-genesis.html",
      onlineShowroomUrl: "https://www.genesis.com/ru/ru/online-showroom.html",
      ratingWidgetUrl: null,
      callTrackingScriptUrl: null,
      metrikaId: null,
      siteUrl: "http://localhost:3000",
    },
    ...overrides,
  };
}

/** Shows where the app is, so tests can assert navigations (and their absence, by key). */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-key={location.key}>
      {location.pathname + location.search + location.hash}
    </output>
  );
}

/**
 * Renders `ui` inside a routed app whose root route carries the site data and the layout store,
 * at `path`; every path renders the same UI plus a LocationProbe.
 */
export function renderInApp(
  ui: ReactNode,
  opts: { path?: string; siteData?: SiteData; cookiesAgreed?: boolean; handle?: unknown; testDriveChoices?: TestDriveChoices } = {},
) {
  const siteData = opts.siteData ?? buildSiteData();
  const cookiesAgreed = opts.cookiesAgreed ?? true;
  const rootData = { ...siteData, cookiesAgreed };
  const Page = () => (
    <>
      {ui}
      <LocationProbe />
    </>
  );
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => rootData,
      Component: () => (
        <LayoutStoreProvider cookiesAgreed={cookiesAgreed}>
          <Outlet />
        </LayoutStoreProvider>
      ),
      // A splat alone does not match "/" itself, hence the index route. The test-drive popup loads its
      // cities and dealers from the booking page's loader, so that page has one.
      children: [
        { index: true, Component: Page, handle: opts.handle },
        { path: "test-drive.html", Component: Page, handle: opts.handle, loader: () => ({ choices: opts.testDriveChoices ?? null }) },
        { path: "*", Component: Page, handle: opts.handle },
      ],
    },
  ]);
  return render(<Stub initialEntries={[opts.path ?? "/"]} hydrationData={{ loaderData: { root: rootData } }} />);
}

/** What a page's route action answers a form with: a JSON body and its HTTP status. */
export type FormAnswer = { result: unknown; status: number };

/**
 * Renders `ui` as the page at `path` (with the site data and the layout store above it) whose route
 * action answers each posted form with `answer`; returns the action, to see what was sent.
 */
export function renderFormPage(path: string, ui: ReactNode, answer: (form: FormData) => FormAnswer | Promise<FormAnswer>) {
  const rootData = { ...buildSiteData(), cookiesAgreed: true };
  const action = vi.fn(async ({ request }: { request: Request }) => {
    const { result, status } = await answer(await request.formData());
    return Response.json(result, { status });
  });
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => rootData,
      Component: () => (
        <LayoutStoreProvider cookiesAgreed>
          <Outlet />
        </LayoutStoreProvider>
      ),
      children: [{ path: path.slice(1), action, Component: () => ui }],
    },
  ]);
  render(<Stub initialEntries={[path]} hydrationData={{ loaderData: { root: rootData } }} />);
  return action;
}
