import { render, screen } from "@testing-library/react";
import { Suspense, useEffect, useRef } from "react";
import { renderToString } from "react-dom/server";
import { expect, test } from "vitest";
import { HYDRATED_EVENT } from "./hydrated-event";
import { HydratedSignal, useHydrated } from "./hydration";
import { hydrateFromServer } from "./hydration.test-helpers";

/** What a page shows before and after its scripts run. */
function Controls() {
  return <p>{useHydrated() ? "Листайте стрелками" : "Первый слайд"}</p>;
}

test("the server's render is the one without scripts", () => {
  expect(renderToString(<Controls />)).toBe("<p>Первый слайд</p>");
});

test("hydration keeps the server's markup, then the page shows what scripts add", async () => {
  const { container, unmount } = await hydrateFromServer(<Controls />);
  expect(container.textContent).toBe("Листайте стрелками");
  unmount();
});

test("a part mounted in the browser shows what scripts add at once", () => {
  render(<Controls />);
  expect(screen.getByText("Листайте стрелками")).toBeVisible();
});

/** A part of the page that marks itself once React has hydrated it. */
function Part(props: { name: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    ref.current?.setAttribute("data-hydrated", "");
  }, []);
  return <p ref={ref}>{props.name}</p>;
}

test("the parts in Suspense boundaries hydrate after the shell, and the hydrated signal comes after all of them", async () => {
  const readyAtShell: string[] = [];
  const readyAtSignal: string[] = [];
  const ready = () => [...document.querySelectorAll("[data-hydrated]")].map((element) => element.textContent ?? "");
  function Shell() {
    useEffect(() => {
      readyAtShell.push(...ready());
    }, []);
    return <Part name="шапка" />;
  }
  const page = (
    <>
      <Shell />
      <Suspense>
        <Part name="страница" />
      </Suspense>
      <Suspense>
        <Part name="подвал" />
      </Suspense>
      <Suspense>
        <HydratedSignal />
      </Suspense>
    </>
  );
  const onSignal = () => readyAtSignal.push(...ready());
  window.addEventListener(HYDRATED_EVENT, onSignal);
  const { unmount } = await hydrateFromServer(page);
  window.removeEventListener(HYDRATED_EVENT, onSignal);
  // The shell's own effects run before the deferred parts are hydrated: they are work for later, in slices.
  expect(readyAtShell).toEqual(["шапка"]);
  expect(readyAtSignal).toEqual(["шапка", "страница", "подвал"]);
  unmount();
});
