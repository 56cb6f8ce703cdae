import { redirect } from "react-router";
import { callStaffApi, isHttps, sessionToken, staffHeaders } from "~/features/staff/staff-api.server";
import { clearCookie, sessionCookieName } from "~/features/staff/staff-cookies.server";
import type { Route } from "./+types/staff-logout";
import { readFormData } from "~/lib/form-fields";

/** POST /staff/logout (with the session's CSRF token): the session ends on the server, then the cookie goes. */
export async function action({ request, context }: Route.ActionArgs) {
  const token = sessionToken(request);
  const form = await readFormData(request);
  const csrf = form.get("csrf");
  if (token) {
    const answer = await callStaffApi(context, "/v1/staff/session/end", {
      token,
      csrf: typeof csrf === "string" ? csrf : "",
      body: {},
      signal: request.signal,
    });
    // A request without the page's token (another site's form) ends nothing.
    if (answer.status === 403) return redirect("/staff", { headers: staffHeaders });
  }
  return redirect("/staff/login", {
    headers: { ...staffHeaders, "Set-Cookie": clearCookie(sessionCookieName(isHttps(request)), isHttps(request)) },
  });
}

/** A GET has nothing to do here. */
export function loader() {
  return redirect("/staff", { headers: staffHeaders });
}
