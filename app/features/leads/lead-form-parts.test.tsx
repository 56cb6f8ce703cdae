import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test } from "vitest";
import { LeadFieldContext } from "./lead-field";
import { CommentField, DealerField, dayPartOptions, serviceDayPartOptions, type DealerChoice } from "./lead-form-parts";

function buildDealers(): DealerChoice[] {
  return [
    { id: 1, name: "Genesis Химки", address: "Московская область, г. Химки, Ленинградское шоссе, вл. 21" },
    { id: 2, name: "Genesis Химки — кузовной центр", address: "Московская область, г. Химки, ул. Бабакина, 5" },
  ];
}

test("the dealer list names the dealers; the chosen one's address is under it and describes the field", async () => {
  render(<DealerField dealers={buildDealers()} />);
  const select = screen.getByRole("combobox", { name: "Дилерский центр" });
  expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Genesis Химки", "Genesis Химки — кузовной центр"]);
  expect(select).toHaveValue("1");
  expect(select).toHaveAccessibleDescription("Московская область, г. Химки, Ленинградское шоссе, вл. 21");
  await userEvent.selectOptions(select, "2");
  expect(screen.getByText("Московская область, г. Химки, ул. Бабакина, 5")).toBeVisible();
});

test("a posted dealer of the list is kept; one from another city falls back to the first", () => {
  const { unmount } = render(
    <LeadFieldContext.Provider value={{ errors: {}, values: { dealer: "2" } }}>
      <DealerField dealers={buildDealers()} />
    </LeadFieldContext.Provider>,
  );
  expect(screen.getByRole("combobox", { name: "Дилерский центр" })).toHaveValue("2");
  unmount();
  render(
    <LeadFieldContext.Provider value={{ errors: {}, values: { dealer: "9" } }}>
      <DealerField dealers={buildDealers()} />
    </LeadFieldContext.Provider>,
  );
  expect(screen.getByRole("combobox", { name: "Дилерский центр" })).toHaveValue("1");
});

test("controlled, it shows the value it is given and reports a new choice", async () => {
  const chosen: string[] = [];
  render(<DealerField dealers={buildDealers()} value="2" onChange={(id) => chosen.push(id)} />);
  expect(screen.getByText("Московская область, г. Химки, ул. Бабакина, 5")).toBeVisible();
  await userEvent.selectOptions(screen.getByRole("combobox", { name: "Дилерский центр" }), "1");
  expect(chosen).toEqual(["1"]);
});

test("a long comment is kept whole and the counter says how much to cut; near the limit it says what is left", async () => {
  render(<CommentField label="Комментарий" hint="Например, желаемый цвет" />);
  const comment = screen.getByRole("textbox", { name: /^Комментарий/ });
  expect(screen.queryByText(/Осталось|длиннее/)).not.toBeInTheDocument();
  await userEvent.click(comment);
  await userEvent.paste("а".repeat(950));
  expect(screen.getByText("Осталось 50 знаков")).toBeVisible();
  await userEvent.paste("б".repeat(4050));
  expect(comment).toHaveValue("а".repeat(950) + "б".repeat(4050));
  expect(screen.getByText("На 4 000 знаков длиннее 1 000 — сократите текст")).toBeVisible();
  await userEvent.clear(comment);
  await userEvent.type(comment, "Хочу сравнить с GV80");
  expect(screen.queryByText(/Осталось|длиннее/)).not.toBeInTheDocument();
});

test("a refused comment posted without scripts comes back whole, counted", () => {
  render(
    <LeadFieldContext.Provider value={{ errors: { comment: "Не длиннее 1 000 символов" }, values: { comment: "в".repeat(1001) } }}>
      <CommentField label="Что беспокоит" hint="Когда появляется звук" />
    </LeadFieldContext.Provider>,
  );
  expect(screen.getByRole("textbox", { name: /^Что беспокоит/ })).toHaveValue("в".repeat(1001));
  expect(screen.getByText("На 1 знак длиннее 1 000 — сократите текст")).toBeVisible();
  expect(screen.getByText("Не длиннее 1 000 символов")).toBeVisible();
});

test("the test drive's times are the showroom's day, 9:00–21:00; the service callback's the service's, 8:00–22:00", () => {
  expect(dayPartOptions.map((o) => o.label)).toEqual(["Утром, 9:00–12:00", "Днём, 12:00–17:00", "Вечером, 17:00–21:00"]);
  expect(serviceDayPartOptions.map((o) => o.label)).toEqual(["Утром, 8:00–12:00", "Днём, 12:00–17:00", "Вечером, 17:00–22:00"]);
  // Both send the same values, so the request schemas stay one.
  expect(serviceDayPartOptions.map((o) => o.value)).toEqual(dayPartOptions.map((o) => o.value));
});
