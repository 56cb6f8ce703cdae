import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { expect, test } from "vitest";
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
