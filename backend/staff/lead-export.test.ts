import { describe, expect, test, vi } from "vitest";
import type { LeadDetail } from "@contract/staff";
import ExcelJS from "exceljs";
import { PassThrough } from "node:stream";
import { csvField, exportColumns, leadsCsv, leadsXlsx, neutralizeCell, writeLeadsCsv, writeLeadsXlsx } from "./lead-export";

/** A lead as the export reads it: a service request in work, no booking, comment or erasure unless `fields` say so. */
const exportLead = (fields: Partial<LeadDetail>): LeadDetail => ({
  id: "7d3c5c8e-7c1b-4c55-9b1e-0a4b3f1c2d40",
  type: "service",
  model: "gv80",
  name: "Борис",
  surname: null,
  phone: "+79135550202",
  page: "/servis/to.html",
  createdAt: "2026-11-21T09:00:00.000Z",
  delivery: "delivered",
  attempts: 1,
  lastError: null,
  work: "in_progress",
  erased: false,
  booked: null,
  bookingCancelledAt: null,
  bookingCancelledBy: null,
  city: null,
  dealer: null,
  email: null,
  agree: true,
  consentVersion: "2026-11-01",
  thirdPartiesConsentVersion: null,
  advertisingConsentVersion: null,
  place: null,
  utm: {},
  details: {},
  clientIp: null,
  userAgent: null,
  deliveredAt: null,
  nextAttemptAt: null,
  erasedAt: null,
  workUpdatedAt: null,
  workUpdatedBy: null,
  comments: [],
  deliveryAttempts: [],
  ...fields,
});

/** The export's sheet as a spreadsheet program reads it back. */
async function readXlsx(leads: LeadDetail[]) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(await leadsXlsx(leads, new Date("2026-11-23T10:00:00.000Z"))).buffer);
  return workbook.getWorksheet("Заявки");
}

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
      id: "7d3c5c8e-7c1b-4c55-9b1e-0a4b3f1c2d3e",
      type: "configurator",
      model: "gv80",
      name: "",
      surname: null,
      phone: "",
      page: "/configurator",
      createdAt: "2026-11-21T09:00:00.000Z",
      delivery: "delivered",
      attempts: 1,
      lastError: null,
      work: "done",
      erased: true,
      booked: null,
      bookingCancelledAt: null,
      bookingCancelledBy: null,
      city: 1,
      dealer: 2,
      email: null,
      agree: true,
      consentVersion: "2026-11-01",
      thirdPartiesConsentVersion: null,
      advertisingConsentVersion: null,
      place: null,
      utm: {},
      details: {},
      clientIp: null,
      userAgent: null,
      deliveredAt: "2026-11-21T09:00:05.000Z",
      nextAttemptAt: null,
      erasedAt: "2026-11-22T10:00:00.000Z",
      workUpdatedAt: null,
      workUpdatedBy: null,
      comments: [],
      deliveryAttempts: [],
    };
    const [, row] = leadsCsv([lead]).toString("utf8").slice(1).split("\r\n");
    expect(row).toBe(
      "7d3c5c8e-7c1b-4c55-9b1e-0a4b3f1c2d3e;21.11.2026, 12:00;Конфигуратор;Genesis GV80;;;;;/configurator;;1;2;Доставлена;1;;Обработана;2026-11-01;;нет;;;;22.11.2026, 13:00",
    );
  });

  test("a reservation exports its intent in words and the car as it was described when the lead came", () => {
    const description =
      "Genesis GV70 Premium (2.5T 249 л.с., 8АКПП) · 2021 г. · цвет: Серый · с пробегом 45 000 км · VIN KMUMB81D5XYZ12345 · 4 150 000 ₽";
    const lead = {
      id: "7d3c5c8e-7c1b-4c55-9b1e-0a4b3f1c2d3f",
      type: "order",
      model: "gv70",
      name: "Анна",
      surname: null,
      phone: "+79114041112",
      page: "/feed/u-EM4196.html",
      createdAt: "2026-11-21T09:00:00.000Z",
      delivery: "queued",
      attempts: 0,
      lastError: null,
      work: "new",
      erased: false,
      booked: null,
      bookingCancelledAt: null,
      bookingCancelledBy: null,
      city: null,
      dealer: null,
      email: null,
      agree: true,
      consentVersion: "2026-11-01",
      thirdPartiesConsentVersion: null,
      advertisingConsentVersion: null,
      place: null,
      utm: {},
      details: { stock_car: "u-EM4196", stock_car_description: description, intent: "reserve" },
      clientIp: null,
      userAgent: null,
      deliveredAt: null,
      nextAttemptAt: null,
      erasedAt: null,
      workUpdatedAt: null,
      workUpdatedBy: null,
      comments: [],
      deliveryAttempts: [],
    } satisfies LeadDetail;
    const text = leadsCsv([lead]).toString("utf8");
    expect(text).toContain(
      `"Цель запроса: Забронировать этот автомобиль; Автомобиль из наличия (на момент заявки): ${description}; Страница автомобиля на сайте: u-EM4196"`,
    );
  });

  test("staff comments go in one column, oldest first, one a line: «ДД.ММ.ГГГГ ЧЧ:ММ author: text», in CSV and XLSX alike", async () => {
    const comments = [
      { id: "c1", author: "manager@genesis-khimki.ru", body: "Клиент приедет в субботу\nк 11:00", createdAt: "2026-11-21T09:30:00.000Z" },
      {
        id: "c2",
        author: "second@genesis-khimki.ru",
        body: `=HYPERLINK("http://evil.example";"x")`,
        createdAt: "2026-11-22T21:05:00.000Z",
      },
    ];
    const lead = exportLead({ comments });
    const text =
      '21.11.2026 12:30 manager@genesis-khimki.ru: Клиент приедет в субботу к 11:00\n23.11.2026 00:05 second@genesis-khimki.ru: =HYPERLINK("http://evil.example";"x")';
    const column = exportColumns.findIndex((c) => c.title === "Комментарии сотрудников");
    expect(column).toBeGreaterThan(0);
    const csv = leadsCsv([lead]).toString("utf8");
    expect(csv).toContain(`;"${text.replace(/"/g, '""')}";`);
    // The cell starts with its first comment's day, never with a comment's own text: no formula, even from «=HYPERLINK».
    expect(csvField(exportColumns[column]!.value({ ...lead, comments: [comments[1]!] }))).toBe(
      `"${text.split("\n")[1]!.replace(/"/g, '""')}"`,
    );

    const sheet = await readXlsx([lead]);
    expect(sheet?.getRow(1).getCell(column + 1).value).toBe("Комментарии сотрудников");
    const cell = sheet?.getRow(2).getCell(column + 1);
    expect(cell?.value).toBe(text);
    expect(cell?.alignment).toMatchObject({ wrapText: true });
    // A lead without comments leaves the cell empty.
    expect(exportColumns[column]!.value({ ...lead, comments: [] })).toBe("");
  });

  test("the XLSX writes moments as Excel dates of Moscow's clock with a date-time format, so staff sort and filter by them; the CSV keeps their text", async () => {
    const lead = exportLead({
      name: "",
      phone: "",
      erased: true,
      createdAt: "2026-11-21T21:30:00.000Z",
      erasedAt: "2026-11-22T10:05:00.000Z",
    });
    const column = (title: string) => exportColumns.findIndex((c) => c.title === title) + 1;
    const sheet = await readXlsx([lead, { ...lead, erasedAt: null }]);
    const created = sheet?.getRow(2).getCell(column("Дата и время (МСК)"));
    // 00:30 in Moscow on the 22nd: the date a person in the dealer centre would write.
    expect(created?.type).toBe(ExcelJS.ValueType.Date);
    expect(created?.value).toEqual(new Date("2026-11-22T00:30:00.000Z"));
    expect(created?.numFmt).toBe("dd.mm.yyyy hh:mm");
    const erased = sheet?.getRow(2).getCell(column("Персональные данные удалены (МСК)"));
    expect([erased?.type, erased?.value, erased?.numFmt]).toEqual([
      ExcelJS.ValueType.Date,
      new Date("2026-11-22T13:05:00.000Z"),
      "dd.mm.yyyy hh:mm",
    ]);
    // A moment a lead has not had leaves its cell empty.
    expect(sheet?.getRow(3).getCell(column("Персональные данные удалены (МСК)")).type).toBe(ExcelJS.ValueType.Null);
    const [, row] = leadsCsv([lead]).toString("utf8").slice(1).split("\r\n");
    expect(row).toMatch(/^7d3c5c8e-7c1b-4c55-9b1e-0a4b3f1c2d40;22\.11\.2026, 00:30;.*;22\.11\.2026, 13:05$/);
  });

  test("the CSV reaches staff a batch at a time: a batch's lines are sent before the next batch is read, so memory does not grow with the leads", async () => {
    const out = new PassThrough();
    let received = "";
    out.on("data", (chunk: Buffer) => (received += chunk.toString("utf8")));
    const ids = ["7d3c5c8e-7c1b-4c55-9b1e-0a4b3f1c2d41", "7d3c5c8e-7c1b-4c55-9b1e-0a4b3f1c2d42", "7d3c5c8e-7c1b-4c55-9b1e-0a4b3f1c2d43"];
    const seenBeforeNext: boolean[] = [];
    async function* batches() {
      for (const id of ids) {
        yield [exportLead({ id })];
        // What the reader holds when the next batch is asked for.
        await new Promise((resolve) => setImmediate(resolve));
        seenBeforeNext.push(received.includes(id));
      }
    }
    const ended = new Promise((resolve) => out.on("end", resolve));
    expect(await writeLeadsCsv(batches(), out)).toBe(3);
    await ended;
    expect(seenBeforeNext).toEqual([true, true, true]);
    // The whole file is the same as one written at once.
    expect(received).toBe(leadsCsv(ids.map((id) => exportLead({ id }))).toString("utf8"));
  });

  test("the streamed XLSX of several batches holds every lead in order under the bold, frozen header", async () => {
    const chunks: Buffer[] = [];
    const out = new PassThrough();
    out.on("data", (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise((resolve) => out.on("end", resolve));
    const names = ["Анна", "Борис", "Вера", "Глеб", "Дина"];
    async function* batches() {
      yield names.slice(0, 2).map((name) => exportLead({ name }));
      yield names.slice(2).map((name) => exportLead({ name }));
    }
    expect(await writeLeadsXlsx(batches(), out, new Date("2026-11-23T10:00:00.000Z"))).toBe(5);
    await ended;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(Buffer.concat(chunks)).buffer);
    const sheet = workbook.getWorksheet("Заявки");
    const nameColumn = exportColumns.findIndex((c) => c.title === "Имя") + 1;
    expect(names.map((_, i) => sheet?.getRow(i + 2).getCell(nameColumn).value)).toEqual(names);
    expect(sheet?.getRow(1).font).toMatchObject({ bold: true });
    expect(sheet?.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
  });

  test("a download cancelled halfway stops the export: the writer gives up instead of waiting for a reader that is gone", async () => {
    // A reader that takes nothing: the first batches fill its buffer, then it is closed.
    const out = new PassThrough({ highWaterMark: 1024 });
    let asked = 0;
    async function* batches() {
      for (;;) {
        asked += 1;
        yield Array.from({ length: 20 }, (_, i) => exportLead({ name: `Клиент ${asked}-${i}` }));
      }
    }
    const writing = writeLeadsCsv(batches(), out);
    // The reader's buffer is full: the writer waits for it to drain.
    await vi.waitFor(() => expect(out.writableNeedDrain).toBe(true));
    out.destroy();
    await expect(writing).rejects.toThrow();
    expect(asked).toBeLessThan(5);
  });
});
