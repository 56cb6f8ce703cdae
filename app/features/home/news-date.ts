/** The date part of backend date text, for <time dateTime>: '2026-03-05 10:00:00' → '2026-03-05'. */
export function isoDay(text: string): string | undefined {
  return /^\d{4}-\d{2}-\d{2}/.exec(text)?.[0];
}
