import { localDayOf, moscowOffsetMinutes } from "@contract/test-drive-time";

/** The current moment; routes take it as a parameter so tests can set "today". */
export type Clock = () => Date;

/** The real clock. */
export const systemClock: Clock = () => new Date();

/** The calendar day 'YYYY-MM-DD' of a moment in Moscow, where the dealer's dates start and end. */
export function toMoscowDay(moment: Date): string {
  return localDayOf(moment, moscowOffsetMinutes);
}
