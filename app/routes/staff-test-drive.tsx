import { data, redirect } from "react-router";
import { bookingListSchema, calendarDaySchema, type BookingList, type CalendarDay } from "@contract/staff-calendar";
import { calendarMessages } from "@contract/staff-calendar-labels";
import { staffMessages } from "@contract/staff-labels";
import {
  BookingsTable,
  CalendarGrid,
  CalendarPicker,
  calendarHref,
  slotAnchor,
  type SlotProblem,
} from "~/features/staff/test-drive-calendar";
import { callStaffApi, requireStaff, staffHeaders, toSignIn } from "~/features/staff/staff-api.server";
import { StaffErrorBoundary, StaffNotice, StaffShell } from "~/features/staff/staff-shell";
import styles from "~/features/staff/staff.module.css";
import type { Route } from "./+types/staff-test-drive";
import { formFields, readFormData } from "~/lib/form-fields";

export const handle = { staff: true };

const doneMessages: Record<string, string> = { close: calendarMessages.closed, reopen: calendarMessages.reopened };

/** The day's grid and the next two weeks' bookings of the dealer and day in the address. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, "calendar");
  const params = new URL(request.url).searchParams;
  const query = new URLSearchParams();
  for (const key of ["dealer", "day"]) {
    const value = params.get(key);
    if (value) query.set(key, value);
  }
  const call = <T,>(path: string) => callStaffApi<T>(context, path, { token: staff.token, signal: request.signal });
  let day = await call<CalendarDay>(`/v1/staff/test-drive/day?${query}`);
  let problem: string | null = null;
  if (day.status === 400 || day.status === 404) {
    // A mistyped day or an unknown dealer: say so, and show today at the first dealer instead.
    problem = day.message;
    day = await call<CalendarDay>("/v1/staff/test-drive/day");
  }
  if (day.status === 401) throw toSignIn(request);
  const calendar = calendarDaySchema.safeParse(day.data);
  const bookings = calendar.success ? await call<BookingList>(`/v1/staff/test-drive/bookings?dealer=${calendar.data.dealer.id}`) : null;
  if (bookings?.status === 401) throw toSignIn(request);
  const list = bookings ? bookingListSchema.safeParse(bookings.data) : null;
  const done = doneMessages[params.get("done") ?? ""] ?? null;
  return data(
    {
      email: staff.email,
      role: staff.role,
      csrfToken: staff.csrfToken,
      calendar: calendar.success ? calendar.data : null,
      bookings: list?.success ? list.data : null,
      problem: problem ?? (calendar.success ? null : day.message || staffMessages.unavailable),
      done,
    },
    { status: calendar.success ? 200 : 503, headers: staffHeaders },
  );
}

/** «Закрыть» and «Открыть»: each needs the session's CSRF token; success comes back to the slot. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "calendar");
  const form = await readFormData(request);
  const text = formFields(form);
  const intent = text("intent");
  const slot = { dealer: text("dealer"), car: text("car"), day: text("day"), time: text("time") };
  const problem = (message: string): SlotProblem => ({
    car: slot.car,
    time: slot.time,
    message,
    reason: intent === "close" ? text("reason") : undefined,
  });
  if (intent !== "close" && intent !== "reopen") {
    return data({ problem: problem(calendarMessages.invalidQuery) }, { status: 400, headers: staffHeaders });
  }
  const body = intent === "close" ? { ...slot, reason: text("reason") } : slot;
  const answer = await callStaffApi(context, `/v1/staff/test-drive/${intent}`, {
    token: staff.token,
    csrf: text("csrf"),
    body,
    signal: request.signal,
  });
  if (answer.status === 401) throw toSignIn(request);
  if (answer.status === 200) {
    const anchor = slot.car === "all" ? "" : `#${slotAnchor(slot.car, slot.time)}`;
    const back = `${calendarHref(Number(slot.dealer), slot.day)}&done=${intent}${anchor}`;
    throw redirect(back, { headers: staffHeaders });
  }
  return data({ problem: problem(answer.message || staffMessages.unavailable) }, { status: answer.status, headers: staffHeaders });
}

export const headers: Route.HeadersFunction = () => staffHeaders;

export const ErrorBoundary = StaffErrorBoundary;

export const meta: Route.MetaFunction = () => [{ title: "Тест-драйвы — Genesis Химки" }, { name: "robots", content: "noindex, nofollow" }];

export default function StaffTestDrivePage({ loaderData, actionData }: Route.ComponentProps) {
  const { calendar, bookings, csrfToken } = loaderData;
  const failed = actionData?.problem ?? null;
  const message = failed?.message ?? loaderData.problem ?? loaderData.done;
  return (
    <StaffShell email={loaderData.email} role={loaderData.role} csrfToken={csrfToken}>
      <h1 className={styles.title}>Тест-драйвы</h1>
      {calendar ? <CalendarPicker calendar={calendar} /> : null}
      <StaffNotice message={message} error={Boolean(failed ?? loaderData.problem)} />
      {calendar ? <CalendarGrid calendar={calendar} csrfToken={csrfToken} problem={failed} /> : null}
      {calendar && bookings ? <BookingsTable list={bookings} dealerId={calendar.dealer.id} /> : null}
    </StaffShell>
  );
}
