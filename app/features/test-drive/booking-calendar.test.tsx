import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { expect, test } from "vitest";
import type { Schedule } from "@contract/test-drive";
import { ScheduleCalendar, SlotRadioList } from "./booking-calendar";
import { emptySelection, groupSchedule, keepSelection, type BookingSelection } from "./schedule-calendar";

const free = { available: true };
const taken = { available: false };

// Sunday 29 November is closed, Monday 30 is booked out; December starts on a Tuesday.
const schedule: Schedule = {
  "28.11.2026": { "11:00": free, "12:00": taken },
  "29.11.2026": {},
  "30.11.2026": { "10:00": taken },
  "01.12.2026": { "10:00": free, "11:00": free },
};

function Harness() {
  const months = groupSchedule(schedule);
  const [selection, setSelection] = useState<BookingSelection>(() => keepSelection(months, emptySelection));
  return (
    <>
      <ScheduleCalendar months={months} selection={selection} onSelect={setSelection} errorId="slot-error" />
      <output>{JSON.stringify(selection)}</output>
    </>
  );
}

const days = () => within(screen.getByRole("group", { name: /^Дни месяца/ })).getAllByRole("button");
const chosen = () => JSON.parse(screen.getByRole("status").textContent ?? "{}") as BookingSelection;

test("the first day that can be booked is chosen; its times are radios, a taken one disabled and named so", () => {
  render(<Harness />);
  expect(screen.getByRole("button", { name: /Ноябрь/ })?.getAttribute("aria-pressed")).toBe("true");
  expect(days().map((d) => d.getAttribute("aria-label"))).toEqual([
    "суббота, 28 ноября, свободно 1 окно",
    "воскресенье, 29 ноября, выходной — записи нет",
    "понедельник, 30 ноября, свободного времени нет",
  ]);
  expect(days()[0]?.getAttribute("aria-pressed")).toBe("true");
  expect(days().map((d) => d.tabIndex)).toEqual([0, -1, -1]);
  expect(screen.getByRole("radio", { name: "11:00" })).toBeEnabled();
  expect(screen.getByRole("radio", { name: "12:00, занято" })).toBeDisabled();
  expect(screen.getByRole("group", { name: "Время, суббота, 28 ноября" }).tagName).toBe("FIELDSET");
});

test("arrows move between days and into the next month, Enter chooses, a day without time refuses", async () => {
  const user = userEvent.setup();
  render(<Harness />);
  days()[0]?.focus();
  await user.keyboard("{ArrowRight}");
  expect(document.activeElement?.getAttribute("aria-label")).toBe("воскресенье, 29 ноября, выходной — записи нет");
  await user.keyboard("{Enter}");
  expect(chosen().day).toBe("28.11.2026");
  await user.keyboard("{ArrowRight}{ArrowRight}");
  // December is shown now, its first day focused.
  expect(screen.getByRole("button", { name: /Декабрь/ })?.getAttribute("aria-pressed")).toBe("true");
  expect(document.activeElement?.getAttribute("aria-label")).toBe("вторник, 1 декабря, свободно 2 окна");
  await user.keyboard("{Enter}");
  expect(chosen()).toEqual({ month: "2026-12", day: "01.12.2026", time: null });
  await user.keyboard("{Home}");
  expect(document.activeElement?.getAttribute("aria-label")).toBe("суббота, 28 ноября, свободно 1 окно");
  await user.keyboard("{End}");
  expect(document.activeElement?.getAttribute("aria-label")).toBe("вторник, 1 декабря, свободно 2 окна");
});

test("a time is chosen with the mouse; another day forgets it", async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole("radio", { name: "11:00" }));
  expect(chosen()).toEqual({ month: "2026-11", day: "28.11.2026", time: "11:00" });
  await user.click(screen.getByRole("radio", { name: "12:00, занято" }));
  expect(chosen().time).toBe("11:00");
  await user.click(screen.getByRole("button", { name: /Декабрь/ }));
  await user.click(days()[0] as HTMLElement);
  expect(chosen()).toEqual({ month: "2026-12", day: "01.12.2026", time: null });
  await user.click(screen.getByRole("radio", { name: "10:00" }));
  expect((screen.getByRole("radio", { name: "10:00" }) as HTMLInputElement).value).toBe("01.12.2026 10:00");
});

test("another month in view shows its days and names what stays chosen, not the chosen day's times under them", async () => {
  const user = userEvent.setup();
  const { container } = render(<Harness />);
  await user.click(screen.getByRole("radio", { name: "11:00" }));
  await user.click(screen.getByRole("button", { name: /Декабрь/ }));
  expect(days().map((d) => d.getAttribute("aria-pressed"))).toEqual(["false"]);
  expect(screen.queryByRole("radio")).not.toBeInTheDocument();
  expect(screen.getByText("Выбрано: суббота, 28 ноября, 11:00. Чтобы выбрать другое время, нажмите на день.")).toBeVisible();
  // The choice is still what the form sends.
  expect((container.querySelector('input[name="slot"]') as HTMLInputElement).value).toBe("28.11.2026 11:00");
  expect(chosen()).toEqual({ month: "2026-11", day: "28.11.2026", time: "11:00" });
  await user.click(screen.getByRole("button", { name: /Ноябрь/ }));
  expect(screen.getByRole("radio", { name: "11:00" })).toBeChecked();
});

test("a day picked for the visitor, with no time, is not called a choice when another month is in view", async () => {
  const user = userEvent.setup();
  const { container } = render(<Harness />);
  await user.click(screen.getByRole("button", { name: /Декабрь/ }));
  expect(screen.queryByText(/Выбрано/)).not.toBeInTheDocument();
  expect(screen.getByText("Выберите день, чтобы увидеть свободное время")).toBeVisible();
  expect(container.querySelector('input[name="slot"]')).not.toBeInTheDocument();
  // The reserved height gives way to the shorter month (the CSS keys on this mark).
  expect(container.querySelector("[data-browsing]")).toBeInTheDocument();
});

test("without JavaScript a form refused for another field comes back with the time the visitor chose still checked", () => {
  render(<SlotRadioList months={groupSchedule(schedule)} posted="01.12.2026 11:00" errorId="slot-error" />);
  const checked = screen.getAllByRole("radio").filter((radio) => (radio as HTMLInputElement).checked);
  expect(checked.map((radio) => (radio as HTMLInputElement).value)).toEqual(["01.12.2026 11:00"]);
});
