// The export of filtered leads: CSV that Excel opens in Russian as it is (UTF-8 with BOM, ';', CRLF)
// and XLSX (exceljs). A cell an attacker could make a formula of (=, +, -, @, tab, CR first) gets a
// leading apostrophe in both (docs/decisions/0035-lead-export-and-personal-data.md).
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
import type { ExportLead } from "./lead-inbox";

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
  { title: "UTM (первая страница визита)", width: 30, value: (l) => Object.entries(l.utm).map(([k, v]) => `${k}=${v}`).join("; ") },
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

/** The CSV file: BOM, header line, one line per lead, ';' between fields, CRLF after each line. */
export function leadsCsv(leads: readonly ExportLead[]): Buffer {
  const lines = [exportColumns.map((c) => csvField(c.title)).join(";")];
  for (const lead of leads) lines.push(exportColumns.map((c) => csvField(c.value(lead))).join(";"));
  return Buffer.from(`\uFEFF${lines.join("\r\n")}\r\n`, "utf8");
}

/** The XLSX file: one sheet «Заявки», a bold frozen header, moments as dates, every other value a plain (inert) cell. */
export async function leadsXlsx(leads: readonly ExportLead[], created: Date): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Genesis Химки — заявки";
  workbook.created = created;
  const sheet = workbook.addWorksheet("Заявки", { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = exportColumns.map((c) => ({
    header: c.title,
    width: c.width,
    ...(c.lines ? { style: { alignment: { wrapText: true, vertical: "top" } } } : c.moment ? { style: { numFmt: xlsxMomentFormat } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const lead of leads) {
    sheet.addRow(exportColumns.map((c) => {
      if (c.moment) {
        const at = c.moment(lead);
        return at ? moscowSheetDate(at) : null;
      }
      const value = c.value(lead);
      return typeof value === "number" || c.ours ? value : neutralizeCell(value);
    }));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
