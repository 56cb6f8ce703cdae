import { expect, test } from "vitest";
import { escapeText, foldLine, visitCalendar } from "./visit-calendar";

const event = {
  id: "0b7c9d2e-1f3a-4b5c-8d9e-0f1a2b3c4d5e",
  start: new Date("2026-11-24T10:00:00+03:00"),
  end: new Date("2026-11-24T11:00:00+03:00"),
  summary: "Тест-драйв Genesis GV80",
  location: "Московская область, г. Химки, Ленинградское шоссе, вл. 21",
  description: "Genesis Химки. Возьмите с собой водительское удостоверение.",
  now: new Date("2026-11-23T18:05:00Z"),
};

test("the visit is an iCalendar event at its UTC moment, at the dealer's address, with CRLF lines", () => {
  const text = visitCalendar(event);
  expect(text.endsWith("\r\n")).toBe(true);
  expect(text.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  const unfolded = text.replace(/\r\n /g, "");
  expect(unfolded).toContain("\r\nDTSTART:20261124T070000Z\r\n");
  expect(unfolded).toContain("\r\nDTEND:20261124T080000Z\r\n");
  expect(unfolded).toContain("\r\nLOCATION:Московская область\\, г. Химки\\, Ленинградское шоссе\\, вл. 21\r\n");
  expect(unfolded).toContain(`\r\nUID:${event.id}@test-drive.genesis-khimki.ru\r\n`);
  expect(unfolded).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
  expect(unfolded).toMatch(/END:VEVENT\r\nEND:VCALENDAR\r\n$/);
});

test("text is escaped and long lines fold between characters, never inside a Cyrillic letter", () => {
  expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
  const folded = foldLine(`DESCRIPTION:${"ж".repeat(100)}`);
  const lines = folded.split("\r\n");
  expect(lines.length).toBeGreaterThan(2);
  for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  expect(folded.replace(/\r\n /g, "")).toBe(`DESCRIPTION:${"ж".repeat(100)}`);
});
