/**
 * Cleans a support phone as docs/product.md §5 says: only digits and '+' stay; 9 to 13 digits without '+'
 * get their first digit replaced by +7 ("8 495 120-45-67" → "+74951204567"). Empty gives null.
 */
export function normalizeSupportPhone(raw: string | null | undefined): string | null {
  const cleaned = (raw ?? "").replace(/[^\d+]/g, "");
  if (cleaned === "") return null;
  if (/^\d{9,13}$/.test(cleaned)) return `+7${cleaned.slice(1)}`;
  return cleaned;
}

/** Visible form of a phone: "+74951204567" → "+7 (495) 120-45-67"; other numbers stay as cleaned. */
export function formatPhone(phone: string | null | undefined): string {
  const normalized = normalizeSupportPhone(phone);
  if (normalized === null) return "";
  const match = /^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(normalized);
  if (!match) return normalized;
  const [, code, first, second, third] = match;
  return `+7 (${code}) ${first}-${second}-${third}`;
}

/** Link target of a phone: "tel:+74951204567"; empty when there is no number. */
export function phoneHref(phone: string | null | undefined): string {
  const normalized = normalizeSupportPhone(phone);
  return normalized === null ? "" : `tel:${normalized}`;
}
