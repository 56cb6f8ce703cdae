// The test-drive schedule and its booking (docs/product.md §3 «Test-drive schedule», §7 schedule calls): the
// shape the schedule service answers, the booking request and what a booking answers. Shared by the
// dealer backend (which serves the embedded schedule) and the site (which reads any schedule service).
import { z } from "zod";
import { testDriveRequestSchema } from "./leads";
import { modelCodes } from "./model-codes";
import { fromDayKey, fromTimeKey, normaliseDayKey, normaliseTimeKey } from "./test-drive-time";
import { bookingMessages } from "./test-drive-slots";

export { bookingMessages, slotFieldSeparator, splitSlot } from "./test-drive-slots";

/** `method` of the schedule service's calls, spelled as docs/product.md §7 spells it. */
export const scheduleMethods = { schedule: "getShedule", request: "request" } as const;

/** One slot of a day; a service may say available as true/false, 1/0 or "1"/"0". */
export const slotSchema = z.object({
  available: z
    .union([z.boolean(), z.literal(1), z.literal(0), z.enum(["1", "0", "true", "false"])])
    .transform((v) => v === true || v === 1 || v === "1" || v === "true"),
});

/**
 * The schedule of one dealer and model: days keyed 'dd.mm.yyyy', then slots keyed 'HH:MM' (the
 * dealer's local time). A day with no slots is a day the dealer does not work. A service writing its
 * days as '2026-11-24' or its times as '9:30' or '09:30:00' is read into that form; a key that is no
 * day or time fails the whole schedule (the visitor is offered the callback instead).
 */
export const scheduleSchema = z.record(z.string(), z.record(z.string(), slotSchema)).transform((days, ctx) => {
  const schedule: Record<string, Record<string, { available: boolean }>> = {};
  for (const [dayText, slots] of Object.entries(days)) {
    const day = normaliseDayKey(dayText);
    if (!day) {
      ctx.addIssue({ code: "custom", message: `не день: «${dayText.slice(0, 20)}»` });
      return z.NEVER;
    }
    const times: Record<string, { available: boolean }> = (schedule[day] ??= {});
    for (const [timeText, slot] of Object.entries(slots)) {
      const time = normaliseTimeKey(timeText);
      if (!time) {
        ctx.addIssue({ code: "custom", message: `не время: «${timeText.slice(0, 20)}»` });
        return z.NEVER;
      }
      times[time] = slot;
    }
  }
  return schedule;
});
export type Schedule = z.infer<typeof scheduleSchema>;

const dayKey = z
  .string({ error: bookingMessages.slotRequired })
  .trim()
  .refine((value) => fromDayKey(value) !== null, bookingMessages.slotRequired);
const timeKey = z
  .string({ error: bookingMessages.slotRequired })
  .trim()
  .refine((value) => fromTimeKey(value) !== null, bookingMessages.slotRequired);

/**
 * A booking (POST /v1/request with a date and time, or `method=request` to the schedule service):
 * the test-drive request's fields with the chosen slot instead of a preferred day.
 */
export const testDriveBookingSchema = testDriveRequestSchema
  .omit({ preferred_date: true, preferred_time: true })
  .extend({ date: dayKey, time: timeKey });
export type TestDriveBooking = z.output<typeof testDriveBookingSchema>;

/** What a booking answers in `data`: the lead (as any request) and the booked visit, ready to show. */
export const bookingAcceptedSchema = z.object({
  id: z.string().uuid(),
  createdAt: z.string(),
  booking: z.object({
    model: z.enum(modelCodes),
    dealerId: z.number().int(),
    dealerName: z.string(),
    address: z.string(),
    date: z.string(),
    time: z.string(),
    /** ISO moments of the start and end of the visit. */
    startsAt: z.string(),
    endsAt: z.string(),
  }),
});
export type BookingAccepted = z.infer<typeof bookingAcceptedSchema>;
