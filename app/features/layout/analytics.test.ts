import { expect, test, vi } from "vitest";
import { addScriptAfterLoad, trackPageview } from "./analytics";

test("a page view is pushed with the path and query, creating the data layer if missing", () => {
  const host: { dataLayer?: unknown[] } = {};
  const last = trackPageview(host, null, { pathname: "/search.html", search: "?q=G90" });
  expect(host.dataLayer).toEqual([{ event: "pageview", page: "/search.html?q=G90" }]);
  expect(last).toBe("/search.html");
});

test("the same pathname is not tracked again; a different one is", () => {
  const host = { dataLayer: [] as unknown[] };
  const last = trackPageview(host, "/news.html", { pathname: "/news.html", search: "?page=2" });
  expect(host.dataLayer).toHaveLength(0);
  trackPageview(host, last, { pathname: "/brand.html", search: "" });
  expect(host.dataLayer).toEqual([{ event: "pageview", page: "/brand.html" }]);
});

type FakeScript = { src: string; async: boolean; getAttribute: (name: string) => string };

function fakeWindow(readyState: DocumentReadyState) {
  const appended: FakeScript[] = [];
  const listeners = new Map<string, () => void>();
  const win = {
    document: {
      readyState,
      createElement: (): FakeScript => ({
        src: "",
        async: false,
        getAttribute() {
          return this.src;
        },
      }),
      getElementsByTagName: () => appended,
      body: { appendChild: (node: FakeScript) => appended.push(node) },
    },
    addEventListener: vi.fn((type: string, fn: () => void) => listeners.set(type, fn)),
    removeEventListener: vi.fn(),
  };
  return { win: win as unknown as Window, appended, fireLoad: () => listeners.get("load")?.() };
}

test("the call-tracking script is added only after the load event", () => {
  const { win, appended, fireLoad } = fakeWindow("interactive");
  addScriptAfterLoad(win, "https://calls.example/track.js");
  expect(appended).toHaveLength(0);
  fireLoad();
  expect(appended.map(({ src, async }) => ({ src, async }))).toEqual([{ src: "https://calls.example/track.js", async: true }]);
});

test("when the page has already loaded the script is added at once", () => {
  const { win, appended } = fakeWindow("complete");
  addScriptAfterLoad(win, "https://calls.example/track.js");
  expect(appended).toHaveLength(1);
});

test("the script is never added twice", () => {
  const { win, appended } = fakeWindow("complete");
  addScriptAfterLoad(win, "https://calls.example/track.js");
  addScriptAfterLoad(win, "https://calls.example/track.js");
  expect(appended).toHaveLength(1);
});
