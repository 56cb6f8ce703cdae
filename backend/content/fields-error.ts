// A refusal of an editor's form: each field's Russian message, shown beside the field.
import type { z } from "zod";
import { HttpError } from "../http/http-error";

/** A 400 naming each field's problem, as the editor shows them beside the fields. */
export class FieldsError extends HttpError {
  constructor(readonly fields: Record<string, string>) {
    super(400, Object.values(fields).join("; "));
  }
}

/** The first message of each field a schema refused. */
export function fieldsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[String(issue.path[0] ?? "form")] ??= issue.message;
  return fields;
}
