// The test-drive schedule and its booking (SPEC §3 «Test-drive schedule», §7 schedule calls): the
// shape the schedule service answers, the booking request and what a booking answers. Shared by the
// dealer backend (which serves the embedded schedule) and the site (which reads any schedule service).
import { z } from "zod";
import { testDriveRequestSchema } from "./leads";
import { modelCodes } from "./model-codes";
import { fromDayKey, fromTimeKey } from "./test-drive-time";
import { bookingMessages } from "./test-drive-slots";

export { bookingMessages, slotFieldSeparator, splitSlot } from "./test-drive-slots";

/** `method` of the schedule service's calls, spelled as SPEC §7 spells it. */
export const scheduleMethods = { schedule: "getShedule", request: "request" } as const;

/** One slot of a day. */
export const slotSchema = z.object({ available: z.boolean() });

/**
 * The schedule of one dealer and model: days keyed 'dd.mm.yyyy', then slots keyed 'HH:MM' (the
 * dealer's local time). A day with no slots is a day the dealer does not work.
 */
export const scheduleSchema = z.record(
  z.string().regex(/^\d{2}\.\d{2}\.\d{4}$/),
  z.record(z.string().regex(/^\d{2}:\d{2}$/), slotSchema),
);
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

/** What a refused booking carries in `data` besides field messages: `taken` when someone else was faster. */
export const bookingRefusedSchema = z.object({
  reason: z.enum(["taken", "unavailable"]).optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
