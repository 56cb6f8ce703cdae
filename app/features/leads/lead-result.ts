// What a lead form's action answers and what the browser checks before sending: shared by the route
// actions (server) and the forms (browser), so both read the same result and the same field messages.
import type { z } from "zod";
import { leadFieldErrors, type LeadFieldErrors, type LeadType } from "@contract/leads-fields";
import { russianIssueMessage } from "@contract/russian-issues";

/** The dealer took the request: its kind, its id and the number the visitor may quote on the phone. */
export type LeadSuccess = { ok: true; kind: LeadType; id: string; number: string };

/**
 * The request was not taken. `fields` are inline messages (the browser's check or the dealer's 400);
 * `values` is what was posted, so a page rendered without JavaScript shows the form as it was typed;
 * `nextKey` is the idempotency key of the next attempt for that page. A form may also come back
 * unsent on purpose, as a `notice` (the test drive's «Показать свободное время» without scripts).
 */
export type LeadFailure = {
  ok: false;
  message: string;
  fields?: LeadFieldErrors;
  values?: Record<string, string>;
  nextKey?: string;
  /** Nothing went wrong: the answer only says what the form now shows (drawn as a note, not an error). */
  notice?: true;
};

export type LeadResult = LeadSuccess | LeadFailure;

/** Form fields that are never echoed back into a re-rendered form. */
const secretFields = new Set(["idempotency_key", "website"]);

/** Texts of the form's own states (the field messages come from the contract). */
export const leadTexts = {
  checkFields: "Проверьте поля, отмеченные ниже",
  retryLater: "Слишком много заявок за короткое время. Подождите несколько минут и отправьте форму ещё раз — всё, что вы ввели, сохранено.",
  unavailable: "Сервис заявок сейчас недоступен",
  pending: "Отправляем…",
  offline:
    "Не удалось получить ответ: похоже, прервалось подключение к интернету. Проверьте его и отправьте форму ещё раз — всё, что вы ввели, сохранено, а повторная отправка не создаст вторую заявку.",
  successTitle: "Заявка принята",
} as const;

/** The request number a visitor sees and quotes: the first 8 characters of the lead's id. */
export function requestNumber(id: string): string {
  return id.slice(0, 8);
}

/** The posted fields as strings (files and repeated keys aside), the honeypot and the key left out. */
export function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData) {
    if (typeof value === "string" && !secretFields.has(key) && !(key in values)) values[key] = value;
  }
  return values;
}

/** Everything posted as strings, the secret fields included: what the schema reads. */
export function formInput(formData: FormData): Record<string, string> {
  const input: Record<string, string> = {};
  for (const [key, value] of formData) if (typeof value === "string" && !(key in input)) input[key] = value;
  return input;
}

/** A further check of a form beyond its schema (e.g. a date not in the past); null when it passes. */
export type LeadCheck = (input: Record<string, string>) => LeadFieldErrors | null;

/**
 * Checks a form with its contract schema and the form's own extra check, as the browser does before
 * sending and the action does again: the first message of each failing field, or null when it passes.
 */
export function validateLead(schema: z.ZodType, input: Record<string, string>, check?: LeadCheck): LeadFieldErrors | null {
  const parsed = schema.safeParse(input, { error: russianIssueMessage });
  // The schema's message wins where both speak of one field.
  const fields = { ...(check?.(input) ?? {}), ...(parsed.success ? {} : leadFieldErrors(parsed.error)) };
  return Object.keys(fields).length > 0 ? fields : null;
}
