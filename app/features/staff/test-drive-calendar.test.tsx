import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { expect, test } from "vitest";
import type { BookingList, CalendarDay } from "@contract/staff-calendar";
import { BookingsTable, CalendarGrid, CalendarPicker } from "./test-drive-calendar";

const payload = `<img src=x onerror="window.hacked=1">`;
const leadId = "5b1f7f0e-2f43-4c8e-9a55-0c1d2e3f4a5b";

const booking = {
  leadId,
  carId: 105,
  model: "g90",
  version: "3.5T, полный привод, Престиж",
  day: "2026-11-23",
  time: "11:00",
  startsAt: "2026-11-23T08:00:00.000Z",
  name: payload,
  phone: "+79165551234",
  erased: false,
};

const calendar: CalendarDay = {
  dealer: { id: 1, name: "Genesis Химки", address: "Химки" },
  dealers: [
    { id: 1, name: "Genesis Химки", address: "Химки" },
    { id: 3, name: "Genesis Юг", address: "Москва" },
  ],
  day: "2026-11-23",
  today: "2026-11-21",
  dayOff: null,
  cars: [
    { id: 104, model: "gv80", version: "3.5T, полный привод, Спорт Престиж" },
    { id: 105, model: "g90", version: "3.5T, полный привод, Престиж" },
  ],
  times: ["10:00", "11:00"],
  slots: [
    { carId: 104, time: "10:00", startsAt: "2026-11-23T07:00:00.000Z", state: "past", booking: null, closure: null },
    {
      carId: 104,
      time: "11:00",
      startsAt: "2026-11-23T08:00:00.000Z",
      state: "closed",
      booking: null,
      closure: { reason: payload, closedBy: "manager@genesis-khimki.ru", closedAt: "2026-11-21T09:00:00.000Z", allCars: false },
    },
    { carId: 105, time: "10:00", startsAt: "2026-11-23T07:00:00.000Z", state: "free", booking: null, closure: null },
    { carId: 105, time: "11:00", startsAt: "2026-11-23T08:00:00.000Z", state: "booked", booking, closure: null },
  ],
};

function renderIn(element: React.ReactElement) {
  const Stub = createRoutesStub([{ path: "/staff/test-drive", Component: () => element }]);
  return render(<Stub initialEntries={["/staff/test-drive"]} />);
}

test("the grid: a row per time, a column per car, each slot's state and only the forms it allows, hostile text as text", () => {
  const { container } = renderIn(<CalendarGrid calendar={calendar} csrfToken="token" />);
  expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Понедельник, 23 ноября 2026 г., Genesis Химки");
  const table = screen.getByRole("table", { name: /^Слоты тест-драйвов/ });
  expect(
    within(table)
      .getAllByRole("columnheader")
      .map((th) => th.textContent),
  ).toEqual(["Время", "Genesis GV803.5T, полный привод, Спорт Престиж", "Genesis G903.5T, полный привод, Престиж"]);
  expect(
    within(table)
      .getAllByRole("rowheader")
      .map((th) => th.textContent),
  ).toEqual(["10:00", "11:00"]);
  // Past: nothing to do. Free: close with a reason. Closed: the reason, who and when, and reopen.
  expect(screen.getByText("Прошло")).toBeVisible();
  const close = screen.getByRole("form", { name: "Закрыть Genesis G90 в 10:00" });
  expect(within(close).getByLabelText("Причина")).toHaveProperty("required", true);
  const reopen = screen.getByRole("form", { name: "Открыть Genesis GV80 в 11:00" });
  expect(reopen.querySelector('input[name="car"]')?.getAttribute("value")).toBe("104");
  const closedCell = reopen.closest("td") as HTMLElement;
  expect(within(closedCell).getByText(payload, { exact: false })).toBeVisible();
  expect(closedCell.textContent).toContain("manager@genesis-khimki.ru, 21.11.2026, 12:00");
  expect(screen.queryByRole("form", { name: "Закрыть Genesis GV80 в 10:00" })).not.toBeInTheDocument();
  // Booked: the visitor's name links to the lead, the phone can be called, no close form.
  expect(screen.getByRole("link", { name: payload })).toHaveAttribute("href", `/staff/leads/${leadId}`);
  expect(screen.getByRole("link", { name: "+7 (916) 555-12-34" })).toHaveAttribute("href", "tel:+79165551234");
  expect(screen.queryByRole("form", { name: "Закрыть Genesis G90 в 11:00" })).not.toBeInTheDocument();
  expect(container.querySelector("img, script")).toBeNull();
  expect((window as { hacked?: number }).hacked).toBeUndefined();
  for (const form of container.querySelectorAll("form")) {
    expect(form).toHaveAttribute("method", "post");
    expect(form.querySelector('input[name="csrf"]')?.getAttribute("value")).toBe("token");
    expect(form.querySelector('input[name="day"]')?.getAttribute("value")).toBe("2026-11-23");
  }
});

test("a refused close shows its Russian message beside the slot, keeps the reason typed and marks the field", () => {
  renderIn(
    <CalendarGrid
      calendar={calendar}
      csrfToken="token"
      problem={{ car: "105", time: "10:00", message: "Укажите причину закрытия", reason: "  " }}
    />,
  );
  const field = within(screen.getByRole("form", { name: "Закрыть Genesis G90 в 10:00" })).getByLabelText("Причина");
  expect(field).toHaveAttribute("aria-invalid", "true");
  expect(document.getElementById(field.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Укажите причину закрытия");
});

test("a slot closed for every car offers «Открыть для всех»; a holiday says why there is no grid", () => {
  const allCars: CalendarDay = {
    ...calendar,
    slots: calendar.slots.map((slot) =>
      slot.time === "10:00" && slot.carId === 105
        ? {
            ...slot,
            state: "closed",
            closure: { reason: "Презентация", closedBy: null, closedAt: "2026-11-21T09:00:00.000Z", allCars: true },
          }
        : slot,
    ),
  };
  renderIn(<CalendarGrid calendar={allCars} csrfToken="t" />);
  const reopen = screen.getByRole("form", { name: "Открыть Genesis G90 в 10:00" });
  expect(within(reopen).getByRole("button").textContent).toBe("Открыть для всех");
  expect(reopen.querySelector('input[name="car"]')?.getAttribute("value")).toBe("all");
  expect(reopen.closest("td")?.textContent).toContain("Презентация (для всех автомобилей)");
});

test("a day without test drives says why instead of an empty grid", () => {
  renderIn(
    <CalendarGrid
      calendar={{
        ...calendar,
        day: "2026-12-31",
        times: [],
        slots: [],
        dayOff: "Праздничный день (Новогодний выходной): тест-драйвы не проводятся",
      }}
      csrfToken="t"
    />,
  );
  expect(screen.queryByRole("table")).not.toBeInTheDocument();
  expect(screen.getByText("Праздничный день (Новогодний выходной): тест-драйвы не проводятся")).toBeVisible();
});

test("the picker is a GET form of dealer and day with the neighbouring days and the way back to today", () => {
  const { container } = renderIn(<CalendarPicker calendar={calendar} />);
  expect(container.querySelector("form")?.getAttribute("method")).toBe("get");
  expect(screen.getByLabelText("Дилерский центр")).toHaveValue("1");
  expect(screen.getByLabelText("День", { exact: true })).toHaveValue("2026-11-23");
  expect(screen.getByRole("link", { name: "Предыдущий день: вс, 22 ноября" })).toHaveAttribute(
    "href",
    "/staff/test-drive?dealer=1&day=2026-11-22",
  );
  expect(screen.getByRole("link", { name: "Следующий день: вт, 24 ноября" })).toHaveAttribute(
    "href",
    "/staff/test-drive?dealer=1&day=2026-11-24",
  );
  expect(screen.getByRole("link", { name: "Сегодня" })).toHaveAttribute("href", "/staff/test-drive?dealer=1&day=2026-11-21");
});

test("the two weeks' bookings list each visit with its day, time, car and person, linked to the day and the lead", () => {
  const list: BookingList = { dealer: calendar.dealer, from: "2026-11-21", to: "2026-12-04", bookings: [{ ...booking, name: "Зарина" }] };
  renderIn(<BookingsTable list={list} dealerId={1} />);
  expect(screen.getByRole("heading", { name: "Записи с сб, 21 ноября по пт, 4 декабря" })).toBeVisible();
  const [, row] = screen.getAllByRole("row");
  expect([...(row as HTMLElement).querySelectorAll("td")].map((td) => td.textContent)).toEqual([
    "пн, 23 ноября",
    "11:00",
    "Genesis G90, 3.5T, полный привод, Престиж",
    "Зарина",
    "+7 (916) 555-12-34",
  ]);
  expect(screen.getByRole("link", { name: "Зарина" })).toHaveAttribute("href", `/staff/leads/${leadId}`);
  expect(screen.getByRole("link", { name: "пн, 23 ноября" })).toHaveAttribute(
    "href",
    "/staff/test-drive?dealer=1&day=2026-11-23#slot-105-1100",
  );
  renderIn(<BookingsTable list={{ ...list, bookings: [] }} dealerId={1} />);
  expect(screen.getByText("Записей на эти дни нет.")).toBeVisible();
});
