/** The current moment; routes take it as a parameter so tests can set "today". */
export type Clock = () => Date;

/** The real clock. */
export const systemClock: Clock = () => new Date();

const moscowDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Moscow",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The calendar day 'YYYY-MM-DD' of a moment in Moscow, where the dealer's dates start and end. */
export function toMoscowDay(moment: Date): string {
  return moscowDay.format(moment);
}
