import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Component, useState, type ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, expect, test, vi } from "vitest";
import { errorMessages } from "~/lib/error-messages";
import { LazyPart, lazyPart } from "./lazy-part";

const siteData = { options: { phone: "+74951204567" }, models: [], footerNews: [], publicConfig: {} };

/** What the root's error boundary would show: the page replaced by an error screen. */
class PageBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error === null ? this.props.children : <h1>Что-то пошло не так</h1>;
  }
}

/** Renders `page` under a root route holding the site's data, as every page of the site is. */
function renderWithSite(page: ReactNode) {
  const router = createMemoryRouter([{ id: "root", loader: () => siteData, children: [{ path: "/", element: page }] }], {
    hydrationData: { loaderData: { root: siteData } },
  });
  render(<RouterProvider router={router} />);
}

/** A page with its text, a button that shows the part, and the part. */
function renderPage(Part: ReturnType<typeof lazyPart<object>>) {
  function Page() {
    const [open, setOpen] = useState(true);
    return (
      <PageBoundary>
        <h1>Genesis G70</h1>
        <button type="button" onClick={() => setOpen((value) => !value)}>
          {open ? "Скрыть" : "Показать"}
        </button>
        {open ? (
          <LazyPart part={Part} loading={<p>Загружаем форму…</p>} what="форму">
            <Part />
          </LazyPart>
        ) : null}
      </PageBoundary>
    );
  }
  renderWithSite(<Page />);
}

// A loaded machine (the journeys beside the unit tests) can take over a second to render the first page.
const patience = { timeout: 5_000 };

const offline = () => Promise.reject(new TypeError("Failed to fetch dynamically imported module: /assets/form.js"));
const Form = () => <form aria-label="Запись на тест-драйв" />;

afterEach(() => vi.restoreAllMocks());

test("a form whose code cannot be fetched says so in its place, with the dealer's phone, and the page stays", async () => {
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});
  const load = vi.fn(offline);
  renderPage(lazyPart(load));

  const note = await screen.findByRole("alert", {}, patience);
  expect(note.textContent).toContain(errorMessages.partNotLoaded("форму"));
  expect(screen.getByRole("link", { name: "+7 (495) 120-45-67" })).toHaveAttribute("href", "tel:+74951204567");
  expect(screen.getByRole("heading", { name: "Genesis G70" })).toBeVisible();
  expect(screen.queryByText("Что-то пошло не так")).not.toBeInTheDocument();
  // «Повторить» takes focus: a keyboard or a screen reader lands on what can be done.
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Повторить" })));
  expect(logged.mock.calls.some(([message]) => message === errorMessages.partLoadFailed)).toBe(true);
  expect(load).toHaveBeenCalledTimes(1);
});

/** A page whose part failed its first fetch and gets its code on the next: the visitor, and the fetch. */
async function pageAfterOneFailure() {
  vi.spyOn(console, "error").mockImplementation(() => {});
  const load = vi.fn<() => Promise<typeof Form>>(offline);
  renderPage(lazyPart(load));
  await screen.findByRole("alert", {}, patience);
  load.mockImplementation(async () => Form);
  return { user: userEvent.setup(), load };
}

test("«Повторить» fetches the code again and shows the form once it comes", async () => {
  const { user, load } = await pageAfterOneFailure();
  await user.click(screen.getByRole("button", { name: "Повторить" }));

  expect(await screen.findByRole("form", { name: "Запись на тест-драйв" }, patience)).toBeVisible();
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

test("a second failure offers to load the page afresh, as the site may have been updated since it opened", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  const user = userEvent.setup();
  renderPage(lazyPart(offline));
  await screen.findByRole("alert", {}, patience);
  expect(screen.queryByRole("button", { name: "Обновить страницу" })).not.toBeInTheDocument();

  await user.click(screen.getByRole("button", { name: "Повторить" }));

  expect(await screen.findByRole("button", { name: "Обновить страницу" }, patience)).toBeVisible();
  expect(screen.getByRole("alert").textContent).toContain("возможно, сайт обновился");
});

test("a part closed on its note and shown again fetches its code anew instead of failing at once", async () => {
  const { user, load } = await pageAfterOneFailure();
  await user.click(screen.getByRole("button", { name: "Скрыть" }));
  await user.click(screen.getByRole("button", { name: "Показать" }));

  expect(await screen.findByRole("form", { name: "Запись на тест-драйв" }, patience)).toBeVisible();
  expect(load).toHaveBeenCalledTimes(2);
});

test("an error of the part's own, not of its fetch, still reaches the page's error boundary", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  const Broken = () => {
    throw new Error("поломка в форме");
  };
  renderPage(lazyPart(async () => Broken));

  expect(await screen.findByText("Что-то пошло не так", {}, patience)).toBeVisible();
  await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
});

test("a part kept mounted while its popup is closed shows nothing after a failure, and fetches anew when opened again", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  const user = userEvent.setup();
  const load = vi.fn<() => Promise<typeof Form>>(offline);
  const Part = lazyPart(load);
  function Page() {
    const [open, setOpen] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setOpen((value) => !value)}>
          {open ? "Скрыть" : "Показать"}
        </button>
        <LazyPart part={Part} loading={null} what="окно" active={open} onClose={() => setOpen(false)}>
          <Part />
        </LazyPart>
      </>
    );
  }
  renderWithSite(<Page />);
  await screen.findByRole("alert", {}, patience);

  await user.click(screen.getByRole("button", { name: "Закрыть" }));
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);

  load.mockImplementation(async () => Form);
  await user.click(screen.getByRole("button", { name: "Показать" }));
  expect(await screen.findByRole("form", { name: "Запись на тест-драйв" }, patience)).toBeVisible();
  expect(load).toHaveBeenCalledTimes(2);
});

test("alone on the page, the note closes with Escape and gives focus back to the button that opened it", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  const user = userEvent.setup();
  const Part = lazyPart(offline);
  function Page() {
    const [open, setOpen] = useState(false);
    const [wanted, setWanted] = useState(false);
    return (
      <>
        <button
          type="button"
          onClick={() => {
            setOpen(true);
            setWanted(true);
          }}
        >
          Записаться на тест-драйв
        </button>
        {wanted ? (
          <LazyPart part={Part} loading={null} what="окно" active={open} onClose={() => setOpen(false)}>
            <Part />
          </LazyPart>
        ) : null}
      </>
    );
  }
  renderWithSite(<Page />);
  const opener = screen.getByRole("button", { name: "Записаться на тест-драйв" });
  await user.click(opener);
  await screen.findByRole("alert", {}, patience);
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Повторить" })));

  await user.keyboard("{Escape}");
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});
