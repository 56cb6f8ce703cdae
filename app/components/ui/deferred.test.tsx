import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { expect, test } from "vitest";
import { Deferred, settledOrPending, type DeferredValue } from "./deferred";

function renderDeferred(value: DeferredValue<string[]>) {
  const router = createMemoryRouter([
    {
      path: "/",
      element: (
        <Deferred value={value} fallback={<p>Загружаем новости…</p>}>
          {(items) => (
            <ul>
              {items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </Deferred>
      ),
    },
  ]);
  return render(<RouterProvider router={router} />);
}

test("a value that is there renders at once", () => {
  renderDeferred(["Новый GV80"]);
  expect(screen.getByRole("listitem").textContent).toBe("Новый GV80");
});

test("a value still on its way shows the fallback, then the value", async () => {
  let resolve!: (items: string[]) => void;
  renderDeferred(new Promise<string[]>((r) => (resolve = r)));
  expect(screen.getByText("Загружаем новости…")).toBeVisible();
  resolve(["G90 в новом цвете"]);
  expect((await screen.findByRole("listitem")).textContent).toBe("G90 в новом цвете");
});

test("settledOrPending gives the value of a settled promise and the promise of a pending one", async () => {
  await expect(settledOrPending(Promise.resolve([1]))).resolves.toEqual({ value: [1] });
  const pending = new Promise<number[]>(() => {});
  expect((await settledOrPending(pending)).value).toBe(pending);
});
