/** The five model families' codes in menu order; plain data, so browser code can use it without zod. */
export const modelCodes = ["g70", "gv70", "g80-new", "gv80", "g90"] as const;
export type ModelCode = (typeof modelCodes)[number];

/** Whether a text is one of the five model families' codes. */
export function isModelCode(text: string): text is ModelCode {
  return (modelCodes as readonly string[]).includes(text);
}
