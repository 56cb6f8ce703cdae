// The Yandex Metrika counter (docs/decisions/0114), loaded on demand by the site shell only when the dealer set
// YANDEX_METRIKA_ID and the visitor accepted cookies: page views on every navigation of the router, a goal per kind
// of request sent, and the ClientID the lead forms send so that the dealer can upload offline conversions. One
// module with no imports, so that the shell's on-demand load of it is a single small file.
import type { LeadType } from "@contract/leads-fields";

/** Sent on the window when the counter has told the ClientID. */
export const metrikaClientIdEvent = "genesis:metrika-client-id";

const storageKey = "genesis-metrika-client-id";
/** This page's copy: storage may be refused. */
let known: string | null = null;

/** The ClientID the counter told in this tab's visit, or null (no counter, no consent, or not yet known). */
export function readMetrikaClientId(): string | null {
  if (known) return known;
  try {
    const id = window.sessionStorage.getItem(storageKey);
    return id && /^\d{1,40}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}

/** Keeps the ClientID for the visit and tells the forms on screen. */
function keepMetrikaClientId(id: string): void {
  if (!/^\d{1,40}$/.test(id)) return;
  known = id;
  try {
    window.sessionStorage.setItem(storageKey, id);
  } catch {
    // Storage refused (private modes): this page's forms still have it; the next page asks the counter again.
  }
  window.dispatchEvent(new Event(metrikaClientIdEvent));
}

/** Metrika's command queue, as its own snippet defines it before the tag has loaded. */
type Ym = ((counter: number, method: string, ...args: unknown[]) => void) & { a?: unknown[][]; l?: number };
type MetrikaHost = Window & { ym?: Ym };

/** The counter's tag, as Yandex serves it. */
export const metrikaTagUrl = "https://mc.yandex.ru/metrika/tag.js";

/** The goal each kind of request reaches when the dealer has taken it: the names a marketer sets up in Metrika. */
export const leadGoals: Record<LeadType, string> = {
  "test-drive": "lead_test_drive",
  service: "lead_service",
  order: "lead_order",
  "trade-in": "lead_trade_in",
  configurator: "lead_configurator",
};

let started: { host: MetrikaHost; counter: number; lastUrl: string | null } | null = null;

/**
 * Counts the page shown (its address as the browser has it: on the visit's first page it carries Direct's click
 * id), with the page before it as its referrer; the first time, starts the counter: the queue the tag reads when it
 * arrives, its settings (no page view of its own: each is sent here, the first one too) and a request for the
 * ClientID. Answers the tag's address, which the caller adds after the page has loaded, so it never delays the first
 * paint.
 */
export function countPage(host: MetrikaHost, counter: number): string {
  if (!started) {
    const queue: Ym = Object.assign((...args: unknown[]) => void (queue.a ??= []).push(args), { l: Date.now() });
    const ym = (host.ym ??= queue);
    ym(counter, "init", { defer: true, clickmap: true, trackLinks: true, accurateTrackBounce: true });
    ym(counter, "getClientID", (clientId: unknown) => keepMetrikaClientId(String(clientId)));
    started = { host, counter, lastUrl: null };
  }
  const url = host.location.href;
  const referer = started.lastUrl;
  started.lastUrl = url;
  host.ym?.(started.counter, "hit", url, referer ? { referer } : {});
  return metrikaTagUrl;
}

/** The goal of a request the dealer has taken; nothing when the counter is not running. */
export function reachLeadGoal(kind: LeadType): void {
  if (!started) return;
  started.host.ym?.(started.counter, "reachGoal", leadGoals[kind]);
}
