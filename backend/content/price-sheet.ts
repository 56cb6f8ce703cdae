// A price list as dealers receive it from the importer, read into rows of text (issue 36; docs/decisions/0105):
// an XLSX workbook (its first sheet with rows), or a CSV as Excel saves it in Russia — Windows-1251 or UTF-8,
// with a BOM or not, separated by «;», «,» or tabs, quoted as RFC 4180 says. Nothing here knows prices.
import ExcelJS from "exceljs";
import { priceMessages } from "@contract/prices";
import { HttpError } from "../http/http-error";

/** One row of the sheet: its number as the spreadsheet shows it, and its cells as text or numbers. */
export type SheetRow = { row: number; cells: (string | number)[] };

const zipMagic = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const oleMagic = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/** The text or number a workbook's cell holds: formulas by their result, rich text as its text. */
function cellValue(value: ExcelJS.CellValue): string | number {
  if (value === null || value === undefined) return "";
  if (typeof value === "number" || typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "да" : "нет";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("result" in value) return cellValue(value.result as ExcelJS.CellValue);
  if ("text" in value) return String(value.text);
  return "";
}

async function readWorkbook(bytes: Buffer): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new HttpError(400, priceMessages.sheetUnreadable);
  }
  for (const sheet of workbook.worksheets) {
    const rows: SheetRow[] = [];
    sheet.eachRow({ includeEmpty: false }, (row, number) => {
      const values = Array.isArray(row.values) ? row.values.slice(1) : [];
      rows.push({ row: number, cells: Array.from(values, (value) => cellValue(value as ExcelJS.CellValue)) });
    });
    if (rows.length > 0) return rows;
  }
  return [];
}

/** The CSV's text: UTF-8 when it is valid UTF-8, Windows-1251 (Excel's «CSV» in Russia) otherwise. */
function decodeCsv(bytes: Buffer): string {
  if (bytes.includes(0)) throw new HttpError(400, priceMessages.sheetUnreadable);
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1251").decode(bytes);
  }
}

/** The separator the first lines use most outside quotes. */
function separatorOf(text: string): string {
  const head = text
    .split(/\r?\n/)
    .slice(0, 20)
    .join("\n")
    .replace(/"[^"]*"/g, "");
  const counts = [";", ",", "\t"].map((separator) => ({ separator, count: head.split(separator).length }));
  return counts.sort((a, b) => b.count - a.count)[0]?.separator ?? ";";
}

/** RFC 4180 rows: quoted cells may hold the separator, doubled quotes and line breaks. */
function parseCsv(text: string): SheetRow[] {
  const separator = separatorOf(text);
  const rows: SheetRow[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    cells.push(cell);
    if (cells.some((value) => value.trim() !== "")) rows.push({ row: rowLine, cells: cells.map((value) => value.trim()) });
    cells = [];
    cell = "";
    rowLine = line;
  };
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else {
        if (char === "\n") line++;
        cell += char;
      }
    } else if (char === '"' && cell.trim() === "") {
      quoted = true;
      cell = "";
    } else if (char === separator) {
      cells.push(cell);
      cell = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[index + 1] === "\n") index++;
      line++;
      endRow();
    } else cell += char;
  }
  if (cell !== "" || cells.length > 0) endRow();
  return rows;
}

/** The rows of an uploaded price list, or a 400 in Russian saying why it cannot be read. */
export async function readPriceSheet(bytes: Buffer): Promise<SheetRow[]> {
  if (bytes.length === 0) throw new HttpError(400, priceMessages.sheetEmpty);
  if (bytes.subarray(0, 4).equals(oleMagic))
    throw new HttpError(400, "Формат XLS (Excel 97–2003) не читается: сохраните файл как «Книга Excel (XLSX)» или CSV и загрузите снова");
  const rows = bytes.subarray(0, 4).equals(zipMagic) ? await readWorkbook(bytes) : parseCsv(decodeCsv(bytes).replace(/^\uFEFF/, ""));
  if (rows.length === 0) throw new HttpError(400, priceMessages.sheetEmpty);
  return rows;
}
