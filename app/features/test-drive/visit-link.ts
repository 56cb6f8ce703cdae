import type { BookingAccepted } from "@contract/test-drive";

/** The address of a booked visit's calendar file: what the file needs, in its query. */
export function visitFileHref(id: string, booking: BookingAccepted["booking"]): string {
  const query = new URLSearchParams({
    id,
    dealer: String(booking.dealerId),
    model: booking.model,
    start: booking.startsAt,
    end: booking.endsAt,
  });
  return `/test-drive/visit.ics?${query.toString()}`;
}
