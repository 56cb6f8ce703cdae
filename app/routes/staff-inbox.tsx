import { data, redirect } from "react-router";
import { inboxPageSchema, leadFilterSchema, staffMessages, type InboxPage, type LeadFilter } from "@contract/staff";
import { leadFilterQuery } from "@contract/staff-labels";
import { InboxFilters, InboxPager, InboxTable, ResponseClockPanel, type FilterValues } from "~/features/staff/inbox";
import { areasOf, canOpen } from "@contract/staff-roles";
import { areaPaths, callStaffApi, requireStaff, staffHeaders, toSignIn } from "~/features/staff/staff-api.server";
import { StaffErrorBoundary, StaffNotice, StaffShell } from "~/features/staff/staff-shell";
import styles from "~/features/staff/staff.module.css";
import type { Route } from "./+types/staff-inbox";

export const handle = { staff: true };

const filterKeys = ["type", "delivery", "work", "from", "to", "q", "page"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  // A role without the leads starts in its own first section (content, accounts …).
  if (!canOpen(staff.role, "leads")) throw redirect(areaPaths[areasOf(staff.role)[0] ?? "content"], { headers: staffHeaders });
  const params = new URL(request.url).searchParams;
  const values: FilterValues = {};
  for (const key of filterKeys) {
    const value = params.get(key);
    if (value) values[key] = value;
  }
  const parsed = leadFilterSchema.safeParse(values);
  const shell = { email: staff.email, role: staff.role, csrfToken: staff.csrfToken, values };
  // A filter that cannot be read lists nothing: all leads under a message would read as its answer.
  if (!parsed.success) {
    const none: Partial<LeadFilter> = {};
    return data(
      { ...shell, filter: none, page: null, problem: parsed.error.issues[0]?.message ?? staffMessages.invalidFilter },
      { headers: staffHeaders },
    );
  }
  const filter: Partial<LeadFilter> = parsed.data;
  const answer = await callStaffApi<InboxPage>(context, `/v1/staff/leads?${leadFilterQuery(filter)}`, {
    token: staff.token,
    signal: request.signal,
  });
  if (answer.status === 401) throw toSignIn(request);
  const page = inboxPageSchema.safeParse(answer.data);
  // A page past the last (the list shrank, or an old link) is the last page.
  const last = page.success ? Math.max(1, Math.ceil(page.data.total / page.data.pageSize)) : 1;
  if (page.success && page.data.page > last)
    throw redirect(`/staff?${leadFilterQuery({ ...filter, page: last })}`, { headers: staffHeaders });
  return data(
    { ...shell, filter, page: page.success ? page.data : null, problem: page.success ? null : answer.message },
    { headers: staffHeaders },
  );
}

export const headers: Route.HeadersFunction = () => staffHeaders;

export const ErrorBoundary = StaffErrorBoundary;

export const meta: Route.MetaFunction = () => [{ title: "Заявки — Genesis Химки" }, { name: "robots", content: "noindex, nofollow" }];

export default function StaffInboxPage({ loaderData }: Route.ComponentProps) {
  const { page, filter, values, problem } = loaderData;
  const { page: _page, ...exportFilter } = filter;
  const exportQuery = leadFilterQuery(exportFilter);
  return (
    <StaffShell email={loaderData.email} role={loaderData.role} csrfToken={loaderData.csrfToken}>
      <h1 className={styles.title}>Заявки</h1>
      <InboxFilters values={values} types={page?.types ?? []} />
      <StaffNotice message={problem} error />
      {page ? (
        <>
          <div className={`${styles.actions} ${styles.summary}`}>
            <span>Найдено: {page.total}</span>
            <a href={`/staff/export/csv${exportQuery ? `?${exportQuery}` : ""}`} download>
              Выгрузить в CSV
            </a>
            <a href={`/staff/export/xlsx${exportQuery ? `?${exportQuery}` : ""}`} download>
              Выгрузить в Excel (XLSX)
            </a>
          </div>
          <InboxTable page={page} filter={filter} />
          <InboxPager page={page} filter={filter} />
          {page.clock ? <ResponseClockPanel clock={page.clock} /> : null}
        </>
      ) : null}
    </StaffShell>
  );
}
