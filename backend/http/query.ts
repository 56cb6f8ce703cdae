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

/** Largest id a parameter accepts: ids are int4, and a longer number cannot be one of ours. */
export const maxId = 999_999_999;

/** A query or path parameter holding an id (a whole number from 1 to {@link maxId}). */
export function idParam(name: string) {
  return positiveIntParam(name, maxId);
}

/** A query parameter holding 0 or 1, read as a boolean. */
export function flagParam(name: string) {
  return singleValue(name)
    .refine((value) => value === "0" || value === "1", messages.flag(name))
    .transform((value) => value === "1");
}

/** A query parameter holding 1/true or 0/false (what other dealer backends accept), read as a boolean. */
export function booleanParam(name: string) {
  return singleValue(name)
    .refine((value) => ["1", "0", "true", "false"].includes(value), messages.booleanFlag(name))
    .transform((value) => value === "1" || value === "true");
}

/** A query parameter holding a non-empty string of at most `max` characters, without control characters. */
export function textParam(name: string, max: number) {
  return singleValue(name)
    .min(1, messages.textTooLong(name, max))
    .max(max, messages.textTooLong(name, max))
    .refine(hasNoControlCharacters, messages.controlCharacters(name));
}

/** A query or path parameter holding one of `values`. */
export function enumParam<const T extends readonly [string, ...string[]]>(name: string, values: T) {
  return singleValue(name)
    .refine((value) => values.includes(value), messages.oneOf(name, values))
    .transform((value) => value as T[number]);
}

/** A query or path parameter holding a slug (`trade-in`): lower-case latin words and digits joined by hyphens. */
export function slugParam(name: string, max: number) {
  return singleValue(name).refine((value) => value.length <= max && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value), messages.slug(name, max));
}

/** True when the text has no control characters (PostgreSQL refuses NUL in text outright). */
export function hasNoControlCharacters(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return !/[\u0000-\u001f\u007f]/.test(value);
}

/** A strict object of query parameters: unknown names are an error too. */
export function querySchema<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject(shape, {
    error: (issue) => (issue.code === "unrecognized_keys" ? messages.unknownParams(issue.keys) : undefined),
  });
}

/** Parses `req.query` with the schema or throws a 400 HttpError that names every problem. */
export function parseQuery<T extends z.ZodType>(schema: T, req: Request): z.output<T> {
  return parseOrThrow(schema, req.query);
}

/** Parses the path parameters (`/v1/feature/:id`) like {@link parseQuery}. */
export function parseParams<T extends z.ZodType>(schema: T, req: Request): z.output<T> {
  return parseOrThrow(schema, req.params);
}

function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new HttpError(400, result.error.issues.map((issue) => issue.message).join("; "));
}

// Express gives an array for `?page=1&page=2` (and an object with the extended parser); a required
// parameter that is absent arrives as undefined.
function singleValue(name: string) {
  return z.string({
    error: (issue) => (issue.input === undefined ? messages.required(name) : messages.singleValue(name)),
  });
}
