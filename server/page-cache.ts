// The page cache (issue 13, docs/decisions/0039): what every anonymous visitor sees alike is rendered
// once per content version and variant, kept in memory already compressed, and served with an ETag and
// a Cache-Control a CDN in front may follow. Pages with a session, POSTs and staff pages never meet it.
// A kept page is answered before Express sees the request (`serve`), from headers computed when it was
// rendered; a page not kept goes down the whole chain and `fill`, last before the renderer, keeps it.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { RequestHandler } from "express";
import { currentRequestId, logger, withRequestContext, type RequestContext } from "@platform/logger";

const gzip = promisify(zlib.gzip);
// Looked up per call (not promisified once), so a test can watch how many run at a time.
const brotli = (body: Buffer, options: zlib.BrotliOptions) =>
  new Promise<Buffer>((resolve, reject) => zlib.brotliCompress(body, options, (error, out) => (error ? reject(error) : resolve(out))));

/** Renders a page for the shared visitor; the nonce is the one its inline scripts are to carry. */
export type SharedRender = (request: Request, nonce: string) => Promise<Response>;

export type PageCacheOptions = {
  render: SharedRender;
  /** The version of everything pages show; equal strings, the same pages. Read every `pollMs`. */
  contentVersion: () => Promise<string>;
  /** Rewrites a kept HTML page once, before it is compressed (e.g. to inline its stylesheets). */
  transformHtml?: (html: string) => string;
  /** Called when the version moved, before any page is rendered anew (e.g. to forget API answers). */
  onContentChange?: () => void;
  /** Whether this request carries personal state (a staff session) and must not meet the cache. */
  isPersonal: (req: IncomingMessage) => boolean;
  /** The variant of the page a request gets ("" for the default), from its Cookie header. */
  variantOf: (cookieHeader: string | undefined) => string;
  /** The Cookie header the variant is rendered with (the only cookie a shared render sees). */
  cookieOfVariant: (variant: string) => string | undefined;
  /** How often the content version is read (default 1 s): a change reaches the pages within it. */
  pollMs?: number;
  /** How long a page is served without rendering it again (default 60 s: the API answers' lifetime). */
  freshMs?: number;
  /** How long after that it may still be served while it is rendered anew (default 60 s). */
  staleMs?: number;
  /** How long a page that covered a failure (an API down) is kept, with no stale time (default 5 s). */
  degradedMs?: number;
  /** Memory for the pages, all encodings counted (default 64 MiB); the least recently used go first. */
  maxBytes?: number;
  /**
   * How long a request waits for the shared render of its page before it renders its own (default 12 s): a render
   * that never settles must not hold every later visitor of the page with it. Loaders time out at 10 s, so a shared
   * render past 12 s is a fault; it is logged (seen after the studio's news journeys: docs/decisions/0122).
   */
  sharedWaitMs?: number;
  now?: () => number;
};

/** One page as every visitor of its variant gets it. */
type Entry = {
  key: string;
  url: string;
  variant: string;
  version: string;
  renderedAt: number;
  /** How long it is served as it is, then while it is rendered anew: a degraded page's are short. */
  freshMs: number;
  staleMs: number;
  status: number;
  /**
   * Every header of the answer but its ETag, encoding, length and age: the security headers the web
   * app set on the first answer (its CSP allowing the page's inline scripts by hash instead of the
   * render's nonce), the page's own (content type …) and the cache's.
   */
  head: OutgoingHttpHeaders;
  /** The security headers as the web app set them (its CSP with a nonce), for the page's next render. */
  security: OutgoingHttpHeaders;
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br?: Buffer;
  bytes: number;
};

/** An answer for one visitor only, with the nonce its inline scripts were rendered with. */
type Uncacheable = { status: number; headers: Headers; body: Buffer; nonce: string };
type Outcome = { entry: Entry } | { uncacheable: Uncacheable };
type Key = { key: string; url: string; variant: string };

/** What `stats()` counts since the start. */
export type PageCacheStats = {
  hits: number;
  stale: number;
  misses: number;
  renders: number;
  notModified: number;
  entries: number;
  bytes: number;
  version: string | null;
};

export type PageCache = {
  /** Before the web app: answers a request whose page is kept and returns true; false leaves it to the app. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** Last before the page renderer: renders a request `serve` let through into the cache (once for concurrent misses). */
  fill: RequestHandler;
  /**
   * A write went through this process (a booking, a form), answered with `status`: until the version
   * is read again, which starts now, pages are rendered afresh, so the writer and the next visitor see
   * its effect at once. A refused or failed write (400 and up) changed nothing and is not counted:
   * during a database outage one such POST would otherwise stop every kept page being served.
   */
  noteWrite(status: number): void;
  /** Reads the content version now and then every `pollMs`; resolves after the first read. */
  start(): Promise<void>;
  stop(): void;
  stats(): PageCacheStats;
};

/**
 * Query parameters an ad network or a search engine adds to name one click (Yandex adds `ysclid` to every
 * result a visitor follows, Google Ads `gclid`): no page reads them, and a new value comes with each
 * visit, so they are no part of which page is kept and rendered. UTM tags are: a form without JavaScript
 * sends the ones of its page (docs/decisions/0039, addendum).
 */
export const clickIdParams: ReadonlySet<string> = new Set([
  "ysclid",
  "yclid",
  "ymclid",
  "_openstat",
  "gclid",
  "gbraid",
  "wbraid",
  "gad_source",
  "dclid",
  "fbclid",
  "msclkid",
  "_gl",
]);

/** The request target without click identifiers (the rest of the query as it came, in its order). */
export function withoutClickIds(url: string): string {
  const queryStart = url.indexOf("?");
  if (queryStart === -1) return url;
  const parts = url.slice(queryStart + 1).split("&");
  const kept = parts.filter((part) => {
    const name = part.split("=", 1)[0] ?? "";
    let decoded = name;
    try {
      decoded = decodeURIComponent(name.replace(/\+/g, " "));
    } catch {
      // A malformed name is nobody's click identifier: it stays.
    }
    return !clickIdParams.has(decoded.toLowerCase());
  });
  if (kept.length === parts.length) return url;
  const path = url.slice(0, queryStart);
  return kept.length > 0 ? `${path}?${kept.join("&")}` : path;
}

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
const marker = Symbol("page-cache-key");

/** A shared render under way, and where it stands (its loaders and React, its body, gzip): logged if a request stops waiting. */
type SharedRenderInFlight = { readonly outcome: Promise<Outcome>; readonly phase: "render" | "body" | "gzip" };
type Marked = ServerResponse & { [marker]?: Key };

export function createPageCache(opts: PageCacheOptions): PageCache {
  const {
    pollMs = 1_000,
    freshMs = 60_000,
    staleMs = 60_000,
    degradedMs = 5_000,
    maxBytes = 64 * 1024 * 1024,
    sharedWaitMs = 12_000,
    now = Date.now,
  } = opts;
  const entries = new Map<string, Entry>();
  const inflight = new Map<string, SharedRenderInFlight>();
  const counts = { hits: 0, stale: 0, misses: 0, renders: 0, notModified: 0 };
  let bytes = 0;
  let version: string | null = null;
  let timer: NodeJS.Timeout | undefined;
  let pollFailing = false;
  // A database that stops answering leaves a poll pending until its query times out: the timer waits for it.
  let polling = false;
  // Writes whose effect on the version has not been read yet.
  let unreadWrites = 0;
  // Brotli at quality 11 takes ~300 ms of a 200 KB page on one of libuv's four threads, which the pages' gzip and
  // the responses' compression share: pages wait their turn one at a time, and a page forgotten meanwhile is skipped,
  // so the burst of misses after a content change cannot queue tens of seconds of it in front of a first visitor's
  // gzip (60 queued pages held a gzip 11 s: the shared renders of ADR 0122 that did not settle).
  const brotliQueue: Entry[] = [];
  let brotliRunning = false;
  const cacheControl = `public, max-age=0, s-maxage=${Math.round(freshMs / 1000)}, stale-while-revalidate=${Math.round(staleMs / 1000)}`;
  const degradedCacheControl = `public, max-age=0, s-maxage=${Math.round(degradedMs / 1000)}`;

  async function poll(): Promise<void> {
    const writesBefore = unreadWrites;
    try {
      const next = await opts.contentVersion();
      if (pollFailing) logger.info("Кэш страниц: версия содержимого снова читается");
      pollFailing = false;
      if (version !== null && next !== version) {
        forgetAll();
        opts.onContentChange?.();
        logger.info({ from: version, to: next }, "Кэш страниц: содержимое изменилось, страницы будут отрисованы заново");
      }
      version = next;
      unreadWrites -= writesBefore;
    } catch (error) {
      // Pages already kept are served until their lifetime ends; nothing new is kept under an unknown version.
      if (!pollFailing) logger.warn({ err: error }, "Кэш страниц: не удалось прочитать версию содержимого");
      pollFailing = true;
    }
  }

  function forgetAll() {
    entries.clear();
    brotliQueue.length = 0;
    bytes = 0;
  }

  function compressNext() {
    if (brotliRunning) return;
    let entry = brotliQueue.shift();
    while (entry && entries.get(entry.key) !== entry) entry = brotliQueue.shift();
    if (!entry) return;
    const kept = entry;
    brotliRunning = true;
    const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: kept.identity.length };
    brotli(kept.identity, { params })
      .then(
        (br) => {
          if (entries.get(kept.key) !== kept) return;
          kept.br = br;
          kept.bytes += br.length;
          bytes += br.length;
          trim();
        },
        (error: unknown) => logger.warn({ err: error }, "Кэш страниц: не удалось сжать страницу brotli"),
      )
      .finally(() => {
        brotliRunning = false;
        compressNext();
      });
  }

  function remember(entry: Entry) {
    const previous = entries.get(entry.key);
    if (previous) {
      bytes -= previous.bytes;
      entries.delete(entry.key);
    }
    entries.set(entry.key, entry);
    bytes += entry.bytes;
    trim();
  }

  /** Forgets the least recently used pages until the rest fit in `maxBytes`. */
  function trim() {
    for (const [key, old] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(key);
      bytes -= old.bytes;
    }
  }

  function requestKey(req: IncomingMessage): Key | null {
    if (req.method !== "GET" && req.method !== "HEAD") return null;
    if (version === null || unreadWrites > 0) return null;
    const url = withoutClickIds(req.url ?? "/");
    if (url === "/staff" || url.startsWith("/staff/") || url.startsWith("/staff?") || opts.isPersonal(req)) return null;
    const variant = opts.variantOf(req.headers.cookie);
    const proto = req.headers["x-forwarded-proto"] ?? "";
    return { key: `${String(proto)}|${req.headers.host ?? ""}|${url}|${variant}`, url, variant };
  }

  function serve(req: IncomingMessage, res: ServerResponse): boolean {
    const key = requestKey(req);
    if (!key) return false;
    const entry = entries.get(key.key);
    if (entry && entry.version === version) {
      const age = now() - entry.renderedAt;
      if (age < entry.freshMs) {
        counts.hits += 1;
        entries.delete(entry.key);
        entries.set(entry.key, entry);
        send(req, res, entry, "hit");
        return true;
      }
      if (age < entry.freshMs + entry.staleMs) {
        counts.stale += 1;
        if (!inflight.has(entry.key) && !pollFailing) {
          // The kept page goes out either way; a later visitor's request tries the render again.
          renderShared(key, sharedOrigin(req), undefined).outcome.catch((error: unknown) => {
            logger.warn({ err: error, url: key.url }, "Кэш страниц: не удалось отрисовать страницу заново в фоне");
          });
        }
        send(req, res, entry, "stale");
        return true;
      }
    }
    if (!pollFailing) (res as Marked)[marker] = key;
    return false;
  }

  const fill: RequestHandler = (req, res, next) => {
    const key = (res as Marked)[marker];
    if (!key) return next();
    counts.misses += 1;
    const started = inflight.get(key.key);
    const render = started ?? renderShared(key, sharedOrigin(req), req, ownHeaders(res));
    let gaveUp = false;
    // A shared render that never settles: this request renders its own, and the next miss starts afresh.
    const giveUp = setTimeout(() => {
      gaveUp = true;
      if (inflight.get(key.key) === render) inflight.delete(key.key);
      logger.error(
        { url: key.url, phase: render.phase, renders: inflight.size },
        `Кэш страниц: страница ${key.url} не отрисовалась за ${String(sharedWaitMs / 1000).replace(".", ",")} с, запрос отрисует её сам`,
      );
      next();
    }, sharedWaitMs);
    render.outcome.then(
      (result) => {
        clearTimeout(giveUp);
        if (gaveUp) return;
        if ("entry" in result) return send(req, res, result.entry, "miss");
        // Only the request that rendered may use an answer not meant for sharing; the others render their own.
        // So does a request whose click identifiers the shared render left out: a redirect keeps them.
        if (started || key.url !== req.url) return next();
        sendUncacheable(res, result.uncacheable);
      },
      (error: unknown) => {
        clearTimeout(giveUp);
        if (!gaveUp) next(error);
      },
    );
  };

  function renderShared(key: Key, origin: string, req: IncomingMessage | undefined, security?: OutgoingHttpHeaders): SharedRenderInFlight {
    const versionAtStart = version;
    let phase: SharedRenderInFlight["phase"] = "render";
    const outcome = (async (): Promise<Outcome> => {
      counts.renders += 1;
      const nonce = randomBytes(16).toString("base64");
      // The render runs in a request context of its own, so that a failure it covers marks this render only.
      const render: RequestContext = { requestId: currentRequestId() ?? randomUUID() };
      const { response, rendered } = await withRequestContext(render, async () => {
        const answer = await opts.render(sharedRequest(origin + key.url, key.variant, req, opts.cookieOfVariant), nonce);
        phase = "body";
        return { response: answer, rendered: Buffer.from(await answer.arrayBuffer()) };
      });
      if (!isShareable(response, rendered))
        return { uncacheable: { status: response.status, headers: response.headers, body: rendered, nonce } };
      const isHtml = (response.headers.get("content-type") ?? "").startsWith("text/html");
      const body = isHtml && opts.transformHtml ? Buffer.from(opts.transformHtml(rendered.toString("utf8")), "utf8") : rendered;
      // A page rendered anew in the background takes the security headers of the page it replaces.
      const securityHeaders = security ?? entries.get(key.key)?.security ?? {};
      const head: OutgoingHttpHeaders = { ...securityHeaders };
      const policy = head["content-security-policy"];
      if (typeof policy === "string") head["content-security-policy"] = policy.replace(/'nonce-[^']*'/, inlineScriptSources(body));
      for (const [name, value] of response.headers) if (pageHeaders.has(name.toLowerCase())) head[name.toLowerCase()] = value;
      // A page that covers a failure (an API down, bundled news only) is kept a few seconds only: enough
      // that an outage does not cost a render per visitor, short enough that the whole page is back soon.
      const degraded = render.degraded === true;
      head["cache-control"] = degraded ? degradedCacheControl : cacheControl;
      head.vary = "Accept-Encoding, Cookie";
      phase = "gzip";
      const compressed = await gzip(body, { level: 9 });
      const entry: Entry = {
        ...key,
        version: versionAtStart ?? "",
        renderedAt: now(),
        freshMs: degraded ? degradedMs : freshMs,
        staleMs: degraded ? 0 : staleMs,
        status: response.status,
        head,
        security: securityHeaders,
        etag: createHash("sha256").update(body).digest("base64url").slice(0, 27),
        identity: body,
        gzip: compressed,
        bytes: body.length + compressed.length,
      };
      // A change that landed while this page rendered: the page goes to those waiting, not into the cache.
      if (versionAtStart !== null && versionAtStart === version) {
        remember(entry);
        // Brotli at its best takes longer than the page's first visitors should wait: it follows.
        brotliQueue.push(entry);
        compressNext();
      }
      return { entry };
    })();
    const inFlight: SharedRenderInFlight = {
      outcome,
      get phase() {
        return phase;
      },
    };
    inflight.set(key.key, inFlight);
    const done = () => {
      if (inflight.get(key.key) === inFlight) inflight.delete(key.key);
    };
    outcome.then(done, done);
    return inFlight;
  }

  function send(req: IncomingMessage, res: ServerResponse, entry: Entry, state: "hit" | "stale" | "miss") {
    const encoding = chooseEncoding(req.headers["accept-encoding"], entry);
    const head: OutgoingHttpHeaders = {
      ...entry.head,
      "x-request-id": res.getHeader("x-request-id") ?? requestIdOf(req),
      etag: `"${entry.etag}${encoding === "identity" ? "" : `-${encoding}`}"`,
      age: String(Math.max(0, Math.floor((now() - entry.renderedAt) / 1000))),
      "x-page-cache": state,
    };
    if (matchesEtag(req.headers["if-none-match"], entry.etag)) {
      counts.notModified += 1;
      res.writeHead(304, head).end();
      return;
    }
    const body = encoding === "br" ? entry.br : encoding === "gzip" ? entry.gzip : entry.identity;
    if (encoding !== "identity") head["content-encoding"] = encoding;
    head["content-length"] = String(body?.length ?? 0);
    res.writeHead(entry.status, head).end(req.method === "HEAD" ? undefined : body);
  }

  return {
    serve,
    fill,
    noteWrite(status) {
      if (version === null || status >= 400) return;
      unreadWrites += 1;
      void poll();
    },
    async start() {
      await poll();
      timer ??= setInterval(() => {
        if (polling) return;
        polling = true;
        void poll().finally(() => {
          polling = false;
        });
      }, pollMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
    stats: () => ({ ...counts, entries: entries.size, bytes, version }),
  };
}

/** Where a shared render says the page is: the address the visitor used (Express's protocol, their host). */
function sharedOrigin(req: IncomingMessage & { protocol?: string }): string {
  return `${req.protocol ?? "http"}://${req.headers.host ?? "localhost"}`;
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

/** The headers the web app set on the filling request's answer (its security headers), not its own ones. */
function ownHeaders(res: ServerResponse): OutgoingHttpHeaders {
  const head: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(res.getHeaders())) if (!perRequestHeaders.has(name) && value !== undefined) head[name] = value;
  return head;
}

function sendUncacheable(res: ServerResponse, answer: Uncacheable) {
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
