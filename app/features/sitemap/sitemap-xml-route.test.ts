import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { makeStockCar } from "@contract/stock.test-helpers";
import { clearCachedResponses } from "~/lib/cached-get.server";
import { loader } from "~/routes/sitemap-xml";
import { stubApiFetch } from "../../../tests/setup/stub-api";
import { testLoadContext, testPublicConfig } from "../../../tests/setup/load-context";

beforeEach(() => clearCachedResponses());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const context = testLoadContext("http://backend.test/api", { publicConfig: { ...testPublicConfig, siteUrl: "https://genesis-khimki.ru" } });
const facets = { model: [], condition: [], engine: [], drive: [], color: [], year: [], mileageMax: [] };

/** A car of the stock list, only its id its own. */
const stockCar = (id: string) => makeStockCar({ id });

/** The API of a dealer with `count` cars in stock (a hundred a page, newest first), no server news and no offers. */
function stubStock(count: number): string[] {
  return stubApiFetch((path, url) => {
    if (path.includes("/v1/stock")) {
      const page = Number(url.searchParams.get("page") ?? 1);
      const pages = Math.ceil(count / 100);
      const ids = Array.from(
        { length: Math.max(0, Math.min(100, count - (page - 1) * 100)) },
        (_, i) => `u-EM${String((page - 1) * 100 + i).padStart(6, "0")}`,
      );
      return {
        status: 200,
        body: {
          success: true,
          message: "",
          data: { cars: ids.map(stockCar), total: count, all: count, page, pages, pageSize: 100, sort: "newest", facets, priceRange: null },
        },
      };
    }
    if (path.includes("/v1/special-offer")) return { status: 200, body: { success: true, message: "", data: { items: [] } } };
    return { status: 200, body: { success: true, message: "", data: { items: [], pagination: { page: 1, pageSize: 100, total: 0 } } } };
  });
}

const locs = async (response: Response) =>
  [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);

test("sitemap.xml lists every car of a stock of 8 000 (feeds may hold 10 000 cars each), newest first", async () => {
  stubStock(8_000);
  const response = (await loader({ context, request: new Request("http://localhost/sitemap.xml"), params: {} } as never)) as Response;
  const cars = (await locs(response)).filter((path) => path.startsWith("/feed/"));
  expect(cars.length).toBe(8_000);
  expect(cars.slice(0, 2)).toEqual(["/feed/u-EM000000.html", "/feed/u-EM000001.html"]);
  expect(cars.at(-1)).toBe("/feed/u-EM007999.html");
});

test("past 50 000 addresses the map keeps the protocol's limit: the site's pages first, the last cars left out, and the log says so", async () => {
  stubStock(50_500);
  const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
  const response = (await loader({ context, request: new Request("http://localhost/sitemap.xml"), params: {} } as never)) as Response;
  const paths = await locs(response);
  expect(paths.length).toBe(50_000);
  expect(paths).toContain("/");
  expect(paths).toContain("/avto-v-nalicii.html");
  expect(paths).toContain("/feed/u-EM000000.html");
  expect(paths).not.toContain("/feed/u-EM050499.html");
  expect(logged.mock.calls.map((call) => String(call[0])).join("\n")).toMatch(
    /sitemap\.xml: \d+ адресов больше допустимых 50000, в карту вошли первые 50000/,
  );
});
