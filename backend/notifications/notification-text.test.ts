import { expect, test } from "vitest";
import { isWorkingTime, workingMinutesBetween } from "./escalation";
import { notificationText, requestedTime, type NotifiedLead } from "./notification-text";

const lead: NotifiedLead = {
  id: "e5cf5e1b-1234-4abc-8def-0123456789ab",
  leadType: "test-drive",
  model: "gv80",
  dealerName: "Genesis Химки",
  details: { slot_date: "2026-12-10", slot_time: "11:00", comment: "Позвоните Ивану Петрову" },
  bookingCancelledAt: null,
  name: "Иван",
  surname: "Петров",
  phone: "+79114041112",
  createdAt: new Date("2026-12-03T09:15:00Z"),
  erased: false,
};
const siteUrl = "https://genesis-khimki.ru";
const personal = ["Иван", "Петров", "+7 (911) 404-11-12", "79114041112"];

test("a new booking: kind, model, dealer, the booked time and the lead's link, in Russian, and nothing personal by default", () => {
  const { subject, text, link } = notificationText(lead, { reason: "new", includePersonal: false, siteUrl });
  expect(subject).toBe("Новая заявка: Запись на тест-драйв, Genesis GV80 (№ e5cf5e1b)");
  expect(link).toBe("https://genesis-khimki.ru/staff/leads/e5cf5e1b-1234-4abc-8def-0123456789ab");
  expect(text).toBe(
    [
      "Новая заявка № e5cf5e1b с сайта.",
      "",
      "Вид: Запись на тест-драйв",
      "Модель: Genesis GV80",
      "Дилерский центр: Genesis Химки",
      "Желаемое время: 2026-12-10, 11:00 (время дилерского центра)",
      "Получена: 03.12.2026, 12:15 (мск)",
      "Имя и телефон — на странице заявки.",
      "",
      `Открыть заявку: ${link}`,
    ].join("\n"),
  );
  // The visitor's own comment may name them: it is never in a message.
  for (const word of personal) expect(`${subject}\n${text}`).not.toContain(word);
});

test("a recipient allowed the visitor's data: name and phone in the body, never in the subject", () => {
  const { subject, text } = notificationText(lead, { reason: "new", includePersonal: true, siteUrl });
  expect(text).toContain("Имя: Иван Петров\nТелефон: +7 (911) 404-11-12");
  for (const word of personal) expect(subject).not.toContain(word);
});

test("an erased lead says nothing of the person, whatever the recipient may see", () => {
  const erased = { ...lead, name: "", surname: null, phone: "", erased: true };
  const { text } = notificationText(erased, { reason: "new", includePersonal: true, siteUrl });
  expect(text).not.toMatch(/Имя|Телефон/);
});

test("an escalation says nobody opened the lead, and in how many minutes", () => {
  const { subject, text } = notificationText(
    { ...lead, leadType: "service", model: null, details: {} },
    { reason: "escalation", includePersonal: false, siteUrl, escalationMinutes: 15 },
  );
  expect(subject).toBe("Заявку никто не открыл: Сервис (№ e5cf5e1b)");
  expect(text.split("\n")[0]).toBe(
    "Заявку № e5cf5e1b никто не открыл и не взял в работу за 15 мин рабочего времени. Пожалуйста, свяжитесь с посетителем.",
  );
  expect(text).not.toContain("Модель:");
});

test("the time asked for: a booked slot, a preferred day and part of the day, a service's callback time, or none", () => {
  expect(requestedTime({ preferred_date: "2026-12-12", preferred_time: "evening" })).toBe("2026-12-12, Вечером, 17:00–21:00");
  expect(requestedTime({ convenient_time: "morning" })).toMatch(/^Утром/);
  expect(requestedTime({ comment: "позже" })).toBeNull();
});

test("working time is 9:00–21:00 in Moscow: minutes are counted within it only", () => {
  // 20:50 → 9:10 the next day, Moscow: ten minutes in the evening and ten in the morning.
  expect(workingMinutesBetween(new Date("2026-12-03T17:50:00Z"), new Date("2026-12-04T06:10:00Z"))).toBe(20);
  expect(workingMinutesBetween(new Date("2026-12-03T09:00:00Z"), new Date("2026-12-03T09:15:00Z"))).toBe(15);
  expect(workingMinutesBetween(new Date("2026-12-03T20:00:00Z"), new Date("2026-12-03T23:00:00Z"))).toBe(0);
  expect(isWorkingTime(new Date("2026-12-03T06:00:00Z"))).toBe(true);
  expect(isWorkingTime(new Date("2026-12-03T05:59:00Z"))).toBe(false);
  expect(isWorkingTime(new Date("2026-12-03T18:00:00Z"))).toBe(false);
});
