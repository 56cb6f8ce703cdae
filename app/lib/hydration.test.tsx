import { act, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { expect, test } from "vitest";
import { useHydrated } from "./hydration";

/** What a page shows before and after its scripts run. */
function Controls() {
  return <p>{useHydrated() ? "Листайте стрелками" : "Первый слайд"}</p>;
}

test("the server's render is the one without scripts", () => {
  expect(renderToString(<Controls />)).toBe("<p>Первый слайд</p>");
});

test("hydration keeps the server's markup, then the page shows what scripts add", async () => {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Controls />);
  document.body.append(container);
  // A hydration mismatch is a console.error, which fails the test (tests/setup/fail-on-console-error.ts).
  const root = await act(async () => hydrateRoot(container, <Controls />));
  expect(container.textContent).toBe("Листайте стрелками");
  act(() => root.unmount());
  container.remove();
});

test("a part mounted in the browser shows what scripts add at once", () => {
  render(<Controls />);
  expect(screen.getByText("Листайте стрелками")).toBeVisible();
});
