import { expect, test } from "vitest";
import { createAnswerCache } from "./search-cache";

function fakeClock() {
  // Not 0, which lru-cache reads as a value stored without a TTL; a real clock never reads it.
  let ms = 1_000;
  return { now: () => ms, advance: (by: number) => (ms += by) };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

test("an answer is made once and kept until its TTL ends", async () => {
  const clock = fakeClock();
  const cache = createAnswerCache<string>({ maxEntries: 10, ttlMs: 1000, now: clock.now });
  let made = 0;
  const make = async () => `answer ${++made}`;
  expect(await cache.get("g70", make)).toBe("answer 1");
  // lru-cache's answer is stale once older than its TTL: at the TTL exactly it is still served.
  clock.advance(1000);
  expect(await cache.get("g70", make)).toBe("answer 1");
  clock.advance(1);
  expect(await cache.get("g70", make)).toBe("answer 2");
});

test("requests for a key being made share its one promise", async () => {
  const cache = createAnswerCache<string>({ maxEntries: 10, ttlMs: 1000, now: fakeClock().now });
  const pending = deferred<string>();
  let made = 0;
  const make = () => {
    made += 1;
    return pending.promise;
  };
  const first = cache.get("g70", make);
  const second = cache.get("g70", make);
  pending.resolve("hits");
  expect(await Promise.all([first, second])).toEqual(["hits", "hits"]);
  expect(made).toBe(1);
});

test("the TTL counts from when the answer is ready, and a slower answer is still shared", async () => {
  const clock = fakeClock();
  const cache = createAnswerCache<string>({ maxEntries: 10, ttlMs: 1000, now: clock.now });
  const pending = deferred<string>();
  const first = cache.get("g70", () => pending.promise);
  clock.advance(5000);
  const second = cache.get("g70", async () => "not made");
  pending.resolve("slow");
  expect(await Promise.all([first, second])).toEqual(["slow", "slow"]);
  clock.advance(1000);
  expect(await cache.get("g70", async () => "fresh")).toBe("slow");
  clock.advance(1);
  expect(await cache.get("g70", async () => "fresh")).toBe("fresh");
});

test("an answer pushed out while it is made still reaches its callers, and is not kept", async () => {
  const cache = createAnswerCache<string>({ maxEntries: 1, ttlMs: 1000, now: fakeClock().now });
  const pending = deferred<string>();
  const first = cache.get("g70", () => pending.promise);
  expect(await cache.get("gv80", async () => "gv80")).toBe("gv80");
  pending.resolve("g70");
  expect(await first).toBe("g70");
  expect(await cache.get("gv80", async () => "made again")).toBe("gv80");
});

test("the least recently used answer goes first when the cache is full", async () => {
  const cache = createAnswerCache<string>({ maxEntries: 2, ttlMs: 1000, now: fakeClock().now });
  const made: string[] = [];
  const make = (key: string) => async () => {
    made.push(key);
    return key;
  };
  await cache.get("a", make("a"));
  await cache.get("b", make("b"));
  await cache.get("a", make("a"));
  await cache.get("c", make("c"));
  expect(cache.size()).toBe(2);
  await cache.get("a", make("a"));
  await cache.get("b", make("b"));
  expect(made).toEqual(["a", "b", "c", "b"]);
});

test("a failed answer is not kept: the next request tries again", async () => {
  const cache = createAnswerCache<string>({ maxEntries: 10, ttlMs: 1000, now: fakeClock().now });
  await expect(cache.get("g70", () => Promise.reject(new Error("database is down")))).rejects.toThrow("database is down");
  expect(cache.size()).toBe(0);
  expect(await cache.get("g70", async () => "hits")).toBe("hits");
});
