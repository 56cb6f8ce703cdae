import { leadFilterQuery, leadFilterSchema, staffMessages } from "@contract/staff";
import { callStaffApi, sessionToken, staffHeaders, toSignIn } from "~/features/staff/staff-api.server";
import type { Route } from "./+types/staff-export";

/** GET /staff/export/csv|xlsx?filters: the filtered leads as a file, straight from the staff API (which logs the export). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const token = sessionToken(request);
  if (!token) throw toSignIn(request);
  if (params.format !== "csv" && params.format !== "xlsx")
    throw new Response(staffMessages.invalidFormat, { status: 404, headers: staffHeaders });
  // A GET rides on the session cookie from any page (SameSite=Lax): a link on another site must not
  // start a download of the leads, however harmless the file on the staff member's own machine.
  if (request.headers.get("Sec-Fetch-Site") === "cross-site") {
    return new Response(staffMessages.exportFromOtherSite, {
      status: 403,
      headers: { ...staffHeaders, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const filter = leadFilterSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!filter.success)
    return new Response(filter.error.issues[0]?.message ?? staffMessages.invalidFilter, {
      status: 400,
      headers: { ...staffHeaders, "Content-Type": "text/plain; charset=utf-8" },
    });
  const { page: _page, ...rest } = filter.data;
  const answer = await callStaffApi(context, `/v1/staff/leads/export?${leadFilterQuery(rest, { format: params.format })}`, {
    token,
    signal: request.signal,
  });
  if (answer.status === 401) throw toSignIn(request);
  if (answer.status !== 200 || !answer.response.body) {
    return new Response(answer.message || staffMessages.unavailable, {
      status: answer.status === 200 ? 502 : answer.status,
      headers: { ...staffHeaders, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const headers = new Headers(staffHeaders);
  for (const name of ["Content-Type", "Content-Disposition", "Content-Length"]) {
    const value = answer.response.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set("X-Content-Type-Options", "nosniff");
  return new Response(answer.response.body, { status: 200, headers });
}
