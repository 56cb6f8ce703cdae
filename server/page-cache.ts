// The page cache (issue 13, docs/decisions/0039): what every anonymous visitor sees alike is rendered
// once per content version and variant, kept in memory already compressed, and served with an ETag and
// a Cache-Control a CDN in front may follow. Pages with a session, POSTs and staff pages never meet it.
// A kept page is answered before Express sees the request (`serve`), from headers computed when it was
// rendered; a page not kept goes down the whole chain and `fill`, last before the renderer, keeps it.
//
// This module composes the parts, each in a module of its own: which page a request asks for (page-key.ts),
// the content version and its poll (content-version.ts), the pages kept and their brotli copies
// (page-store.ts), one render for every visitor (shared-render.ts), the renders under way and the wait for
// them (renders-in-flight.ts), and the answers (page-answer.ts).
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { logger } from "@platform/logger";
import { watchContentVersion } from "./content-version";
import { sendKeptPage, sendUncacheable, type CacheState } from "./page-answer";
import { pageKeyOf, type PageKey } from "./page-key";
import { createPageStore, type KeptPage } from "./page-store";
import { createRendersInFlight, type RenderInFlight } from "./renders-in-flight";
import { createSharedRenderer, ownHeaders, sharedOrigin, type Outcome, type SharedRender } from "./shared-render";

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

const marker = Symbol("page-cache-key");
type Marked = ServerResponse & { [marker]?: PageKey };

/** The settings with their defaults (see `PageCacheOptions`). */
function settingsOf(opts: PageCacheOptions) {
  const {
    pollMs = 1_000,
    freshMs = 60_000,
    staleMs = 60_000,
    degradedMs = 5_000,
    maxBytes = 64 * 1024 * 1024,
    sharedWaitMs = 12_000,
    now = Date.now,
  } = opts;
  return { pollMs, freshMs, staleMs, degradedMs, maxBytes, sharedWaitMs, now };
}

export function createPageCache(opts: PageCacheOptions): PageCache {
  const { pollMs, freshMs, staleMs, degradedMs, maxBytes, sharedWaitMs, now } = settingsOf(opts);
  const counts = { hits: 0, stale: 0, misses: 0, renders: 0, notModified: 0 };
  const store = createPageStore(maxBytes);
  const content = watchContentVersion({
    read: opts.contentVersion,
    pollMs,
    onChange: () => {
      store.forgetAll();
      opts.onContentChange?.();
    },
  });
  const renderForSharing = createSharedRenderer({ ...opts, freshMs, staleMs, degradedMs, now }, (key) => store.peek(key)?.security);
  const renders = createRendersInFlight<Outcome>(sharedWaitMs);

  function serve(req: IncomingMessage, res: ServerResponse): boolean {
    const key = content.settled ? pageKeyOf(req, opts) : null;
    if (!key) return false;
    const entry = store.peek(key.key);
    if (entry && entry.version === content.current) {
      const age = now() - entry.renderedAt;
      if (age < entry.freshMs) {
        counts.hits += 1;
        store.markUsed(entry.key);
        send(req, res, entry, "hit");
        return true;
      }
      if (age < entry.freshMs + entry.staleMs) {
        counts.stale += 1;
        if (!renders.get(entry.key) && !content.failing) {
          // The kept page goes out either way; a later visitor's request tries the render again.
          renderShared(key, sharedOrigin(req)).outcome.catch((error: unknown) => {
            logger.warn({ err: error, url: key.url }, "Кэш страниц: не удалось отрисовать страницу заново в фоне");
          });
        }
        send(req, res, entry, "stale");
        return true;
      }
    }
    if (!content.failing) (res as Marked)[marker] = key;
    return false;
  }

  const fill: RequestHandler = (req, res, next) => {
    const key = (res as Marked)[marker];
    if (!key) return next();
    counts.misses += 1;
    const started = renders.get(key.key);
    const render = started ?? renderShared(key, sharedOrigin(req), req, ownHeaders(res));
    renders.wait(key, render, {
      settled(result) {
        if ("entry" in result) return send(req, res, result.entry, "miss");
        // Only the request that rendered may use an answer not meant for sharing; the others render their own.
        // So does a request whose click identifiers the shared render left out: a redirect keeps them.
        if (started || key.url !== req.url) return next();
        sendUncacheable(res, result.uncacheable);
      },
      failed: (error) => next(error),
      gaveUp: () => next(),
    });
  };

  function renderShared(key: PageKey, origin: string, req?: IncomingMessage, security?: OutgoingHttpHeaders): RenderInFlight<Outcome> {
    const versionAtStart = content.current;
    return renders.start(key.key, async (setPhase) => {
      counts.renders += 1;
      const outcome = await renderForSharing({ key, version: versionAtStart ?? "", origin, req, security }, setPhase);
      // A change that landed while this page rendered: the page goes to those waiting, not into the cache.
      if ("entry" in outcome && versionAtStart !== null && versionAtStart === content.current) store.keep(outcome.entry);
      return outcome;
    });
  }

  function send(req: IncomingMessage, res: ServerResponse, entry: KeptPage, state: CacheState) {
    if (sendKeptPage(req, res, entry, state, now()) === "not-modified") counts.notModified += 1;
  }

  return {
    serve,
    fill,
    noteWrite: (status) => content.noteWrite(status),
    start: () => content.start(),
    stop: () => content.stop(),
    stats: () => ({ ...counts, entries: store.entries, bytes: store.bytes, version: content.current }),
  };
}
