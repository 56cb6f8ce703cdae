// The places a test drive can be booked at (docs/product.md §3 «test-drive cities and dealers»), as the form
// shows them, and the checks of the form beyond its contract schema.
import { leadMessages, type LeadFieldErrors } from "@contract/leads-fields";
import { localDayOf, moscowOffsetMinutes } from "@contract/test-drive-time";
import type { LeadCheck } from "~/features/leads/lead-result";

export type TestDriveDealer = { id: number; name: string; address: string };
export type TestDriveCity = { id: number; name: string; dealers: TestDriveDealer[] };

/** Cities with at least one test-drive dealer, and the city to start with (the dealer's own). */
export type TestDriveChoices = { cities: TestDriveCity[]; defaultCityId: number | null };

/**
 * Today in Moscow as 'YYYY-MM-DD': the dealer's calendar, the same on the server and in any
 * visitor's browser (so the date input's `min` hydrates without a mismatch).
 */
export function moscowToday(now: Date = new Date()): string {
  return localDayOf(now, moscowOffsetMinutes);
}

/** The day of a test drive is today or later (the contract only checks its format). */
export const testDriveCheck: LeadCheck = (input) => {
  const day = input.preferred_date;
  return day && /^\d{4}-\d{2}-\d{2}$/.test(day) && day < moscowToday() ? { preferred_date: leadMessages.dateInvalid } : null;
};

/**
 * The chosen dealer must be one of the chosen city's. Without JavaScript the dealer list cannot follow
 * a new city, so a mismatch asks the visitor to pick again from the city's dealers the page now shows.
 */
export function dealerCityCheck(choices: TestDriveChoices, input: Record<string, string>): LeadFieldErrors | null {
  const city = choices.cities.find((c) => String(c.id) === input.city);
  if (!city) return { city: leadMessages.cityRequired };
  return city.dealers.some((d) => String(d.id) === input.dealer) ? null : { dealer: leadMessages.dealerRequired };
}

/**
 * The dealer a form answered to the server shows: the posted one when the posted city has it, else
 * that city's first (a city changed without JavaScript keeps posting the old city's dealer).
 */
export function shownDealer(choices: TestDriveChoices | null, input: Record<string, string | undefined>): string {
  const posted = input.dealer ?? "";
  const city = choices?.cities.find((c) => String(c.id) === input.city);
  if (!city || city.dealers.some((d) => String(d.id) === posted)) return posted;
  return String(city.dealers[0]?.id ?? posted);
}

/** The city the form starts with: a posted one the page still offers, else the default. */
export function startingCity(choices: TestDriveChoices, posted: string | undefined): string {
  const known = choices.cities.find((c) => String(c.id) === posted);
  return String(known?.id ?? choices.defaultCityId ?? choices.cities[0]?.id ?? "");
}
