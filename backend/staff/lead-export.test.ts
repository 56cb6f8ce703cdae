import { describe, expect, test } from "vitest";
import type { LeadDetail } from "@contract/staff";
import { csvField, exportColumns, leadsCsv, neutralizeCell } from "./lead-export";

describe("export cells", () => {
  test("a cell a spreadsheet would read as a formula gets a leading apostrophe", () => {
    for (const value of ["=1+1", "+7 (911) 404-11-12", "-2+3", "@SUM(A1)", "\t=1", "\r=1"]) expect(neutralizeCell(value)).toBe(`'${value}`);
    for (const value of ["Иван", "1=1", " =1", "'quoted", ""]) expect(neutralizeCell(value)).toBe(value);
  });

  test("a CSV field is quoted when it holds ';', '\"', a line break or edge spaces, and numbers stay numbers", () => {
    expect(csvField("a;b")).toBe('"a;b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("line\nnext")).toBe('"line\nnext"');
    expect(csvField(" space")).toBe('" space"');
    expect(csvField("=cmd;x")).toBe(`"'=cmd;x"`);
    expect(csvField(12)).toBe("12");
    expect(csvField("Тест-драйв")).toBe("Тест-драйв");
  });

  test("an empty export is the BOM and the header line", () => {
    const text = leadsCsv([]).toString("utf8");
    expect(text).toBe(`\uFEFF${exportColumns.map((c) => c.title).join(";")}\r\n`);
  });

  test("an erased lead exports its kind and time with empty personal fields; an unknown kind gets a Russian label", () => {
    const lead: LeadDetail = {
      id: "7d3c5c8e-7c1b-4c55-9b1e-0a4b3f1c2d3e", type: "configurator", model: "gv80", name: "", surname: null, phone: "", page: "/configurator",
      createdAt: "2026-11-21T09:00:00.000Z", delivery: "delivered", attempts: 1, lastError: null, work: "done", erased: true, booked: null, bookingCancelledAt: null, bookingCancelledBy: null, city: 1, dealer: 2,
      email: null, agree: true, consentVersion: "2026-11-01", place: null, utm: {}, details: {}, clientIp: null, userAgent: null,
      deliveredAt: "2026-11-21T09:00:05.000Z", nextAttemptAt: null, erasedAt: "2026-11-22T10:00:00.000Z", workUpdatedAt: null, workUpdatedBy: null, comments: [],
      deliveryAttempts: [],
    };
    const [, row] = leadsCsv([lead]).toString("utf8").slice(1).split("\r\n");
    expect(row).toBe(
      "7d3c5c8e-7c1b-4c55-9b1e-0a4b3f1c2d3e;21.11.2026, 12:00;Конфигуратор;Genesis GV80;;;;;/configurator;;1;2;Доставлена;1;;Обработана;2026-11-01;;;22.11.2026, 13:00",
    );
  });

  test("a reservation exports its intent in words and the car as it was described when the lead came", () => {
    const description = "Genesis GV70 Premium (2.5T 249 л.с., 8АКПП) · 2021 г. · цвет: Серый · с пробегом 45 000 км · VIN KMUMB81D5XYZ12345 · 4 150 000 ₽";
    const lead = {
      id: "7d3c5c8e-7c1b-4c55-9b1e-0a4b3f1c2d3f", type: "order", model: "gv70", name: "Анна", surname: null, phone: "+79114041112", page: "/feed/u-EM4196.html",
      createdAt: "2026-11-21T09:00:00.000Z", delivery: "queued", attempts: 0, lastError: null, work: "new", erased: false, booked: null, bookingCancelledAt: null, bookingCancelledBy: null, city: null, dealer: null,
      email: null, agree: true, consentVersion: "2026-11-01", place: null, utm: {}, details: { stock_car: "u-EM4196", stock_car_description: description, intent: "reserve" },
      clientIp: null, userAgent: null, deliveredAt: null, nextAttemptAt: null, erasedAt: null, workUpdatedAt: null, workUpdatedBy: null, comments: [], deliveryAttempts: [],
    } satisfies LeadDetail;
    const text = leadsCsv([lead]).toString("utf8");
    expect(text).toContain(`"Цель запроса: Забронировать этот автомобиль; Автомобиль из наличия (на момент заявки): ${description}; Страница автомобиля на сайте: u-EM4196"`);
  });
});
