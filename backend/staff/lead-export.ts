// The export of filtered leads: CSV that Excel opens in Russian as it is (UTF-8 with BOM, ';', CRLF)
// and XLSX (exceljs). A cell an attacker could make a formula of (=, +, -, @, tab, CR first) gets a
// leading apostrophe in both (docs/decisions/0035-lead-export-and-personal-data.md).
import { once } from "node:events";
import { PassThrough, type Writable } from "node:stream";
import ExcelJS from "exceljs";
import { moscowOffsetMinutes } from "@contract/test-drive-time";
import {
  deliveryStateLabels,
  detailLabels,
  detailValueText,
  formatLeadPhone,
  formatStaffTime,
  leadKindLabel,
  staffDetails,
  staffModelName,
  workStateLabels,
} from "@contract/staff";
import type { ExportLead } from "./lead-list";

/**
 * One column of the export; `ours` marks a value the site itself wrote in a fixed form (the phone as
 * +7 (XXX) XXX-XX-XX), which the XLSX keeps as it is: its cells are text and never become formulas, so
 * the apostrophe would only show.
 */
type Column = {
  title: string;
  width: number;
  value(lead: ExportLead): string | number;
  ours?: true;
  /** Lines in one cell: XLSX wraps them. */
  lines?: true;
  /** A moment (ISO) or none: the CSV writes `value`'s text, the XLSX a date cell staff can sort and filter by. */
  moment?(lead: ExportLead): string | null;
};

/** A column of a moment: «21.11.2026, 12:00» in the CSV, the same Moscow time as an Excel date in the XLSX. */
const momentColumn = (title: string, width: number, moment: (lead: ExportLead) => string | null): Column => ({
  title,
  width,
  moment,
  value: (l) => {
    const at = moment(l);
    return at ? formatStaffTime(at) : "";
  },
});

/** Excel's date-time format for those cells: «21.11.2026 12:00». */
const xlsxMomentFormat = "dd.mm.yyyy hh:mm";

/**
 * A moment as the XLSX date of Moscow's clock: a spreadsheet's date knows no time zone, and exceljs
 * writes a Date's UTC reading, so the Date is moved by Moscow's offset (UTC+3 all year).
 */
const moscowSheetDate = (iso: string) => new Date(Date.parse(iso) + moscowOffsetMinutes * 60_000);

const detailText = (details: Record<string, unknown>) =>
  staffDetails(details)
    .map(([key, value]) => `${detailLabels[key] ?? key}: ${detailValueText(key, value)}`)
    .join("; ");

/**
 * Staff comments oldest first, one a line: «21.11.2026 12:30 manager@genesis-khimki.ru: Перезвонить в
 * субботу»; a comment's own line breaks become spaces, so that each line is one comment.
 */
const commentsText = (comments: ExportLead["comments"]) =>
  comments.map((c) => `${formatStaffTime(c.createdAt).replace(", ", " ")} ${c.author}: ${c.body.replace(/\s*\n\s*/g, " ")}`).join("\n");

/** The columns of both formats, in order. */
export const exportColumns: Column[] = [
  { title: "Номер заявки", width: 38, value: (l) => l.id },
  momentColumn("Дата и время (МСК)", 18, (l) => l.createdAt),
  { title: "Вид заявки", width: 22, value: (l) => leadKindLabel(l) },
  { title: "Модель", width: 14, value: (l) => (l.model ? staffModelName(l.model) : "") },
  { title: "Имя", width: 16, value: (l) => l.name },
  { title: "Фамилия", width: 16, value: (l) => l.surname ?? "" },
  { title: "Телефон", width: 20, value: (l) => (l.phone ? formatLeadPhone(l.phone) : ""), ours: true },
  { title: "E-mail", width: 24, value: (l) => l.email ?? "" },
  { title: "Страница", width: 24, value: (l) => l.page ?? "" },
  { title: "Откуда открыта форма", width: 24, value: (l) => l.place ?? "" },
  { title: "Город", width: 16, value: (l) => l.cityName ?? l.city ?? "" },
  { title: "Дилер", width: 20, value: (l) => l.dealerName ?? l.dealer ?? "" },
  { title: "Доставка в систему продаж", width: 22, value: (l) => deliveryStateLabels[l.delivery] },
  { title: "Попыток отправки", width: 10, value: (l) => l.attempts },
  { title: "Последняя ошибка отправки", width: 30, value: (l) => l.lastError ?? "" },
  { title: "Состояние работы", width: 14, value: (l) => workStateLabels[l.work] },
  { title: "Согласие на обработку ПДн (версия)", width: 16, value: (l) => (l.agree ? l.consentVersion : "нет") },
  { title: "Согласие на передачу третьим лицам (версия)", width: 16, value: (l) => l.thirdPartiesConsentVersion ?? "" },
  { title: "Согласие на рекламу (версия)", width: 16, value: (l) => l.advertisingConsentVersion ?? "нет" },
  {
    title: "UTM (первая страница визита)",
    width: 30,
    value: (l) =>
      Object.entries(l.utm)
        .map(([k, v]) => `${k}=${v}`)
        .join("; "),
  },
  { title: "Данные формы", width: 40, value: (l) => detailText(l.details) },
  { title: "Комментарии сотрудников", width: 50, value: (l) => commentsText(l.comments), lines: true },
  momentColumn("Персональные данные удалены (МСК)", 18, (l) => l.erasedAt),
];

/**
 * A text a spreadsheet could read as a formula, made inert with a leading apostrophe: a cell starting
 * with =, +, -, @ (formulas and DDE), or with a tab or carriage return that some programs skip first.
 */
export function neutralizeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A CSV field: neutralised, then quoted when it holds ';', '"', a line break or edge spaces. */
export function csvField(value: string | number): string {
  if (typeof value === "number") return String(value);
  const safe = neutralizeCell(value);
  return /[;"\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The CSV file's start: the BOM and the header line. */
const csvHead = `\uFEFF${exportColumns.map((c) => csvField(c.title)).join(";")}\r\n`;

/** A lead's CSV line: ';' between fields, CRLF after it. */
const csvLine = (lead: ExportLead) => `${exportColumns.map((c) => csvField(c.value(lead))).join(";")}\r\n`;

/** The CSV file: BOM, header line, one line per lead, ';' between fields, CRLF after each line. */
export function leadsCsv(leads: readonly ExportLead[]): Buffer {
  return Buffer.from(csvHead + leads.map(csvLine).join(""), "utf8");
}

/**
 * Writes chunks to `out`, each time waiting while the reader is behind (a slow download holds the next
 * batch back), and failing once the reader has gone. One 'drain' listener serves the whole file: the
 * compression middleware moves 'drain' listeners to its gzip stream, where a listener added per wait
 * would never be removed.
 */
function chunkWriter(out: Writable): (chunk: string) => Promise<void> {
  let wake: (() => void) | null = null;
  const resume = () => {
    wake?.();
    wake = null;
  };
  out.on("drain", resume);
  out.on("close", resume);
  return async (chunk) => {
    if (out.destroyed) throw new Error("the export's reader has gone");
    if (!out.write(chunk)) await new Promise<void>((resolve) => (wake = resolve));
    if (out.destroyed) throw new Error("the export's reader has gone");
  };
}

/**
 * Streams the CSV file of the batches into `out` (the response), one batch of lines at a time, and ends
 * it; answers how many leads it wrote. A reader that goes away stops the reading of further batches.
 */
export async function writeLeadsCsv(
  batches: AsyncIterable<readonly ExportLead[]> | Iterable<readonly ExportLead[]>,
  out: Writable,
): Promise<number> {
  let written = 0;
  const write = chunkWriter(out);
  await write(csvHead);
  for await (const leads of batches) {
    await write(leads.map(csvLine).join(""));
    written += leads.length;
  }
  out.end();
  return written;
}

/** A lead's row of XLSX cells: moments as dates, every other value a plain (inert) cell. */
const xlsxRow = (lead: ExportLead) =>
  exportColumns.map((c) => {
    if (c.moment) {
      const at = c.moment(lead);
      return at ? moscowSheetDate(at) : null;
    }
    const value = c.value(lead);
    return typeof value === "number" || c.ours ? value : neutralizeCell(value);
  });

/**
 * Streams the XLSX file of the batches into `out` (the response) and ends it: one sheet «Заявки», a bold
 * frozen header, each batch's rows committed to the file as they come (exceljs's streaming writer).
 * Answers how many leads it wrote.
 */
export async function writeLeadsXlsx(
  batches: AsyncIterable<readonly ExportLead[]> | Iterable<readonly ExportLead[]>,
  out: Writable,
  created: Date,
): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = "Genesis Химки — заявки";
  workbook.created = created;
  const sheet = workbook.addWorksheet("Заявки", { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = exportColumns.map((c) => ({
    header: c.title,
    key: c.title,
    width: c.width,
    ...(c.lines ? { style: { alignment: { wrapText: true, vertical: "top" } } } : c.moment ? { style: { numFmt: xlsxMomentFormat } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  let written = 0;
  for await (const leads of batches) {
    if (out.destroyed) throw new Error("the export's reader has gone");
    for (const lead of leads) sheet.addRow(xlsxRow(lead)).commit();
    written += leads.length;
    // The zip's deflate runs between batches, so the rows do not pile up ahead of it.
    await new Promise((resolve) => setImmediate(resolve));
  }
  sheet.commit();
  await workbook.commit();
  return written;
}

/** The XLSX file of these leads as one buffer (what the streaming writer sends, collected). */
export async function leadsXlsx(leads: readonly ExportLead[], created: Date): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const out = new PassThrough();
  out.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = once(out, "end");
  await writeLeadsXlsx([leads], out, created);
  await ended;
  return Buffer.concat(chunks);
}
