import type { Request } from "express";
import { z } from "zod";
import { HttpError } from "./http-error";
import { messages } from "./messages";

// The messages are written out here rather than taken from z.locales.ru(): a parameter name plus
// "expected int, received number" reads like a stack trace, and z.config() would change every other
// zod user in the same process.

/** A query parameter holding a whole number from 1 to `max`. */
export function positiveIntParam(name: string, max: number) {
  return singleValue(name)
    .regex(/^\d{1,9}$/, messages.positiveInt(name, max))
    .transform(Number)
    .refine((value) => value >= 1 && value <= max, messages.positiveInt(name, max));
}

/** A query parameter holding 0 or 1, read as a boolean. */
export function flagParam(name: string) {
  return singleValue(name)
    .refine((value) => value === "0" || value === "1", messages.flag(name))
    .transform((value) => value === "1");
}

/** A query parameter holding a non-empty string of at most `max` characters. */
export function textParam(name: string, max: number) {
  return singleValue(name).min(1, messages.textTooLong(name, max)).max(max, messages.textTooLong(name, max));
}

/** A strict object of query parameters: unknown names are an error too. */
export function querySchema<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject(shape, {
    error: (issue) => (issue.code === "unrecognized_keys" ? messages.unknownParams(issue.keys) : undefined),
  });
}

/** Parses `req.query` with the schema or throws a 400 HttpError that names every problem. */
export function parseQuery<T extends z.ZodType>(schema: T, req: Request): z.output<T> {
  const result = schema.safeParse(req.query);
  if (result.success) return result.data;
  throw new HttpError(400, result.error.issues.map((issue) => issue.message).join("; "));
}

// Express gives an array for `?page=1&page=2` (and an object with the extended parser).
function singleValue(name: string) {
  return z.string({ error: messages.singleValue(name) });
}
