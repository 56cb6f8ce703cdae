import { data, Link } from "react-router";
import { inboxHref, leadDetailSchema, type LeadDetail } from "@contract/staff";
import { staffMessages } from "@contract/staff-labels";
import { loadDealerChoices } from "~/features/dealers/dealer-choices.server";
import { LeadConsents } from "~/features/staff/lead-consents";
import { LeadDelivery, LeadFacts, LeadNotifications, LeadWork, placeNames } from "~/features/staff/lead-view";
import { getServerApi } from "~/lib/server-api.server";
import { callStaffApi, requireStaff, staffHeaders, toSignIn } from "~/features/staff/staff-api.server";
import { StaffErrorBoundary, StaffNotice, StaffShell } from "~/features/staff/staff-shell";
import styles from "~/features/staff/staff.module.css";
import type { Route } from "./+types/staff-lead";
import { formFields, readFormData } from "~/lib/form-fields";

export const handle = { staff: true };

const leadPath = (id: string) => `/v1/staff/leads/${encodeURIComponent(id)}`;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, "leads");
  const answer = await callStaffApi<LeadDetail>(context, leadPath(params.id), { token: staff.token, signal: request.signal });
  if (answer.status === 401) throw toSignIn(request);
  // Another kind of lead than the role sees (a service account and a test drive): the API's own words.
  if (answer.status === 403) throw data(answer.message, { status: 403, headers: staffHeaders });
  const lead = leadDetailSchema.safeParse(answer.data);
  const me = {
    email: staff.email,
    role: staff.role,
    csrfToken: staff.csrfToken,
    back: inboxHref(new URL(request.url).searchParams.get("back")),
  };
  if (answer.status === 200 && lead.success) {
    // The city and dealer by name; their numbers when the dealer API cannot say.
    const places = placeNames(await loadDealerChoices(getServerApi(context), "all"), lead.data);
    return data({ ...me, lead: lead.data, places, problem: null }, { headers: staffHeaders });
  }
  return data(
    { ...me, lead: null, places: null, problem: answer.status === 404 ? staffMessages.leadNotFound : answer.message },
    { status: answer.status === 404 ? 404 : 503, headers: staffHeaders },
  );
}

/** The lead page's forms: work state, comment, retry, erase, notifications again; each needs the session's CSRF token. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "leads");
  const form = await readFormData(request);
  const text = formFields(form);
  const intent = text("intent");
  const bodies: Record<string, Record<string, string>> = {
    work: { state: text("state") },
    comment: { body: text("body") },
    retry: {},
    erase: form.has("confirm") ? { confirm: "on" } : {},
    "cancel-booking": {},
    "notify-again": {},
  };
  const body = bodies[intent];
  if (!body) return data({ ok: false, message: staffMessages.invalidFilter }, { status: 400, headers: staffHeaders });
  const answer = await callStaffApi(context, `${leadPath(params.id)}/${intent}`, {
    token: staff.token,
    csrf: text("csrf"),
    body,
    signal: request.signal,
  });
  if (answer.status === 401) throw toSignIn(request);
  const done: Record<string, string> = { work: "Состояние сохранено", comment: "Комментарий добавлен" };
  if (answer.status === 200) return data({ ok: true, message: answer.message || done[intent] || "Готово" }, { headers: staffHeaders });
  return data({ ok: false, message: answer.message }, { status: answer.status, headers: staffHeaders });
}

export const headers: Route.HeadersFunction = () => staffHeaders;

export const ErrorBoundary = StaffErrorBoundary;

// Each lead's tab says whose it is, so that a manager with several open tells them apart.
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.lead ? `Заявка ${loaderData.lead.id.slice(0, 8)} — Genesis Химки` : "Заявка — Genesis Химки" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function StaffLeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, places, csrfToken } = loaderData;
  return (
    <StaffShell email={loaderData.email} role={loaderData.role} csrfToken={csrfToken}>
      <p>
        <Link to={loaderData.back}>← Все заявки</Link>
      </p>
      <h1 className={styles.title}>{lead ? `Заявка ${lead.id.slice(0, 8)}` : "Заявка"}</h1>
      <StaffNotice message={actionData?.message ?? loaderData.problem} error={actionData ? !actionData.ok : Boolean(loaderData.problem)} />
      {lead ? (
        <div className={styles.grid}>
          <div>
            <LeadFacts lead={lead} places={places} />
            <LeadConsents lead={lead} />
          </div>
          <div>
            <LeadDelivery lead={lead} csrfToken={csrfToken} />
            <LeadNotifications lead={lead} csrfToken={csrfToken} />
            <LeadWork lead={lead} csrfToken={csrfToken} />
          </div>
        </div>
      ) : null}
    </StaffShell>
  );
}
