import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Form } from "react-router";
import { afterEach, expect, test, vi } from "vitest";
import { MaskedInput } from "./masked-input";

afterEach(() => {
  vi.useRealTimers();
});

function renderPhone() {
  const user = userEvent.setup();
  render(
    <form aria-label="Заявка">
      <label htmlFor="phone">Телефон</label>
      <MaskedInput id="phone" name="phone" mask="phone" autoComplete="tel" />
      <label htmlFor="name">Имя</label>
      <input id="name" name="name" />
    </form>,
  );
  return { user, input: screen.getByLabelText<HTMLInputElement>("Телефон") };
}

test("typing ten digits shows «+7 (911) 404-11-12»", async () => {
  const { user, input } = renderPhone();
  await user.type(input, "9114041112");
  expect(input.value).toBe("+7 (911) 404-11-12");
});

test("typing 8 first keeps it as typed; leaving the field reads the number by its length", async () => {
  const { user, input } = renderPhone();
  await user.type(input, "8");
  expect(input.value).toBe("8");
  await user.type(input, "9114041112");
  expect(input.value).toBe("8 (911) 404-11-12");
  await user.tab();
  expect(input.value).toBe("+7 (911) 404-11-12");
});

test("ten digits typed from 8 are a national number: «8124041112» is «+7 (812) 404-11-12» once the field is left", async () => {
  const { user, input } = renderPhone();
  await user.type(input, "8124041112");
  await user.tab();
  expect(input.value).toBe("+7 (812) 404-11-12");
});

for (const pasted of ["+79114041112", "89114041112", "9114041112", "0079114041112", "тел. 8 (911) 404-11-12"]) {
  test(`pasting ${pasted} shows «+7 (911) 404-11-12» once the field is left`, async () => {
    const { user, input } = renderPhone();
    await user.click(input);
    await user.paste(pasted);
    await user.tab();
    expect(input.value).toBe("+7 (911) 404-11-12");
  });
}

test("typing beyond the mask's length does nothing: the value and the caret stay", async () => {
  const { user, input } = renderPhone();
  await user.type(input, "9114041112");
  input.setSelectionRange(5, 5);
  await user.keyboard("7");
  expect(input.value).toBe("+7 (911) 404-11-12");
  expect(input.selectionStart).toBe(5);
  await user.type(input, "3");
  expect(input.value).toBe("+7 (911) 404-11-12");
});

test("Backspace right after «) » deletes the digit before it, the caret stays there", async () => {
  const { user, input } = renderPhone();
  await user.type(input, "911404");
  input.setSelectionRange(9, 9);
  await user.keyboard("{Backspace}");
  expect(input.value).toBe("+7 (914) 04");
  expect(input.selectionStart).toBe(6);
});

test("a digit typed in the middle keeps the caret right after it; Backspace there undoes it", async () => {
  const { user, input } = renderPhone();
  await user.type(input, "91140411");
  input.setSelectionRange(5, 5);
  await user.keyboard("5");
  expect(input.value).toBe("+7 (951) 140-41-1");
  expect(input.selectionStart).toBe(6);
  await user.keyboard("{Backspace}");
  expect(input.value).toBe("+7 (911) 404-11");
  expect(input.selectionStart).toBe(5);
});

test("Tab moves the focus on and the value stays; arrows move the caret only", async () => {
  const { user, input } = renderPhone();
  await user.type(input, "911");
  await user.keyboard("{ArrowLeft}{ArrowLeft}");
  expect(input.value).toBe("+7 (911");
  expect(input.selectionStart).toBe(5);
  await user.tab();
  expect(document.activeElement).toBe(screen.getByLabelText("Имя"));
  expect(input.value).toBe("+7 (911");
});

test("formatting waits for a zero-delay timeout after the input", () => {
  vi.useFakeTimers();
  const { input } = renderPhone();
  fireEvent.change(input, { target: { value: "89114041112" } });
  expect(input).toHaveValue("89114041112");
  act(() => vi.advanceTimersByTime(0));
  expect(input).toHaveValue("8 (911) 404-11-12");
});

test("money: typing 1200000 shows «1 200 000 ₽», and Backspace at the end deletes a digit", async () => {
  const user = userEvent.setup();
  render(<MaskedInput aria-label="Цена" mask="money" />);
  const input = screen.getByLabelText<HTMLInputElement>("Цена");
  await user.type(input, "1200000");
  expect(input.value).toBe("1 200 000 ₽");
  expect(input.selectionStart).toBe(9);
  input.setSelectionRange(11, 11);
  await user.keyboard("{Backspace}");
  expect(input.value).toBe("120 000 ₽");
  expect(input.inputMode).toBe("decimal");
});

test("money: «1234567,89» typed and «1 200,50» pasted keep their kopecks", async () => {
  const user = userEvent.setup();
  render(<MaskedInput aria-label="Цена" mask="money" />);
  const input = screen.getByLabelText<HTMLInputElement>("Цена");
  await user.type(input, "1234567,89");
  expect(input.value).toBe("1 234 567,89 ₽");
  await user.clear(input);
  await user.paste("1 200,50");
  expect(input.value).toBe("1 200,50 ₽");
});

test("a field with inputMode tel gets the phone mask; autoComplete and other props pass through", async () => {
  const user = userEvent.setup();
  render(<MaskedInput aria-label="Телефон" inputMode="tel" autoComplete="tel" required placeholder="+7 (___) ___-__-__" />);
  const input = screen.getByLabelText<HTMLInputElement>("Телефон");
  await user.type(input, "79114041112");
  expect(input.value).toBe("7 (911) 404-11-12");
  expect([input.autocomplete, input.required, input.placeholder]).toEqual(["tel", true, "+7 (___) ___-__-__"]);
});

test("the form posts the masked text: settled once the field is left, as typed (which the server reads the same) before", async () => {
  const { user, input } = renderPhone();
  await user.type(input, "89114041112");
  const form = screen.getByRole<HTMLFormElement>("form", { name: "Заявка" });
  expect(new FormData(form).get("phone")).toBe("8 (911) 404-11-12");
  await user.tab();
  expect(new FormData(form).get("phone")).toBe("+7 (911) 404-11-12");
});

test("a form reset brings back the default value", async () => {
  const user = userEvent.setup();
  render(
    <form aria-label="Заявка">
      <MaskedInput aria-label="Пробег" name="mileage" mask="number" defaultValue="85000" />
    </form>,
  );
  const input = screen.getByLabelText<HTMLInputElement>("Пробег");
  expect(input.value).toBe("85 000");
  await user.type(input, "1");
  expect(input.value).toBe("850 001");
  act(() => screen.getByRole<HTMLFormElement>("form").reset());
  expect(input.value).toBe("85 000");
});

function ControlledPhone() {
  const [phone, setPhone] = useState("89114041112");
  return (
    <>
      <MaskedInput aria-label="Телефон" mask="phone" value={phone} onValueChange={setPhone} />
      <output aria-label="Сохранено">{phone}</output>
      <button type="button" onClick={() => setPhone("")}>
        Очистить
      </button>
    </>
  );
}

test("controlled: the page's value is shown masked, and the page gets the masked text", async () => {
  const user = userEvent.setup();
  render(<ControlledPhone />);
  const input = screen.getByLabelText<HTMLInputElement>("Телефон");
  expect(input.value).toBe("+7 (911) 404-11-12");
  await user.click(screen.getByRole("button", { name: "Очистить" }));
  expect(input.value).toBe("");
  await user.type(input, "9495");
  expect(screen.getByLabelText("Сохранено").textContent).toBe("+7 (949) 5");
});

test("the server renders a plain input with the masked value, and hydration matches it", async () => {
  const element = <MaskedInput name="price" mask="money" defaultValue="2249000" />;
  const html = renderToString(element);
  expect(html).toBe('<input inputMode="decimal" name="price" value="2 249 000 ₽"/>');
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  const served = container.innerHTML;
  // A hydration mismatch is a console.error, which fails the test (tests/setup/fail-on-console-error.ts).
  const root = await act(async () => hydrateRoot(container, element));
  expect(container.innerHTML).toBe(served);
  act(() => root.unmount());
  container.remove();
});

test("a React Router form posts the masked text to its action", async () => {
  const user = userEvent.setup();
  const posted: unknown[] = [];
  const Stub = createRoutesStub([
    {
      path: "/",
      action: async ({ request }) => {
        posted.push((await request.formData()).get("phone"));
        return null;
      },
      Component: () => (
        <Form method="post">
          <MaskedInput aria-label="Телефон" name="phone" mask="phone" />
          <button type="submit">Отправить</button>
        </Form>
      ),
    },
  ]);
  render(<Stub />);
  await user.type(await screen.findByLabelText("Телефон"), "89114041112");
  await user.click(screen.getByRole("button", { name: "Отправить" }));
  await waitFor(() => expect(posted).toEqual(["+7 (911) 404-11-12"]));
});

test("a number typed before the page's scripts ran is kept, masked, once they run", async () => {
  const reported: string[] = [];
  const element = <MaskedInput name="phone" mask="phone" aria-label="Телефон" onValueChange={(value) => reported.push(value)} />;
  const container = document.createElement("div");
  container.innerHTML = renderToString(element);
  document.body.append(container);
  // The visitor types into the server's plain input; then the scripts hydrate it.
  const input = container.querySelector("input") as HTMLInputElement;
  input.value = "89114041112";
  const root = await act(async () => hydrateRoot(container, element));
  expect(input.value).toBe("+7 (911) 404-11-12");
  expect(reported).toEqual(["+7 (911) 404-11-12"]);
  // A later render (the consent box ticked, an error shown) does not wipe it.
  await act(async () =>
    root.render(<MaskedInput name="phone" mask="phone" aria-label="Телефон" onValueChange={(value) => reported.push(value)} required />),
  );
  expect(input.value).toBe("+7 (911) 404-11-12");
  act(() => root.unmount());
  container.remove();
});
