// How the staff pages reach the staff API of the dealer backend (docs/decisions/0033-staff-inbox.md):
// the session token lives in an HttpOnly cookie of the site; loaders and actions send it to the API
// as a bearer token, with the CSRF token of a write and the staff member's address (the API limits
// failed sign-ins per address).
import { data, redirect, type AppLoadContext } from "react-router";
import { canOpen, type StaffArea } from "@contract/staff-roles";
import { csrfHeader, staffMessages, staffMeSchema, type StaffMe } from "@contract/staff";
import { getServerApi } from "~/lib/server-api.server";
import { readCookie, sessionCookieName, clearCookie } from "./staff-cookies.server";

/** An answer of the staff API: status, envelope (or null for a file), and the raw response. */
export type StaffAnswer<T = unknown> = { status: number; data: T | null; message: string; response: Response };

type CallOptions = {
  token?: string;
  csrf?: string;
  method?: "GET" | "POST";
  body?: Record<string, unknown>;
  /** A multipart body (a picture's upload) instead of JSON. */
  form?: FormData;
  /** The staff member's address, for the API's per-address limit of failed sign-ins. */
  clientIp?: string;
  signal?: AbortSignal;
};

/** Long enough for a large picture the backend resizes into every width (docs/operations.md, content studio). */
const uploadTimeoutMs = 60_000;

/**
 * Calls the staff API below the dealer base through the site's one API client (its timeout, abort and logging);
 * the staff API answers its envelope with any status (422 with field errors, 409 …), so the body is read here.
 * A network failure or timeout is a 503 with a Russian message.
 */
export async function callStaffApi<T = unknown>(context: AppLoadContext, path: string, opts: CallOptions = {}): Promise<StaffAnswer<T>> {
  const headers = new Headers();
  if (opts.token) headers.set("Authorization", `Bearer ${opts.token}`);
  if (opts.csrf) headers.set(csrfHeader, opts.csrf);
  if (opts.clientIp) headers.set("X-Forwarded-For", opts.clientIp);
  const result = await getServerApi(context).request({
    service: "dealer",
    path,
    method: opts.method ?? (opts.body || opts.form ? "POST" : "GET"),
    headers,
    body: opts.form ?? opts.body,
    signal: opts.signal,
    responseType: "response",
    timeoutMs: opts.form ? uploadTimeoutMs : undefined,
  });
  const response = result.response;
  if (!response) return { status: 503, data: null, message: staffMessages.unavailable, response: new Response(null, { status: 503 }) };
  const type = response.headers.get("Content-Type") ?? "";
  if (!type.includes("application/json")) {
    return { status: response.status, data: null, message: response.ok ? "" : staffMessages.unavailable, response };
  }
  const body = (await response.json().catch(() => null)) as { data?: T; message?: string } | null;
  return {
    status: response.status,
    data: body?.data ?? null,
    message: body?.message || (response.ok ? "" : staffMessages.unavailable),
    response,
  };
}

/** Whether the site is reached over https (Express's req.protocol, which honours TRUST_PROXY). */
export const isHttps = (request: Request) => new URL(request.url).protocol === "https:";

/** The session token of the request's cookie, if any. */
export function sessionToken(request: Request): string | undefined {
  return readCookie(request.headers.get("Cookie"), sessionCookieName(isHttps(request)));
}

/** The sign-in page, coming back to this page afterwards; the stale cookie is dropped. */
export function toSignIn(request: Request): Response {
  const url = new URL(request.url);
  const next = `${url.pathname}${url.search}`;
  const target = next === "/staff" ? "/staff/login" : `/staff/login?next=${encodeURIComponent(next)}`;
  return redirect(target, {
    headers: { "Set-Cookie": clearCookie(sessionCookieName(isHttps(request)), isHttps(request)), "Cache-Control": "no-store" },
  });
}

/**
 * The signed-in staff member with their token, or a thrown redirect to the sign-in page; with an area,
 * a member whose role does not open it gets a thrown 403 with the Russian reason (the staff pages'
 * error boundary words it). The API checks the same on every call; this only spares the round trip.
 */
export async function requireStaff(request: Request, context: AppLoadContext, area?: StaffArea): Promise<StaffMe & { token: string }> {
  const token = sessionToken(request);
  if (!token) throw toSignIn(request);
  const me = await callStaffApi(context, "/v1/staff/me", { token, signal: request.signal });
  if (me.status === 401) throw toSignIn(request);
  const parsed = staffMeSchema.safeParse(me.data);
  if (!parsed.success) throw data(me.message || staffMessages.unavailable, { status: 503, headers: staffHeaders });
  if (area && !canOpen(parsed.data.role, area)) throw data(staffMessages.forbidden, { status: 403, headers: staffHeaders });
  return { ...parsed.data, token };
}

/** Where each area of the staff area starts. */
export const areaPaths: Record<StaffArea, string> = {
  leads: "/staff",
  calendar: "/staff/test-drive",
  content: "/staff/content",
  serviceContent: "/staff/content",
  people: "/staff/content",
  accounts: "/staff/accounts",
  feeds: "/staff/feeds",
};

const inbox = "/staff";
// Any origin that cannot be a real host: a target that leaves it names another site.
const ownOrigin = "http://site.invalid";

/**
 * Where to go after signing in: `next` resolved against the site's own origin, kept only when it stays
 * there, under /staff (not the sign-in page itself) and holds no control character (a TAB or line
 * break a browser drops or a header refuses); anything else goes to the inbox. The resolved form is
 * returned, so `/staff/../x` is judged, and answered, as the `/x` it leads to.
 */
export function safeNext(next: string | null): string {
  // eslint-disable-next-line no-control-regex -- the very characters refused
  if (!next || !next.startsWith("/") || /[\u0000-\u001f\u007f\\]/.test(next)) return inbox;
  let target: URL;
  try {
    target = new URL(next, ownOrigin);
  } catch {
    return inbox;
  }
  const path = target.pathname;
  if (target.origin !== ownOrigin || !(path === inbox || path.startsWith(`${inbox}/`)) || path.startsWith(`${inbox}/login`)) return inbox;
  return `${path}${target.search}${target.hash}`;
}

/** Headers of every staff page: never cached, never indexed. */
export const staffHeaders = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" } as const;
