// @vitest-environment jsdom
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { metrikaClientIdEvent, readMetrikaClientId } from "./metrika";

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
  window.sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

const page = (address: string) => window.history.replaceState(null, "", address);

test("the first page starts the counter without a page view of its own, asks for the ClientID, and is a hit", async () => {
  const metrika = await freshMetrika();
  page("/new-g70.html?yclid=42");
  expect(metrika.countPage(window, counter)).toBe("https://mc.yandex.ru/metrika/tag.js");
  expect(queue()).toEqual([
    [counter, "init", { defer: true, clickmap: true, trackLinks: true, accurateTrackBounce: true }],
    [counter, "getClientID", expect.any(Function)],
    [counter, "hit", "http://localhost:3000/new-g70.html?yclid=42", {}],
  ]);
});

test("each next page is a hit with the page before it as its referrer; a request taken reaches its kind's goal", async () => {
  const metrika = await freshMetrika();
  page("/new-g70.html?yclid=42");
  metrika.countPage(window, counter);
  page("/test-drive.html");
  metrika.countPage(window, counter);
  metrika.reachLeadGoal("test-drive");
  metrika.reachLeadGoal("trade-in");
  expect(queue().slice(2)).toEqual([
    [counter, "hit", "http://localhost:3000/new-g70.html?yclid=42", {}],
    [counter, "hit", "http://localhost:3000/test-drive.html", { referer: "http://localhost:3000/new-g70.html?yclid=42" }],
    [counter, "reachGoal", "lead_test_drive"],
    [counter, "reachGoal", "lead_trade_in"],
  ]);
});

test("without a started counter (no counter set, no consent) a request's goal sends nothing", async () => {
  const metrika = await freshMetrika();
  metrika.reachLeadGoal("service");
  expect((window as unknown as { ym?: unknown }).ym).toBeUndefined();
});

test("the ClientID the counter tells is kept for the forms and announced; anything but digits is ignored", async () => {
  const metrika = await freshMetrika();
  metrika.countPage(window, counter);
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
