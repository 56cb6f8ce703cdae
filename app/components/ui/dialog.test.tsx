import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState, type ReactNode } from "react";
import { expect, test } from "vitest";
import { Dialog } from "./dialog";

function Harness(props: { children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Открыть
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Проверка">
        {props.children ?? (
          <>
            <a href="/a">Первая ссылка</a>
            <a href="/b">Вторая ссылка</a>
          </>
        )}
      </Dialog>
    </>
  );
}

test("the dialog is labelled, takes focus on open and gives it back on close", async () => {
  render(<Harness />);
  const opener = screen.getByRole("button", { name: "Открыть" });
  await userEvent.click(opener);
  const dialog = screen.getByRole("dialog", { name: "Проверка" });
  expect(dialog.getAttribute("aria-modal")).toBe("true");
  expect(document.activeElement?.textContent).toBe("Первая ссылка");

  await userEvent.keyboard("{Escape}");
  expect(screen.queryByRole("dialog")).toBeNull();
  expect(document.activeElement).toBe(opener);
});

test("Tab stays inside the dialog", async () => {
  render(<Harness />);
  await userEvent.click(screen.getByRole("button", { name: "Открыть" }));
  await userEvent.tab();
  await userEvent.tab();
  expect(document.activeElement?.getAttribute("aria-label")).toBe("Закрыть");
  await userEvent.tab();
  expect(document.activeElement?.textContent).toBe("Первая ссылка");
  await userEvent.tab({ shift: true });
  expect(document.activeElement?.getAttribute("aria-label")).toBe("Закрыть");
});

test("the close button and the backdrop close the dialog", async () => {
  render(<Harness />);
  await userEvent.click(screen.getByRole("button", { name: "Открыть" }));
  await userEvent.click(screen.getByRole("button", { name: "Закрыть" }));
  expect(screen.queryByRole("dialog")).toBeNull();
  await userEvent.click(screen.getByRole("button", { name: "Открыть" }));
  await userEvent.click(screen.getByRole("dialog").parentElement as HTMLElement);
  expect(screen.queryByRole("dialog")).toBeNull();
  expect(document.activeElement).toBe(screen.getByRole("button", { name: "Открыть" }));
});

test("focus left behind the open dialog (a press made while the page loaded) is brought in by the next Tab", async () => {
  render(<Harness />);
  const opener = screen.getByRole("button", { name: "Открыть" });
  await userEvent.click(opener);
  // As when the press was replayed after hydration: the browser puts focus back on the link behind.
  opener.focus();
  await userEvent.tab();
  expect(document.activeElement?.textContent).toBe("Первая ссылка");
  opener.focus();
  await userEvent.tab({ shift: true });
  expect(document.activeElement?.getAttribute("aria-label")).toBe("Закрыть");
});

const formHarness = (
  <Harness>
    <form>
      <input type="hidden" name="model" value="g70" />
      <div hidden>
        <input name="spare" aria-label="Скрытое" />
      </div>
      <button type="button" disabled>
        Недоступная
      </button>
      <a href="/skip" tabIndex={-1}>
        Вне порядка
      </a>
      <div inert>
        <input name="inert" aria-label="Инертное" />
      </div>
      <input name="name" aria-label="Имя" />
      <input name="phone" aria-label="Телефон" />
    </form>
  </Harness>
);

test("focus skips what cannot take it (hidden inputs, [hidden], disabled, tabindex -1, inert): it lands on the first field, and Tab cycles in the dialog", async () => {
  render(formHarness);
  await userEvent.click(screen.getByRole("button", { name: "Открыть" }));
  expect(document.activeElement?.getAttribute("aria-label")).toBe("Имя");
  await userEvent.tab();
  expect(document.activeElement?.getAttribute("aria-label")).toBe("Телефон");
  await userEvent.tab();
  expect(document.activeElement?.getAttribute("aria-label")).toBe("Закрыть");
  await userEvent.tab();
  expect(document.activeElement?.getAttribute("aria-label")).toBe("Имя");
  await userEvent.tab({ shift: true });
  expect(document.activeElement?.getAttribute("aria-label")).toBe("Закрыть");
});

function LoadingHarness(props: { onLoader: (load: () => void) => void }) {
  const [loaded, setLoaded] = useState(false);
  props.onLoader(() => setLoaded(true));
  return <Harness>{loaded ? <input aria-label="Имя" /> : <p>Загружаем форму…</p>}</Harness>;
}

test("a dialog whose form is still loading holds focus and gives it to the form's first field when it comes", async () => {
  let load = () => {};
  render(<LoadingHarness onLoader={(loader) => (load = loader)} />);
  await userEvent.click(screen.getByRole("button", { name: "Открыть" }));
  expect(document.activeElement).toBe(screen.getByRole("dialog"));
  act(() => load());
  await waitFor(() => expect(document.activeElement?.getAttribute("aria-label")).toBe("Имя"));
});
