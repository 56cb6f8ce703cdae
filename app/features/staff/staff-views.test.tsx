import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { expect, test } from "vitest";
import type { InboxPage, LeadDetail } from "@contract/staff";
import { formatMinutes } from "@contract/staff-labels";
import { InboxTable, ResponseClockPanel } from "./inbox";
import { LeadDelivery, LeadFacts, LeadNotifications, LeadWork, placeNames } from "./lead-view";
import { LeadConsents } from "./lead-consents";

// Stored XSS: whatever a visitor typed (or a script posted) is shown as text, never as markup, and a
// page address is never made a link target.
const payload = `<script>window.hacked = 1</script><img src=x onerror="window.hacked = 2">`;

const lead: LeadDetail = {
  id: "7d3c5c8e-7c1b-4c55-9b1e-0a4b3f1c2d3e",
  type: "test-drive",
  booked: "21.11.2026, 13:00",
  bookingCancelledAt: null,
  bookingCancelledBy: null,
  model: "gv80",
  name: "Анна",
  surname: payload,
  phone: "+79114041112",
  page: "javascript:alert(1)",
  createdAt: "2026-11-21T09:00:00.000Z",
  delivery: "retrying",
  attempts: 2,
  lastError: `HTTP 502 ${payload}`,
  work: "in_progress",
  erased: false,
  city: 1,
  dealer: 1,
  email: "anna@mail.ru",
  agree: true,
  consentVersion: "2026-11-01",
  thirdPartiesConsentVersion: null,
  advertisingConsentVersion: null,
  place: payload,
  utm: { source: payload, yclid: "8392018473625401234", clientId: "1733400000123456789", landing: "/new-g70.html?utm_source=yandex" },
  details: { comment: payload, unknown_field: { nested: payload } },
  clientIp: "10.0.0.1",
  userAgent: payload,
  deliveredAt: null,
  nextAttemptAt: "2026-11-21T09:05:00.000Z",
  erasedAt: null,
  workUpdatedAt: null,
  workUpdatedBy: null,
  comments: [{ id: "c1", author: "manager@genesis-khimki.ru", body: payload, createdAt: "2026-11-21T10:00:00.000Z" }],
  deliveryAttempts: [
    { at: "2026-11-21T09:01:10.000Z", outcome: "failed", httpStatus: 502, error: `CRM ответила 502 ${payload}`, durationMs: 1840 },
    { at: "2026-11-21T09:00:05.000Z", outcome: "failed", httpStatus: null, error: "CRM не ответила за 10 с", durationMs: 10_003 },
  ],
};

function renderIn(element: React.ReactElement) {
  const Stub = createRoutesStub([{ path: "/staff", Component: () => element }]);
  return render(<Stub initialEntries={["/staff"]} />);
}

test("the inbox shows hostile fields as text: no script, no image, the page address not a link", () => {
  const page: InboxPage = { leads: [lead], page: 1, pageSize: 25, total: 1, types: ["booking"] };
  const { container } = renderIn(<InboxTable page={page} />);
  expect(container.querySelector("script, img")).toBeNull();
  const row = screen.getAllByRole("row")[1] as HTMLElement;
  expect(within(row).getByText(`Анна ${payload}`)).toBeVisible();
  expect(within(row).getByText("javascript:alert(1)").closest("a")).toBeNull();
  expect(within(row).getByText(`HTTP 502 ${payload}`)).toBeVisible();
  // A test drive with a booked slot is a booking, its day and time beside it; one without, a request.
  expect(within(row).getByText("Запись на тест-драйв")).toBeVisible();
  expect(within(row).getByText("21.11.2026, 13:00")).toBeVisible();
  expect(within(row).getByText("Повторная отправка")).toBeVisible();
  // The only link of the row is the lead's own page.
  expect(
    within(row)
      .getAllByRole("link")
      .map((a) => a.getAttribute("href")),
  ).toEqual([`/staff/leads/${lead.id}`]);
  expect((window as { hacked?: number }).hacked).toBeUndefined();
});

test("a lead's link keeps the inbox's filters and page for the way back", () => {
  const page: InboxPage = { leads: [lead], page: 2, pageSize: 25, total: 30, types: ["test-drive"] };
  renderIn(<InboxTable page={page} filter={{ type: "test-drive", work: "new", page: 2 }} />);
  const row = screen.getAllByRole("row")[1] as HTMLElement;
  expect(within(row).getByRole("link")).toHaveAttribute("href", `/staff/leads/${lead.id}?back=type%3Dtest-drive%26work%3Dnew%26page%3D2`);
});

test("each lead says how soon it was opened and taken into work, or how long it has waited when nobody has", () => {
  const created = Date.parse(lead.createdAt);
  const after = (minutes: number) => new Date(created + minutes * 60_000).toISOString();
  const page: InboxPage = {
    leads: [
      { ...lead, id: "a", openedAt: after(7), workedAt: after(95) },
      { ...lead, id: "b", openedAt: null, workedAt: null },
    ],
    page: 1,
    pageSize: 25,
    total: 2,
    types: ["test-drive"],
    now: after(60 * 26 + 5),
  };
  renderIn(<InboxTable page={page} />);
  const [, answered, waiting] = screen.getAllByRole("row") as HTMLElement[];
  expect(within(answered as HTMLElement).getByText("открыта через 7 мин")).toBeVisible();
  expect(within(answered as HTMLElement).getByText("в работе через 1 ч 35 мин")).toBeVisible();
  expect(within(waiting as HTMLElement).getByText("ждёт 1 дн 2 ч")).toBeVisible();
});

test("spans of minutes read at a glance: minutes, hours and minutes, days and hours", () => {
  expect([formatMinutes(0.4), formatMinutes(59), formatMinutes(60), formatMinutes(125), formatMinutes(1440), formatMinutes(1505)]).toEqual([
    "0 мин",
    "59 мин",
    "1 ч",
    "2 ч 5 мин",
    "1 дн",
    "1 дн 1 ч",
  ]);
});

test("the clock panel shows each day and each member of staff, with «—» where nobody answered", () => {
  const row = { leads: 3, opened: 2, worked: 1, untouched: 1, medianMinutesToOpen: 12, medianMinutesToWork: 95 };
  renderIn(
    <ResponseClockPanel
      clock={{
        days: [
          { key: "2026-12-06", ...row },
          { key: "2026-12-05", leads: 0, opened: 0, worked: 0, untouched: 0, medianMinutesToOpen: null, medianMinutesToWork: null },
        ],
        staff: [{ key: "olga@genesis-khimki.ru", ...row, untouched: 0 }],
      }}
    />,
  );
  const days = screen.getByRole("table", { name: "По дням (время московское)" });
  const today = within(days).getByRole("row", { name: /вс, 6 декабря/ });
  expect(
    within(today)
      .getAllByRole("cell")
      .map((cell) => cell.textContent),
  ).toEqual(["3", "2", "12 мин", "1", "1 ч 35 мин", "1"]);
  expect(within(within(days).getByRole("row", { name: /сб, 5 декабря/ })).getAllByRole("cell")[2]).toHaveTextContent("—");
  const people = screen.getByRole("table", { name: /По сотрудникам/ });
  expect(within(people).getByRole("rowheader", { name: "olga@genesis-khimki.ru" })).toBeInTheDocument();
});

test("a test drive without a slot is a request, and a lead given up on shows why", () => {
  const page: InboxPage = {
    leads: [{ ...lead, booked: null, delivery: "needs_attention", lastError: "CRM не ответила за 10 с" }],
    page: 1,
    pageSize: 25,
    total: 1,
    types: ["test-drive"],
  };
  renderIn(<InboxTable page={page} />);
  const row = screen.getAllByRole("row")[1] as HTMLElement;
  expect(within(row).getByText("Тест-драйв")).toBeVisible();
  expect(within(row).getByText("CRM не ответила за 10 с")).toBeVisible();
});

test("a lead's page shows every field, the form's own ones and comments, as text", () => {
  const { container } = renderIn(
    <>
      <LeadFacts lead={lead} />
      <LeadWork lead={lead} csrfToken="token" />
    </>,
  );
  expect(container.querySelector("script, img")).toBeNull();
  expect(screen.getByText("Комментарий посетителя").nextElementSibling?.textContent).toBe(payload);
  expect(screen.getByText("unknown_field").nextElementSibling?.textContent).toBe(JSON.stringify({ nested: payload }));
  // Where the visit came from, each under its own name, for the dealer's offline conversions in Metrika.
  expect(screen.getByText("UTM-метки").nextElementSibling?.textContent).toBe(`utm_source=${payload}`);
  expect(screen.getByText("Первая страница визита").nextElementSibling?.textContent).toBe("/new-g70.html?utm_source=yandex");
  expect(screen.getByText("yclid (клик в Яндекс Директе)").nextElementSibling?.textContent).toBe("8392018473625401234");
  expect(screen.getByText("ClientID Яндекс Метрики").nextElementSibling?.textContent).toBe("1733400000123456789");
  expect(screen.getByText("+7 (911) 404-11-12")).toHaveAttribute("href", "tel:+79114041112");
  expect(screen.getAllByText(payload).length).toBeGreaterThanOrEqual(3);
  expect(screen.getByLabelText("Состояние")).toHaveValue("in_progress");
  for (const form of container.querySelectorAll("form"))
    expect(form.querySelector('input[name="csrf"]')?.getAttribute("value")).toBe("token");
});

test("a lead's consents: each kind given or not, its edition and date, a link to it, and its exact text folded", async () => {
  const legacy = {
    id: "2026-11-01",
    kind: "personal-data" as const,
    number: 1,
    title: "Согласие на обработку персональных данных (отметка в форме)",
    effectiveFrom: "2026-10-31T21:00:00.000Z",
    text: "«Даю согласие на обработку персональных данных в соответствии с политикой обработки персональных данных»",
  };
  const { unmount } = renderIn(<LeadConsents lead={{ ...lead, consents: [legacy] }} />);
  expect(screen.getByText("Согласие на обработку персональных данных").nextElementSibling?.textContent).toBe(
    "дано, редакция № 1 (2026-11-01), действует с 1 ноября 2026 открыть на сайте",
  );
  expect(screen.getByText("Согласие на передачу персональных данных третьим лицам").nextElementSibling?.textContent).toBe(
    "не записано: заявка принята до отдельного согласия на передачу",
  );
  expect(screen.getByText("Согласие на получение рекламной информации").nextElementSibling?.textContent).toBe("не дано");
  expect(screen.getByRole("link", { name: "открыть на сайте" })).toHaveAttribute("href", "/soglasie.html?version=2026-11-01");
  expect(screen.getByText(/Даю согласие на обработку персональных данных в соответствии с политикой/)).toBeInTheDocument();
  unmount();
  const advertising = {
    id: "advertising-1",
    kind: "advertising" as const,
    number: 1,
    title: "Согласие на получение рекламной информации",
    effectiveFrom: "2026-12-05T09:00:00.000Z",
    text: "Текст о рекламе.\n\n— звонками;\n— письмами.",
  };
  renderIn(
    <LeadConsents
      lead={{ ...lead, consentVersion: "personal-data-2", advertisingConsentVersion: "advertising-1", consents: [advertising] }}
    />,
  );
  expect(screen.getByText("Согласие на получение рекламной информации", { selector: "dt" }).nextElementSibling?.textContent).toBe(
    "дано, редакция № 1 (advertising-1), действует с 5 декабря 2026 открыть на сайте",
  );
  // A version the database lacks is named, never made up.
  expect(screen.getByText("Согласие на обработку персональных данных", { selector: "dt" }).nextElementSibling?.textContent).toBe(
    "дано, редакция personal-data-2 (текста нет в базе) открыть на сайте",
  );
  expect(screen.getByText(/^Текст: Согласие на получение рекламной информации, редакция №\s1$/)).toBeInTheDocument();
  expect(screen.getByText("звонками;").tagName).toBe("LI");
});

test("the delivery panel lists every call to the sales system, newest first, the CRM's answer as text", () => {
  const { container } = renderIn(<LeadDelivery lead={lead} csrfToken="token" />);
  const table = screen.getByRole("table", { name: "История попыток отправки, новые сверху" });
  const rows = within(table).getAllByRole("row").slice(1);
  expect(rows.map((row) => [...row.querySelectorAll("td")].map((cell) => cell.textContent))).toEqual([
    ["21.11.2026, 12:01", "Ошибка", `CRM ответила 502 ${payload}`, "1,8 с"],
    ["21.11.2026, 12:00", "Ошибка", "CRM не ответила за 10 с", "10 с"],
  ]);
  expect(container.querySelector("script, img")).toBeNull();
  renderIn(<LeadDelivery lead={{ ...lead, deliveryAttempts: [] }} csrfToken="token" />);
  expect(screen.getByText("Попыток отправки ещё не было.")).toBeVisible();
});

test("the notifications panel says who was told, why, the state, when, and the other side's words as text", () => {
  const { container } = renderIn(
    <LeadNotifications
      lead={{
        ...lead,
        firstOpenedAt: "2026-11-21T09:20:00.000Z",
        firstOpenedBy: "manager@genesis-khimki.ru",
        notifications: [
          {
            channel: "email",
            address: "sales@genesis-khimki.ru",
            reason: "new",
            status: "sent",
            attempts: 2,
            createdAt: "2026-11-21T09:00:00.000Z",
            sentAt: "2026-11-21T09:01:00.000Z",
            nextAttemptAt: null,
            lastError: null,
          },
          {
            channel: "telegram",
            address: "-1001234567890",
            reason: "escalation",
            status: "needs_attention",
            attempts: 1,
            createdAt: "2026-11-21T09:15:00.000Z",
            sentAt: null,
            nextAttemptAt: null,
            lastError: `Telegram отказал (400): Bad Request: chat not found ${payload}`,
          },
        ],
      }}
      csrfToken="token"
    />,
  );
  expect(screen.getByRole("button", { name: "Отправить недоставленные уведомления ещё раз" })).toBeVisible();
  expect(screen.getByText("Впервые открыта: 21.11.2026, 12:20, manager@genesis-khimki.ru")).toBeVisible();
  const table = screen.getByRole("table", { name: "Кому и что отправлено" });
  const rows = within(table).getAllByRole("row").slice(1);
  expect(rows.map((row) => [...row.querySelectorAll("td")].map((cell) => cell.textContent))).toEqual([
    ["Электронная почта: sales@genesis-khimki.ru", "Новая заявка", "Отправлено (попыток: 2)", "отправлено 21.11.2026, 12:01", "—"],
    [
      "Telegram: -1001234567890",
      "Напоминание: заявку никто не открыл",
      "Не доставлено — нужен человек",
      "создано 21.11.2026, 12:15",
      `Telegram отказал (400): Bad Request: chat not found ${payload}`,
    ],
  ]);
  expect(container.querySelector("script, img")).toBeNull();
  cleanup();
  renderIn(<LeadNotifications lead={{ ...lead, notifications: [] }} csrfToken="token" />);
  expect(screen.queryByRole("button", { name: /Отправить недоставленные/ })).toBeNull();
  expect(screen.getByText("Заявку ещё никто не открывал.")).toBeVisible();
  expect(screen.getByText(/^Уведомлений о заявке не отправлялось/)).toBeVisible();
});

test("the work state says who changed it and when, Moscow time; a change nobody recorded the author of, only when", () => {
  const changed = renderIn(
    <LeadWork lead={{ ...lead, workUpdatedAt: "2026-11-21T09:30:00.000Z", workUpdatedBy: "manager@genesis-khimki.ru" }} csrfToken="t" />,
  );
  const note = screen.getByText(/^Изменено:/);
  expect(note.textContent).toBe("Изменено: manager@genesis-khimki.ru, 21.11.2026, 12:30");
  expect(screen.getByLabelText("Состояние")).toHaveAttribute("aria-describedby", note.id);
  changed.unmount();
  const before = renderIn(<LeadWork lead={{ ...lead, workUpdatedAt: "2026-11-21T09:30:00.000Z", workUpdatedBy: null }} csrfToken="t" />);
  expect(screen.getByText(/^Изменено:/).textContent).toBe("Изменено: 21.11.2026, 12:30");
  before.unmount();
  renderIn(<LeadWork lead={lead} csrfToken="t" />);
  expect(screen.queryByText(/^Изменено:/)).not.toBeInTheDocument();
});

test("an erased lead says so and offers neither a comment nor a second erasure", () => {
  renderIn(
    <LeadWork
      lead={{ ...lead, name: "", surname: null, phone: "", erased: true, erasedAt: "2026-11-22T10:00:00.000Z", comments: [] }}
      csrfToken="t"
    />,
  );
  expect(screen.queryByLabelText("Новый комментарий")).not.toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Удалить персональные данные" })).not.toBeInTheDocument();
});

test("a cancelled booking reads so in the inbox and on its page: its kind, the day and time struck, who cancelled it and when", () => {
  const cancelled = { ...lead, bookingCancelledAt: "2026-11-21T09:30:00.000Z", bookingCancelledBy: "manager@genesis-khimki.ru" };
  const inbox = renderIn(<InboxTable page={{ leads: [cancelled], page: 1, pageSize: 25, total: 1, types: ["test-drive"] }} />);
  const row = screen.getAllByRole("row")[1] as HTMLElement;
  expect(within(row).getByText("Запись на тест-драйв отменена")).toBeVisible();
  expect(within(row).queryByText("Запись на тест-драйв")).not.toBeInTheDocument();
  expect(within(row).getByText("21.11.2026, 13:00").tagName).toBe("S");
  inbox.unmount();
  const page = renderIn(<LeadFacts lead={{ ...cancelled, details: { slot_date: "21.11.2026", slot_time: "13:00" } }} />);
  const value = (term: string) => screen.getByText(term).nextElementSibling as HTMLElement;
  expect(value("Вид").textContent).toBe("Запись на тест-драйв отменена");
  expect(value("Запись отменена").textContent).toBe("manager@genesis-khimki.ru, 21.11.2026, 12:30");
  expect(value("Дата поездки").querySelector("s")?.textContent).toBe("21.11.2026");
  expect(value("Время поездки (местное время дилерского центра)").querySelector("s")?.textContent).toBe("13:00");
  page.unmount();
  // The erasure of the person's data gave the slot back: nobody on the staff cancelled it.
  renderIn(<LeadFacts lead={{ ...cancelled, bookingCancelledBy: null, booked: null, details: {} }} />);
  expect(value("Запись отменена").textContent).toBe("при удалении персональных данных, 21.11.2026, 12:30");
  cleanup();
  // A booking that stands: neither the mark nor a struck day.
  renderIn(<LeadFacts lead={{ ...lead, details: { slot_date: "21.11.2026", slot_time: "13:00" } }} />);
  expect(screen.queryByText("Запись отменена")).not.toBeInTheDocument();
  expect(value("Дата поездки").querySelector("s")).toBeNull();
});

test("a booking still ahead can be cancelled from its lead; one past or cancelled offers nothing", () => {
  renderIn(<LeadWork lead={{ ...lead, upcomingBooking: true }} csrfToken="t" />);
  expect(screen.getByRole("button", { name: "Отменить запись на тест-драйв" })).toBeVisible();
  cleanup();
  renderIn(<LeadWork lead={{ ...lead, upcomingBooking: false }} csrfToken="t" />);
  expect(screen.queryByRole("button", { name: "Отменить запись на тест-драйв" })).not.toBeInTheDocument();
});

test("the form's known values read in Russian: the time of day and the order's intent", () => {
  renderIn(
    <LeadFacts lead={{ ...lead, details: { preferred_time: "evening", convenient_time: "morning", intent: "price", car_year: 2018 } }} />,
  );
  expect(screen.getByText("Удобное время").nextElementSibling?.textContent).toBe("Вечером, 17:00–21:00");
  // A service callback's time is a part of the service's day, which runs 8:00–22:00.
  expect(screen.getByText("Удобное время для звонка").nextElementSibling?.textContent).toBe("Утром, 8:00–12:00");
  expect(screen.getByText("Цель запроса").nextElementSibling?.textContent).toBe("Узнать цену или условия");
  expect(screen.getByText("Год выпуска").nextElementSibling?.textContent).toBe("2018");
});

test("a booking's, a stock request's and a configuration's fields read in words, with links, without the machines' copy", () => {
  const details = {
    car: "3.5T, полный привод, Спорт Престиж",
    slot_date: "03.12.2026",
    slot_time: "13:00",
    slot_start: "2026-12-03T10:00:00.000Z",
    stock_car: "u-EM4004",
    file: "genesis-gv70-2026.pdf",
    mileage: "85000",
    expected_price: 1_200_000,
  };
  renderIn(<LeadFacts lead={{ ...lead, details }} />);
  const value = (term: string) => screen.getByText(term).nextElementSibling;
  expect(value("Автомобиль для поездки")?.textContent).toBe("3.5T, полный привод, Спорт Престиж");
  expect(value("Дата поездки")?.textContent).toBe("03.12.2026");
  expect(value("Время поездки (местное время дилерского центра)")?.textContent).toBe("13:00");
  expect(screen.queryByText(/slot_start|2026-12-03T/)).not.toBeInTheDocument();
  expect(within(value("Страница автомобиля на сайте") as HTMLElement).getByRole("link")).toHaveAttribute("href", "/feed/u-EM4004.html");
  expect(within(value("PDF конфигурации") as HTMLElement).getByRole("link")).toHaveAttribute(
    "href",
    "/api/download/pdf/genesis-gv70-2026.pdf",
  );
  expect(value("Пробег, км")?.textContent).toBe("85 000");
  expect(value("Ожидаемая цена, ₽")?.textContent).toBe("1 200 000");
});

test("a reservation reads as one for staff, the car described as it was first and its page after", () => {
  const description =
    "Genesis GV70 Premium (2.5T 249 л.с., 8АКПП) · 2021 г. · цвет: Серый · с пробегом 45 000 км · VIN KMUMB81D5XYZ12345 · 4 150 000 ₽";
  renderIn(
    <LeadFacts
      lead={{
        ...lead,
        details: { stock_car: "u-EM4196", comment: "Посмотрю в субботу", stock_car_description: description, intent: "reserve" },
      }}
    />,
  );
  const terms = screen.getAllByRole("term").map((term) => term.textContent);
  const at = (term: string) => terms.indexOf(term);
  expect(screen.getByText("Цель запроса").nextElementSibling?.textContent).toBe("Забронировать этот автомобиль");
  expect(screen.getByText("Автомобиль из наличия (на момент заявки)").nextElementSibling?.textContent).toBe(description);
  expect([
    at("Цель запроса"),
    at("Автомобиль из наличия (на момент заявки)"),
    at("Страница автомобиля на сайте"),
    at("Комментарий посетителя"),
  ]).toEqual([at("Цель запроса"), at("Цель запроса") + 1, at("Цель запроса") + 2, at("Цель запроса") + 3]);
});

test("the lead's city and dealer read by name; by number when the dealer API could not list them", () => {
  const choices = {
    cities: [{ id: 2, name: "Химки", dealers: [{ id: 1, name: "Genesis Химки", address: "Ленинградское шоссе" }] }],
    defaultCityId: 2,
  };
  expect(placeNames(choices, { city: 2, dealer: 1 })).toEqual({ city: "Химки", dealer: "Genesis Химки" });
  expect(placeNames(null, { city: 2, dealer: 1 })).toEqual({ city: "2", dealer: "1" });
  renderIn(<LeadFacts lead={{ ...lead, city: 2, dealer: 1 }} places={placeNames(choices, { city: 2, dealer: 1 })} />);
  expect(screen.getByText("Город / дилер").nextElementSibling?.textContent).toBe("Химки / Genesis Химки");
});

test("the model and the service asked about read by their names, not their codes", () => {
  const page: InboxPage = { leads: [{ ...lead, model: "g80-new" }], page: 1, pageSize: 25, total: 1, types: ["booking"] };
  const inbox = renderIn(<InboxTable page={page} />);
  expect(within(screen.getAllByRole("row")[1] as HTMLElement).getByText("Genesis G80")).toBeVisible();
  inbox.unmount();
  renderIn(<LeadFacts lead={{ ...lead, type: "service", model: "gv80", details: { service: "to", comment: "шумит" } }} />);
  expect(screen.getByText("Модель").nextElementSibling?.textContent).toBe("Genesis GV80");
  expect(screen.getByText("Вид работ").nextElementSibling?.textContent).toBe("Плановое техническое обслуживание");
});

test("a code the site does not know is shown as it came", () => {
  renderIn(<LeadFacts lead={{ ...lead, model: "x-5", details: { service: "polirovka-kuzova-2" } }} />);
  expect(screen.getByText("Модель").nextElementSibling?.textContent).toBe("x-5");
  expect(screen.getByText("Вид работ").nextElementSibling?.textContent).toBe("polirovka-kuzova-2");
});
