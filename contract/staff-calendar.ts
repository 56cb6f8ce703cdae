// The staff test-drive calendar (issue 14; docs/decisions/0037-staff-test-drive-calendar.md): what the
// dealer backend's /v1/staff/test-drive API takes and answers, and the Russian copy staff read. The
// pages (app/) validate nothing of their own: the API is the one place a slot is closed or reopened.
import { z } from "zod";
import { calendarMessages, closureReasonMaxLength, slotStates } from "./staff-calendar-labels";
import { fromTimeKey } from "./test-drive-time";

export {
  bookingListDays,
  bookingListMaxDays,
  calendarMessages,
  closureReasonMaxLength,
  formatCalendarDay,
  formatShortDay,
  slotStateLabels,
  slotStates,
  type SlotState,
} from "./staff-calendar-labels";

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, calendarMessages.dayRequired)
  .refine((value) => {
    const parsed = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed) && new Date(parsed).toISOString().slice(0, 10) === value;
  }, calendarMessages.dayRequired);

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
const dealerId = z.coerce
  .number({ error: calendarMessages.dealerRequired })
  .int(calendarMessages.dealerRequired)
  .min(1, calendarMessages.dealerRequired)
  .max(999_999_999, calendarMessages.dealerRequired);

/** The day view's query: the dealer (default: the first that takes test drives) and its local day (default: today). */
export const calendarDayQuerySchema = z.object({
  dealer: z.preprocess(blankToUndefined, dealerId.optional()),
  day: z.preprocess(blankToUndefined, isoDay.optional()),
});
export type CalendarDayQuery = z.output<typeof calendarDayQuerySchema>;

/** The bookings list's query: the dealer and a period of its local days (default: today and 13 days on). */
export const bookingListQuerySchema = z.object({
  dealer: z.preprocess(blankToUndefined, dealerId.optional()),
  from: z.preprocess(blankToUndefined, isoDay.optional()),
  to: z.preprocess(blankToUndefined, isoDay.optional()),
});

// Bodies carry the CSRF token as a field when a form posts it; it is not data of the request itself.
const slotFields = {
  dealer: z.preprocess(blankToUndefined, dealerId),
  day: z.preprocess(blankToUndefined, z.string({ error: calendarMessages.dayRequired }).pipe(isoDay)),
  time: z.preprocess(
    blankToUndefined,
    z.string({ error: calendarMessages.timeRequired }).refine((value) => fromTimeKey(value) !== null, calendarMessages.timeRequired),
  ),
  csrf: z.string().optional(),
};

/** Closing one car's slot: the reason is required (staff and the next colleague read it). */
export const closeSlotSchema = z.object({
  ...slotFields,
  car: z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: calendarMessages.carRequired }).int(calendarMessages.carRequired).min(1, calendarMessages.carRequired),
  ),
  reason: z
    .string({ error: calendarMessages.reasonRequired })
    .transform((value) => value.replace(/\s+/g, " ").trim())
    .pipe(z.string().min(1, calendarMessages.reasonRequired).max(closureReasonMaxLength, calendarMessages.reasonTooLong)),
});
export type CloseSlotInput = z.output<typeof closeSlotSchema>;

/** Reopening a slot: of one car, or `all` for a closure of every car of the dealer. */
export const reopenSlotSchema = z.object({
  ...slotFields,
  car: z.preprocess(blankToUndefined, z.union([z.literal("all"), z.coerce.number().int().min(1)], { error: calendarMessages.carRequired })),
});
export type ReopenSlotInput = z.output<typeof reopenSlotSchema>;

/** A visitor's booking as the calendar shows it; the name and phone are personal data (the view is logged). */
export const calendarBookingSchema = z.object({
  leadId: z.string(),
  carId: z.number(),
  model: z.string(),
  version: z.string(),
  /** The dealer's local day and time. */
  day: z.string(),
  time: z.string(),
  startsAt: z.string(),
  /** Name and surname. */
  name: z.string(),
  phone: z.string(),
  /** The person's data were erased: the booking stays, nameless. */
  erased: z.boolean(),
});
export type CalendarBooking = z.infer<typeof calendarBookingSchema>;

export const calendarClosureSchema = z.object({
  reason: z.string(),
  /** The staff member's e-mail; null for closures made before it was recorded. */
  closedBy: z.string().nullable(),
  closedAt: z.string(),
  /** Closed for every car of the dealer at once. */
  allCars: z.boolean(),
});
export type CalendarClosure = z.infer<typeof calendarClosureSchema>;

/** One car's slot of the day. */
export const calendarSlotSchema = z.object({
  carId: z.number(),
  time: z.string(),
  startsAt: z.string(),
  state: z.enum(slotStates),
  booking: calendarBookingSchema.nullable(),
  closure: calendarClosureSchema.nullable(),
});
export type CalendarSlot = z.infer<typeof calendarSlotSchema>;

const dealerCard = z.object({ id: z.number(), name: z.string(), address: z.string() });

/** A dealer's day: its cars, the day's slot times, and each car's slot at each time. */
export const calendarDaySchema = z.object({
  dealer: dealerCard,
  /** Every dealer that takes test drives, for the picker. */
  dealers: z.array(dealerCard),
  day: z.string(),
  /** The dealer's local today. */
  today: z.string(),
  /** Why the dealer takes no test drives that day (a holiday, its day off); null on a working day. */
  dayOff: z.string().nullable(),
  cars: z.array(z.object({ id: z.number(), model: z.string(), version: z.string() })),
  times: z.array(z.string()),
  slots: z.array(calendarSlotSchema),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

/** A dealer's bookings over a period, earliest first. */
export const bookingListSchema = z.object({
  dealer: dealerCard,
  from: z.string(),
  to: z.string(),
  bookings: z.array(calendarBookingSchema),
});
export type BookingList = z.infer<typeof bookingListSchema>;
