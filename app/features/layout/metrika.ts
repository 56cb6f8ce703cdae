// The Yandex Metrika counter (docs/decisions/0114), loaded on demand by the site shell only when the dealer set
// YANDEX_METRIKA_ID and the visitor accepted cookies: page views on every navigation of the router, a goal per kind
// of request sent, and the ClientID the lead forms send so that the dealer can upload offline conversions.
import type { LeadType } from "@contract/leads-fields";
import { addScriptAfterLoad } from "./analytics";
import { keepMetrikaClientId } from "./metrika-client-id";

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

let started: { host: MetrikaHost; counter: number } | null = null;

/**
 * Starts the counter once per page: the queue the tag reads when it arrives, the counter's settings (no page view
 * of its own: `hit` sends each, the first one too) and a request for the ClientID; the tag itself loads after the
 * page has, so it never delays the first paint.
 */
export function startMetrika(host: MetrikaHost, counter: number, tagUrl = metrikaTagUrl): void {
  if (started) return;
  const queue: Ym = Object.assign((...args: unknown[]) => void (queue.a ??= []).push(args), { l: Date.now() });
  const ym = (host.ym ??= queue);
  ym(counter, "init", { defer: true, clickmap: true, trackLinks: true, accurateTrackBounce: true });
  ym(counter, "getClientID", (clientId: unknown) => keepMetrikaClientId(String(clientId)));
  started = { host, counter };
  addScriptAfterLoad(host, tagUrl);
}

/** A page view: the address shown and the one before it (none for the visit's first page, whose referrer Metrika reads itself). */
export function metrikaHit(url: string, referer: string | null): void {
  if (!started) return;
  started.host.ym?.(started.counter, "hit", url, referer ? { referer } : {});
}

/** The goal of a request the dealer has taken; nothing when the counter is not running. */
export function reachLeadGoal(kind: LeadType): void {
  if (!started) return;
  started.host.ym?.(started.counter, "reachGoal", leadGoals[kind]);
}

/** Forgets the started counter (tests). */
export function resetMetrikaForTests(): void {
  started = null;
}
