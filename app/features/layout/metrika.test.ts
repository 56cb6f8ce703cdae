// @vitest-environment jsdom
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { metrikaClientIdEvent, readMetrikaClientId } from "./metrika-client-id";

type Recorded = unknown[][];
const counter = 98765432;

/** A fresh module (it starts once per page) and a window whose `ym` queue is read back. */
async function freshMetrika() {
  vi.resetModules();
  return import("./metrika");
}

const queue = (): Recorded => ((window as unknown as { ym?: { a?: Recorded } }).ym?.a ?? []).map((args) => [...args]);

beforeEach(() => {
  delete (window as unknown as { ym?: unknown }).ym;
  document.body.innerHTML = "";
  window.sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

test("started: the counter without a page view of its own, a ClientID asked for, and the tag added once", async () => {
  const metrika = await freshMetrika();
  metrika.startMetrika(window, counter);
  metrika.startMetrika(window, counter);
  const calls = queue();
  expect(calls[0]).toEqual([counter, "init", { defer: true, clickmap: true, trackLinks: true, accurateTrackBounce: true }]);
  expect(calls[1]?.slice(0, 2)).toEqual([counter, "getClientID"]);
  expect(calls).toHaveLength(2);
  expect(document.querySelectorAll(`script[src="${metrika.metrikaTagUrl}"]`)).toHaveLength(1);
});

test("each page shown is a hit, with the page before it as its referrer; a request taken reaches its kind's goal", async () => {
  const metrika = await freshMetrika();
  metrika.startMetrika(window, counter);
  metrika.metrikaHit("https://genesis-khimki.ru/new-g70.html?yclid=42", null);
  metrika.metrikaHit("https://genesis-khimki.ru/test-drive.html", "https://genesis-khimki.ru/new-g70.html?yclid=42");
  metrika.reachLeadGoal("test-drive");
  metrika.reachLeadGoal("trade-in");
  expect(queue().slice(2)).toEqual([
    [counter, "hit", "https://genesis-khimki.ru/new-g70.html?yclid=42", {}],
    [counter, "hit", "https://genesis-khimki.ru/test-drive.html", { referer: "https://genesis-khimki.ru/new-g70.html?yclid=42" }],
    [counter, "reachGoal", "lead_test_drive"],
    [counter, "reachGoal", "lead_trade_in"],
  ]);
});

test("without a started counter (no counter set, no consent) nothing is sent", async () => {
  const metrika = await freshMetrika();
  metrika.metrikaHit("https://genesis-khimki.ru/", null);
  metrika.reachLeadGoal("service");
  expect((window as unknown as { ym?: unknown }).ym).toBeUndefined();
});

test("the ClientID the counter tells is kept for the forms and announced; anything but digits is ignored", async () => {
  const metrika = await freshMetrika();
  metrika.startMetrika(window, counter);
  const told = vi.fn();
  window.addEventListener(metrikaClientIdEvent, told);
  const answer = queue()[1]?.[2] as (id: unknown) => void;
  answer("<img>");
  expect(readMetrikaClientId()).toBeNull();
  answer(1733400000123456789n.toString());
  expect(readMetrikaClientId()).toBe("1733400000123456789");
  expect(told).toHaveBeenCalledTimes(1);
});

test("every kind of request has a goal of its own", async () => {
  const { leadGoals } = await freshMetrika();
  expect(new Set(Object.values(leadGoals)).size).toBe(Object.keys(leadGoals).length);
  for (const goal of Object.values(leadGoals)) expect(goal).toMatch(/^lead_[a-z_]+$/);
});
