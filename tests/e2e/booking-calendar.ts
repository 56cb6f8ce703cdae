import { expect, type Locator } from "@playwright/test";

// The test-drive calendar as journeys use it. Which days have free times depends on the hour the
// journeys run (a slot is bookable two hours ahead at the earliest, and the month ends), so a journey
// asks for a day by what it needs from it, never by its place on today's calendar.

export const dayGroup = (form: Locator) => form.getByRole("group", { name: /^Дни месяца/ });
export const freeDays = (form: Locator) => dayGroup(form).locator("button:not([aria-disabled])");
export const freeTimes = (form: Locator) => form.locator('input[name="slot"]:not([disabled]):visible');
const monthButtons = (form: Locator) => form.getByRole("group", { name: "Месяц", exact: true }).getByRole("button");

/**
 * Chooses the `nth` (from 0) day of the calendar, across its months, that has at least `minTimes`
 * free times, and returns the day's label («вторник, 25 ноября, …»). Days with fewer free times (the
 * rest of today late in the afternoon) are passed over.
 */
export async function chooseFreeDay(form: Locator, { nth = 0, minTimes = 1 } = {}): Promise<string> {
  await expect(freeDays(form).first()).toBeVisible();
  const months = await monthButtons(form).count();
  let found = 0;
  for (let month = 0; month < months; month++) {
    await monthButtons(form).nth(month).click();
    const days = await freeDays(form).count();
    for (let index = 0; index < days; index++) {
      const day = freeDays(form).nth(index);
      await day.click();
      await expect(day).toHaveAttribute("aria-pressed", "true");
      if ((await freeTimes(form).count()) < minTimes) continue;
      if (found++ === nth) return (await day.getAttribute("aria-label")) ?? "";
    }
  }
  throw new Error(`в календаре нет ${nth + 1}-го дня, где свободно хотя бы ${minTimes} врем.`);
}

/** Shows and presses the day whose label starts with `label`, in whichever month it is. */
export async function pressDay(form: Locator, label: string) {
  const months = await monthButtons(form).count();
  for (let month = 0; month < months; month++) {
    await monthButtons(form).nth(month).click();
    const day = dayGroup(form).getByRole("button", { name: new RegExp(`^${label}`) });
    if ((await day.count()) === 0) continue;
    await day.click();
    return;
  }
  throw new Error(`в календаре нет дня «${label}»`);
}
