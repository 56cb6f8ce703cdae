import type { Request } from "express";
import { z } from "zod";
import { HttpError } from "./http-error";
import { messages } from "./messages";
import { hasNoControlCharacters } from "./query";
import { russianIssueMessage } from "@contract/russian-issues";

// A form's schema usually comes from contract/ with its own Russian messages (the browser shows the
// same ones). Issues a schema leaves without a message get the contract's Russian error map, passed to
// each parse: z.config() would change every other zod user in the process.

/** A strict object of body fields, like `querySchema`: an unknown field is an error too. */
export function bodySchema<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject(shape, {
    error: (issue) => (issue.code === "unrecognized_keys" ? messages.unknownFields(issue.keys) : undefined),
  });
}

/**
 * A body field holding one non-empty line of at most `max` characters, spaces trimmed; with
 * `multiline` it may hold line breaks (a comment), read as \n whatever the client sent (multipart
 * bodies carry \r\n), and still no other control characters.
 */
export function textField(name: string, max: number, { multiline = false } = {}) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? messages.fieldRequired(name) : messages.fieldSingleValue(name)) })
    .transform((value) => (multiline ? value.replace(/\r\n?/g, "\n") : value).trim())
    .refine((value) => value.length > 0, messages.fieldRequired(name))
    .refine((value) => value.length <= max, messages.fieldText(name, max))
    .refine((value) => hasNoControlCharacters(multiline ? value.replaceAll("\n", " ") : value), messages.fieldControlCharacters(name));
}

/** Parses `req.body` (read by `readBody`) with the schema or throws a 400 HttpError that names every problem. */
export function parseBody<T extends z.ZodType>(schema: T, req: Request): z.output<T> {
  const result = schema.safeParse(req.body, { error: fallbackMessage });
  if (result.success) return result.data;
  throw new HttpError(400, result.error.issues.map((issue) => issue.message).join("; "));
}

/**
 * The Russian message of an issue its schema left without one (zod's own texts are English): the
 * contract's one error map, which names the field as a person knows it.
 */
export const fallbackMessage = russianIssueMessage;
