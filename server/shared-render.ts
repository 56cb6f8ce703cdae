// One render of a page for every visitor of its variant (docs/decisions/0086): the request it sees (the visitor's
// headers that describe what they asked for, the variant's cookie and none of theirs), whether its answer may be
// shared, and the page to keep made of it: its headers computed once (the CSP allowing its inline scripts by hash
// instead of the render's nonce), gzip at once. Whether it is kept is the cache's (page-cache.ts).
import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { currentRequestId, withRequestContext, type RequestContext } from "@platform/logger";
import type { PageKey } from "./page-key";
import type { KeptPage } from "./page-store";

const gzip = promisify(zlib.gzip);

/** Renders a page for the shared visitor; the nonce is the one its inline scripts are to carry. */
export type SharedRender = (request: Request, nonce: string) => Promise<Response>;

/** An answer for one visitor only, with the nonce its inline scripts were rendered with. */
export type Uncacheable = { status: number; headers: Headers; body: Buffer; nonce: string };
export type Outcome = { entry: KeptPage } | { uncacheable: Uncacheable };

/** Where a shared render stands: its loaders and React, its body, gzip. */
export type RenderPhase = "render" | "body" | "gzip";

export type SharedRendererOptions = {
  render: SharedRender;
  /** The Cookie header the variant is rendered with (the only cookie a shared render sees). */
  cookieOfVariant: (variant: string) => string | undefined;
  /** Rewrites a kept HTML page once, before it is compressed (e.g. to inline its stylesheets). */
  transformHtml?: (html: string) => string;
  freshMs: number;
  staleMs: number;
  degradedMs: number;
  now: () => number;
};

/** One shared render: of which page, under which content version, at which address, for which request if any. */
export type SharedRenderTask = {
  key: PageKey;
  version: string;
  /** Where a shared render says the page is (`sharedOrigin`). */
  origin: string;
  /** The request that missed the page; none for a page rendered anew in the background. */
  req?: IncomingMessage;
  /** The security headers the web app set on that request's answer (`ownHeaders`). */
  security?: OutgoingHttpHeaders;
};

// Headers of the render that describe the page itself; the rest (caching, encoding, length) are the cache's.
const pageHeaders = new Set(["content-type", "content-language", "x-robots-tag", "link"]);
// Headers of the filling request's answer that belong to that request, not to the page.
const perRequestHeaders = new Set([
  "x-request-id",
  "connection",
  "content-length",
  "content-encoding",
  "etag",
  "age",
  "cache-control",
  "vary",
  "x-page-cache",
  "set-cookie",
]);
const maxPageBytes = 2 * 1024 * 1024;

/**
 * Renders pages for sharing; `setPhase` hears where a render stands. `keptSecurity` gives the security headers of
 * the page kept under a key, which a page rendered anew in the background takes.
 */
export function createSharedRenderer(opts: SharedRendererOptions, keptSecurity: (key: string) => OutgoingHttpHeaders | undefined) {
  const cacheControl = `public, max-age=0, s-maxage=${Math.round(opts.freshMs / 1000)}, stale-while-revalidate=${Math.round(opts.staleMs / 1000)}`;
  const degradedCacheControl = `public, max-age=0, s-maxage=${Math.round(opts.degradedMs / 1000)}`;

  return async function renderForSharing(task: SharedRenderTask, setPhase: (phase: RenderPhase) => void): Promise<Outcome> {
    const { key, req } = task;
    const nonce = randomBytes(16).toString("base64");
    // The render runs in a request context of its own, so that a failure it covers marks this render only.
    const render: RequestContext = { requestId: currentRequestId() ?? randomUUID() };
    const { response, rendered } = await withRequestContext(render, async () => {
      const answer = await opts.render(sharedRequest(task.origin + key.url, key.variant, req, opts.cookieOfVariant), nonce);
      setPhase("body");
      return { response: answer, rendered: Buffer.from(await answer.arrayBuffer()) };
    });
    if (!isShareable(response, rendered))
      return { uncacheable: { status: response.status, headers: response.headers, body: rendered, nonce } };
    const isHtml = (response.headers.get("content-type") ?? "").startsWith("text/html");
    const body = isHtml && opts.transformHtml ? Buffer.from(opts.transformHtml(rendered.toString("utf8")), "utf8") : rendered;
    // A page rendered anew in the background takes the security headers of the page it replaces.
    const security = task.security ?? keptSecurity(key.key) ?? {};
    // A page that covers a failure (an API down, bundled news only) is kept a few seconds only: enough
    // that an outage does not cost a render per visitor, short enough that the whole page is back soon.
    const degraded = render.degraded === true;
    const head = keptHead(security, body, response, degraded ? degradedCacheControl : cacheControl);
    setPhase("gzip");
    const compressed = await gzip(body, { level: 9 });
    const entry: KeptPage = {
      ...key,
      version: task.version,
      renderedAt: opts.now(),
      freshMs: degraded ? opts.degradedMs : opts.freshMs,
      staleMs: degraded ? 0 : opts.staleMs,
      status: response.status,
      head,
      security,
      etag: createHash("sha256").update(body).digest("base64url").slice(0, 27),
      identity: body,
      gzip: compressed,
    };
    return { entry };
  };
}

/** The headers a kept page goes out with (but its ETag, encoding, length and age). */
function keptHead(security: OutgoingHttpHeaders, body: Buffer, response: Response, cacheControl: string): OutgoingHttpHeaders {
  const head: OutgoingHttpHeaders = { ...security };
  const policy = head["content-security-policy"];
  if (typeof policy === "string") head["content-security-policy"] = policy.replace(/'nonce-[^']*'/, inlineScriptSources(body));
  for (const [name, value] of response.headers) if (pageHeaders.has(name.toLowerCase())) head[name.toLowerCase()] = value;
  head["cache-control"] = cacheControl;
  head.vary = "Accept-Encoding, Cookie";
  return head;
}

/** Where a shared render says the page is: the address the visitor used (Express's protocol, their host). */
export function sharedOrigin(req: IncomingMessage & { protocol?: string }): string {
  return `${req.protocol ?? "http"}://${req.headers.host ?? "localhost"}`;
}

/** The headers the web app set on the filling request's answer (its security headers), not its own ones. */
export function ownHeaders(res: ServerResponse): OutgoingHttpHeaders {
  const head: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(res.getHeaders())) if (!perRequestHeaders.has(name) && value !== undefined) head[name] = value;
  return head;
}

// The request a shared render sees: the visitor's headers that describe what they asked for, never
// their cookies (only the variant's) and never their conditions.
const droppedRequestHeaders = new Set([
  "cookie",
  "if-none-match",
  "if-modified-since",
  "accept-encoding",
  "content-length",
  "connection",
  "authorization",
]);

function sharedRequest(
  url: string,
  variant: string,
  req: IncomingMessage | undefined,
  cookieOf: (variant: string) => string | undefined,
): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req?.headers ?? {})) {
    if (droppedRequestHeaders.has(name) || value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  const cookie = cookieOf(variant);
  if (cookie) headers.set("cookie", cookie);
  return new Request(url, { method: "GET", headers });
}

function isShareable(response: Response, body: Buffer): boolean {
  if (response.status !== 200 || body.length > maxPageBytes) return false;
  if (response.headers.getSetCookie().length > 0) return false;
  const cacheControl = response.headers.get("cache-control") ?? "";
  return !/\b(no-store|private|no-cache)\b/i.test(cacheControl);
}

/** The CSP sources allowing exactly the inline scripts of a page ('sha256-…' each, space-separated). */
export function inlineScriptSources(body: Buffer): string {
  const html = body.toString("utf8");
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = "", content = ""] = match;
    if (/\bsrc\s*=/i.test(attributes) || content.length === 0) continue;
    sources.add(`'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`);
  }
  return [...sources].join(" ");
}
