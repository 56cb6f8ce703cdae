import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import type { AppLoadContext } from "react-router";
import { afterAll, afterEach, beforeAll, expect, test, vi } from "vitest";
import type { PageMeta } from "@contract/page-meta";
import { loadPageMeta } from "./page-meta.server";
import { testPublicConfig } from "../../tests/setup/load-context";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

// The cache is per process and keyed by address: each test takes its own origin.
function context(origin: string): AppLoadContext {
  return {
    apiBaseUrl: `${origin}/api`,
    dealerBaseUrl: `${origin}/dealer`,
    publicConfig: { ...testPublicConfig, siteUrl: origin },
  };
}

const row: PageMeta = {
  route: "/brand.html",
  routeId: "brand",
  title: "О бренде — Genesis Химки",
  description: "Описание",
  ogTitle: "О бренде",
  ogDescription: "Описание",
  ogImage: "/images/og/brand.jpg",
};

test("the row of a path is loaded once and then served from the cache", async () => {
  const seen: string[] = [];
  server.use(
    http.get("http://meta-a.test/api/v1/meta", ({ request }) => {
      seen.push(new URL(request.url).searchParams.get("route") ?? "");
      return HttpResponse.json({ success: true, data: row, message: "" });
    }),
  );
  expect(await loadPageMeta(context("http://meta-a.test"), "/brand.html")).toEqual(row);
  expect(await loadPageMeta(context("http://meta-a.test"), "/brand.html")).toEqual(row);
  expect(seen).toEqual(["/brand.html"]);
});

test("a path without a row is null and not an error", async () => {
  server.use(
    http.get("http://meta-b.test/api/v1/meta", () =>
      HttpResponse.json({ success: false, data: null, message: "Метатеги для этой страницы не найдены" }, { status: 404 }),
    ),
  );
  expect(await loadPageMeta(context("http://meta-b.test"), "/nope.html")).toBeNull();
});

test("a failing API is logged to the console only and gives null", async () => {
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});
  server.use(
    http.get("http://meta-c.test/api/v1/meta", () => HttpResponse.json({ success: false, data: null, message: "Сбой" }, { status: 500 })),
  );
  expect(await loadPageMeta(context("http://meta-c.test"), "/brand.html")).toBeNull();
  expect(String(logged.mock.calls[0]?.[0])).toContain("Не удалось получить мета-теги (/brand.html)");
});

test("an answer of the wrong shape counts as a failure", async () => {
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});
  server.use(http.get("http://meta-d.test/api/v1/meta", () => HttpResponse.json({ success: true, data: { title: 1 }, message: "" })));
  expect(await loadPageMeta(context("http://meta-d.test"), "/brand.html")).toBeNull();
  expect(logged).toHaveBeenCalledOnce();
});
