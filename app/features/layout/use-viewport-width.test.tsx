import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { expect, test, vi } from "vitest";
import { HydratedSignal } from "~/lib/hydration";
import { hydrateFromServer } from "~/lib/hydration.test-helpers";
import { useViewportWidth } from "./use-viewport-width";

function Width(props: { part: string }) {
  const width = useViewportWidth();
  return (
    <p>
      {props.part}: {width === null ? "ширина неизвестна" : `${width} px`}
    </p>
  );
}

// One file, one page: the first test hydrates it, after which the width is known (the module remembers it).
test("a part hydrated after the header starts without the width, as the server drew it, and then gets it", async () => {
  const page = (
    <>
      <Width part="шапка" />
      <Suspense>
        <Width part="подвал" />
      </Suspense>
      <Suspense>
        <HydratedSignal />
      </Suspense>
    </>
  );
  // A mismatch would fail the test: the footer hydrates after the header's effect has read the width, and must still
  // start from what the server drew.
  const { container, unmount } = await hydrateFromServer(page, (html) =>
    expect(html.textContent).toBe("шапка: ширина неизвестнаподвал: ширина неизвестна"),
  );
  expect([...container.querySelectorAll("p")].map((p) => p.textContent)).toEqual([
    `шапка: ${window.innerWidth} px`,
    `подвал: ${window.innerWidth} px`,
  ]);
  unmount();
});

test("a part mounted once the page is hydrated (a menu opened) starts with the width", () => {
  render(<Width part="меню" />);
  expect(screen.getByText(`меню: ${window.innerWidth} px`)).toBeVisible();
});

test("a part held until the visitor acts (ADR 0132) hydrates after the page has said it is hydrated, and still starts from what the server drew", async () => {
  // Modules afresh: the page has not hydrated yet, and the part is held by the site's own rule.
  vi.resetModules();
  const { HydrateNear } = await import("~/lib/hydrate-near");
  const { HYDRATED_EVENT } = await import("~/lib/hydrated-event");
  const viewport = await import("./use-viewport-width");
  let comesNear = () => {};
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
        comesNear = () => callback([{ target: document.querySelector("[data-hydrate-near]")!, isIntersecting: true }]);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  Object.assign(window, { __reactRouterDataRouter: { subscribe: () => () => {} } });
  function Footer() {
    const width = viewport.useViewportWidth();
    return <p data-hydrate-near="footer">подвал: {width === null ? "ширина неизвестна" : `${width} px`}</p>;
  }
  const page = (
    <HydrateNear name="footer">
      <Footer />
    </HydrateNear>
  );
  const { container, unmount } = await hydrateFromServer(page);
  // The page's own parts are hydrated: a part mounted anew from now on would start with the width.
  act(() => void window.dispatchEvent(new Event(HYDRATED_EVENT)));
  expect(container.textContent).toBe("подвал: ширина неизвестна");

  // A mismatch with the server's HTML would be a console.error, which fails the test.
  await act(async () => comesNear());
  expect(container.textContent).toBe(`подвал: ${window.innerWidth} px`);
  unmount();
  vi.unstubAllGlobals();
  delete (window as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter;
});
