// How the page cache answers (docs/decisions/0086, "How a kept page is answered"): a kept page with the headers
// computed when it was rendered, its strong ETag per encoding (a 304 to a browser that has it in any), the encoding
// the browser takes (brotli once its copy is ready); an answer not meant for sharing goes to the one request that
// rendered it, with the policy naming the nonce its scripts carry.
import { randomUUID } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { KeptPage } from "./page-store";
import type { Uncacheable } from "./shared-render";

/** How an answer was made, as `X-Page-Cache` says. */
export type CacheState = "hit" | "stale" | "miss";

/** Sends a kept page, or 304 when the browser has it; says which. */
export function sendKeptPage(
  req: IncomingMessage,
  res: ServerResponse,
  entry: KeptPage,
  state: CacheState,
  now: number,
): "not-modified" | "sent" {
  const encoding = chooseEncoding(req.headers["accept-encoding"], entry);
  const head: OutgoingHttpHeaders = {
    ...entry.head,
    "x-request-id": res.getHeader("x-request-id") ?? requestIdOf(req),
    etag: `"${entry.etag}${encoding === "identity" ? "" : `-${encoding}`}"`,
    age: String(Math.max(0, Math.floor((now - entry.renderedAt) / 1000))),
    "x-page-cache": state,
  };
  if (matchesEtag(req.headers["if-none-match"], entry.etag)) {
    res.writeHead(304, head).end();
    return "not-modified";
  }
  const body = encoding === "br" ? entry.br : encoding === "gzip" ? entry.gzip : entry.identity;
  if (encoding !== "identity") head["content-encoding"] = encoding;
  head["content-length"] = String(body?.length ?? 0);
  res.writeHead(entry.status, head).end(req.method === "HEAD" ? undefined : body);
  return "sent";
}

/** br when the client takes it and it is ready, else gzip when taken, else the page as it is. */
export function chooseEncoding(acceptEncoding: string | undefined, entry: { br?: Buffer }): "br" | "gzip" | "identity" {
  if (!acceptEncoding) return "identity";
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (entry.br && (accepted.has("br") || accepted.has("*"))) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return "identity";
}

/** Whether If-None-Match names this page in any of its encodings (or is "*"). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const value = tag.trim().replace(/^W\//, "").replace(/^"|"$/g, "");
    return value === "*" || value === etag || value.startsWith(`${etag}-`);
  });
}

// An id a proxy in front already gave the request is kept, as the web app does (requestContext).
const incomingId = /^[A-Za-z0-9._:-]{8,80}$/;
function requestIdOf(req: IncomingMessage): string {
  const header = req.headers["x-request-id"];
  return typeof header === "string" && incomingId.test(header) ? header : randomUUID();
}

/** Sends the answer of a render not meant for sharing to the request that rendered it. */
export function sendUncacheable(res: ServerResponse, answer: Uncacheable) {
  res.statusCode = answer.status;
  // The page's scripts carry the render's nonce, which the policy must name instead of this request's.
  const policy = res.getHeader("content-security-policy");
  if (typeof policy === "string") res.setHeader("content-security-policy", policy.replace(/'nonce-[^']*'/, `'nonce-${answer.nonce}'`));
  for (const [name, value] of answer.headers) {
    if (name === "set-cookie" || name === "content-length") continue;
    res.setHeader(name, value);
  }
  const cookies = answer.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
  res.end(answer.body);
}
