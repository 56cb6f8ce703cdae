// GET download/pdf/ on the leads API (docs/product.md §3 «Pdf request», §7): the configuration the visitor made,
// by the codes the configurator data names, and the finance they chose. The leads API resolves the
// codes, recomputes the finance with contract/credit.ts and answers `{ file }`, the PDF's name
// (docs/decisions/0031-configurator-pdf-and-lead.md says how each field is read).
import { z } from "zod";

/** The configurator's model codes (docs/product.md §2.1 deep links). */
export const configuratorCodes = ["g70-fl", "gv70", "g80-new", "gv80", "g90"] as const;
export type ConfiguratorCode = (typeof configuratorCodes)[number];

/** Russian texts of the fields' problems. */
export const pdfMessages = {
  car: "Выберите модель: g70-fl, gv70, g80-new, gv80 или g90",
  modification: "Выберите комплектацию этой модели",
  exterior: "Выберите цвет кузова этой модели",
  interior: "Выберите отделку салона этой модели",
  program: "Выберите кредитную программу, доступную для этой цены",
  amount: "Укажите сумму целым числом рублей",
  term: "Срок кредита — целое число месяцев",
  percent: "Ставка — число процентов, например 14,9",
  save: "Параметр save может быть только 0 или 1",
  text: "Не длиннее 200 символов",
  invalidAnswer: "Неверный ответ сервера",
  notFound: "Такого PDF нет: соберите автомобиль в конфигураторе ещё раз",
} as const;

const code = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^[a-z0-9][a-z0-9.-]{0,59}$/, message);
const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
/** Whole roubles, possibly typed with the money mask ("1 200 000 ₽"). */
const roubles = z.preprocess(
  (v) =>
    typeof v === "string"
      ? v.replace(/[\s\u00a0₽]/g, "") === ""
        ? undefined
        : Number(v.replace(/[\s\u00a0₽]/g, "").replace(",", "."))
      : v,
  z.number({ error: pdfMessages.amount }).min(0, pdfMessages.amount).max(1_000_000_000, pdfMessages.amount).optional(),
);

/** The query of GET download/pdf/. Codes are lower-case slugs; amounts whole roubles; `credit` the term in months. */
export const pdfRequestSchema = z.object({
  car: z.enum(configuratorCodes, { error: pdfMessages.car }),
  modification: code(pdfMessages.modification),
  /** The package's name as the page showed it: informative, the PDF prints the catalogue's. */
  packet: z.preprocess(blankToUndefined, z.string().trim().max(200, pdfMessages.text).optional()),
  /** The engine line as the page showed it: informative too. */
  trim_caption: z.preprocess(blankToUndefined, z.string().trim().max(200, pdfMessages.text).optional()),
  interior: code(pdfMessages.interior),
  exterior: code(pdfMessages.exterior),
  /** The credit's term in months; absent or 0 when the car is bought without credit. */
  credit: z.preprocess(
    (v) => (blankToUndefined(v) === undefined ? undefined : Number(v)),
    z.number({ error: pdfMessages.term }).int(pdfMessages.term).min(0, pdfMessages.term).max(600, pdfMessages.term).optional(),
  ),
  /** The credit program's id. */
  program: z.preprocess(
    (v) => (blankToUndefined(v) === undefined ? undefined : Number(v)),
    z
      .number({ error: pdfMessages.program })
      .int(pdfMessages.program)
      .positive(pdfMessages.program)
      .max(2_147_483_647, pdfMessages.program)
      .optional(),
  ),
  amount_credit: roubles,
  first_pay: roubles,
  percent: z.preprocess(
    (v) => (blankToUndefined(v) === undefined ? undefined : Number(String(v).replace(",", ".").replace("%", ""))),
    z.number({ error: pdfMessages.percent }).min(0, pdfMessages.percent).max(100, pdfMessages.percent).optional(),
  ),
  monthly_payment: roubles,
  save: z.preprocess((v) => (blankToUndefined(v) === undefined ? "1" : v), z.enum(["0", "1"], { error: pdfMessages.save })),
});
export type PdfRequest = z.output<typeof pdfRequestSchema>;
export type PdfRequestInput = z.input<typeof pdfRequestSchema>;

/** A PDF's name: the model, then a digest of the configuration. */
export const pdfFileNamePattern = /^genesis-[a-z0-9-]{2,10}-[0-9a-f]{16}\.pdf$/;

/** What download/pdf/ answers: the PDF's name under download/pdf/ (docs/product.md §7 «field file is the pdf name»). */
export const pdfAnswerSchema = z.object({ file: z.string().regex(pdfFileNamePattern) });

/** The first message of each field that failed. */
export function pdfFieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[String(issue.path[0] ?? "form")] ??= issue.message;
  return fields;
}
