import { z } from "zod";

/** Every answer of the dealer and brand backends: `{ success, data, message }` (docs/product.md §7). */
export type Envelope<T> = {
  success: boolean;
  data: T;
  message: string;
};

/** Builds the zod schema of an envelope around the schema of its data. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.boolean(),
    data,
    message: z.string(),
  });
}

/** A successful envelope. */
export function ok<T>(data: T, message = ""): Envelope<T> {
  return { success: true, data, message };
}

/** A failed envelope carrying a Russian message for the visitor. */
export function fail(message: string): Envelope<null> {
  return { success: false, data: null, message };
}
