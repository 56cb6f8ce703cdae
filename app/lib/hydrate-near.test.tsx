import { act, render, screen } from "@testing-library/react";
import { createContext, memo, useContext, useEffect, useRef, useState } from "react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type * as HydrateNearModule from "./hydrate-near";
import { HYDRATED_EVENT } from "./hydrated-event";
import { hydrateFromServer } from "./hydration.test-helpers";

// The module keeps which parts it holds and whether the page has hydrated: each test loads it afresh.
let near: typeof HydrateNearModule;

/** The window's IntersectionObserver, as a test tells it: what it watches, and a way to say an element came near. */
const watched = new Set<Element>();
let comesNear: (element: Element) => void = () => {};
class TestObserver {
  constructor(callback: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
    comesNear = (element) => {
      if (watched.has(element)) callback([{ target: element, isIntersecting: true }]);
    };
  }
  observe(element: Element) {
    watched.add(element);
  }
  unobserve(element: Element) {
    watched.delete(element);
  }
  disconnect() {
    watched.clear();
  }
}

/** React Router's router as the page has it (`window.__reactRouterDataRouter`): a test says when its state changes. */
const listeners = new Set<() => void>();
const routerChanges = () => act(() => [...listeners].forEach((listener) => listener()));

beforeEach(async () => {
  vi.resetModules();
  near = await import("./hydrate-near");
  vi.stubGlobal("IntersectionObserver", TestObserver);
  Object.assign(window, {
    __reactRouterDataRouter: {
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter;
  listeners.clear();
  watched.clear();
});

/** A part that marks itself once React has hydrated it. */
function Part(props: { name: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.setAttribute("data-hydrated", ""), []);
  return <p ref={ref}>{props.name}</p>;
}

const Season = createContext("зима");

/** The footer of a test page: held until near, with a button and the season from above. */
function Footer(props: { onTop: () => void }) {
  return (
    <footer data-hydrate-near="footer">
      <Part name="подвал" />
      <span data-testid="season">{useContext(Season)}</span>
      <button type="button" onClick={props.onTop}>
        Наверх
      </button>
    </footer>
  );
}

function page(onTop = () => {}) {
  const NearFooter = memo(function NearFooter() {
    return (
      <near.HydrateNear name="footer">
        <Footer onTop={onTop} />
      </near.HydrateNear>
    );
  });
  let setSeason: (season: string) => void = () => {};
  function Page() {
    const [season, set] = useState("зима");
    setSeason = set;
    return (
      <Season value={season}>
        <Part name="шапка" />
        <NearFooter />
      </Season>
    );
  }
  return { element: <Page />, setSeason: (season: string) => act(() => setSeason(season)) };
}

const hydrated = (name: string) => screen.getByText(name).hasAttribute("data-hydrated");

test("the part keeps the server's HTML until it comes near the window, then hydrates", async () => {
  const { element } = page();
  const { container, unmount } = await hydrateFromServer(element);
  const footer = container.querySelector("footer");
  expect(hydrated("шапка")).toBe(true);
  expect(hydrated("подвал")).toBe(false);
  expect(screen.getByText("Наверх")).toBeVisible();

  await act(async () => comesNear(footer!));
  expect(hydrated("подвал")).toBe(true);
  // The server's element, not one drawn anew.
  expect(container.querySelector("footer")).toBe(footer);
  unmount();
});

test("a press inside the part before it came near is not lost: React hydrates it at once and takes the press", async () => {
  const onTop = vi.fn();
  const { unmount } = await hydrateFromServer(page(onTop).element);
  expect(hydrated("подвал")).toBe(false);

  act(() => screen.getByText("Наверх").click());
  expect(onTop).toHaveBeenCalledTimes(1);
  expect(hydrated("подвал")).toBe(true);
  unmount();
});

test("the visitor's first scroll of the window lets it go, a scroll inside the page does not", async () => {
  const { container, unmount } = await hydrateFromServer(page().element);
  await act(async () => void container.dispatchEvent(new Event("scroll")));
  expect(hydrated("подвал")).toBe(false);

  await act(async () => void document.dispatchEvent(new Event("scroll")));
  expect(hydrated("подвал")).toBe(true);
  unmount();
});

test("a key pressed anywhere lets it go", async () => {
  const { unmount } = await hydrateFromServer(page().element);
  await act(async () => void document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab", bubbles: true })));
  expect(hydrated("подвал")).toBe(true);
  unmount();
});

test("a change of the router's state lets the part go before React renders what changed above it", async () => {
  const { element, setSeason } = page();
  const { container, unmount } = await hydrateFromServer(element);
  const footer = container.querySelector("footer");

  // A navigation: the router tells its subscribers, then React renders the new state from the top.
  routerChanges();
  setSeason("весна");
  await act(async () => {});
  expect(screen.getByTestId("season")).toHaveTextContent("весна");
  expect(hydrated("подвал")).toBe(true);
  expect(container.querySelector("footer")).toBe(footer);
  unmount();
});

test("a part mounted after the page hydrated is not held", async () => {
  act(() => void window.dispatchEvent(new Event(HYDRATED_EVENT)));
  render(page().element);
  expect(hydrated("подвал")).toBe(true);
  expect(watched.size).toBe(0);
});

test("without the observer to tell when it is near, the part hydrates with the page", async () => {
  vi.unstubAllGlobals();
  const { unmount } = await hydrateFromServer(page().element);
  expect(hydrated("подвал")).toBe(true);
  unmount();
});
