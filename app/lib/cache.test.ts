import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { createCache } from "~/lib/cache";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function countingLoader(prefix = "value") {
  let calls = 0;
  const load = vi.fn(async () => `${prefix}-${++calls}`);
  return load;
}

test("a loaded value is served from the cache without loading again", async () => {
  const cache = createCache<string>();
  const load = countingLoader();

  await expect(cache.getOrLoad("options", load)).resolves.toBe("value-1");
  await expect(cache.getOrLoad("options", load)).resolves.toBe("value-1");

  expect(load).toHaveBeenCalledTimes(1);
});

test("each key has its own value", async () => {
  const cache = createCache<string>();

  await expect(cache.getOrLoad("g70", countingLoader("g70"))).resolves.toBe("g70-1");
  await expect(cache.getOrLoad("gv80", countingLoader("gv80"))).resolves.toBe("gv80-1");
});

test("a value expires after the default 60 seconds", async () => {
  const cache = createCache<string>();
  const load = countingLoader();
  await cache.getOrLoad("k", load);

  // lru-cache's value is stale once older than its ttl: at 60 s exactly it is still served.
  vi.advanceTimersByTime(60_000);
  await expect(cache.getOrLoad("k", load)).resolves.toBe("value-1");
  vi.advanceTimersByTime(1);
  await expect(cache.getOrLoad("k", load)).resolves.toBe("value-2");
});

test("the lifetime is configurable and counts from when the load finished", async () => {
  const cache = createCache<string>({ ttlMs: 1_000 });
  const load = vi.fn(() => new Promise<string>((resolve) => setTimeout(() => resolve("slow"), 5_000)));
  const pending = cache.getOrLoad("k", load);
  await vi.advanceTimersByTimeAsync(5_000);
  await expect(pending).resolves.toBe("slow");

  vi.advanceTimersByTime(1_000);
  await cache.getOrLoad("k", load);
  expect(load).toHaveBeenCalledTimes(1);
  vi.advanceTimersByTime(1);
  void cache.getOrLoad("k", load);
  expect(load).toHaveBeenCalledTimes(2);
});

test("concurrent loads of one key share a single load", async () => {
  const cache = createCache<string>();
  const load = vi.fn(() => new Promise<string>((resolve) => setTimeout(() => resolve("once"), 100)));

  const first = cache.getOrLoad("k", load);
  const second = cache.getOrLoad("k", load);
  await vi.advanceTimersByTimeAsync(100);

  await expect(Promise.all([first, second])).resolves.toEqual(["once", "once"]);
  expect(load).toHaveBeenCalledTimes(1);
});

test("a load that never settles is shared for 15 seconds only: then its callers fail and the next caller loads afresh", async () => {
  const cache = createCache<string>();
  const hung = vi.fn(() => new Promise<string>(() => {}));
  const first = cache.getOrLoad("k", hung);
  vi.advanceTimersByTime(14_999);
  const second = cache.getOrLoad("k", hung);
  const outcomes = Promise.allSettled([first, second]);
  expect(hung).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(1);
  const failure = { status: "rejected", reason: new Error("Загрузка не закончилась за 15 с") };
  expect(await outcomes).toEqual([failure, failure]);
  await expect(cache.getOrLoad("k", countingLoader())).resolves.toBe("value-1");
  expect(hung).toHaveBeenCalledTimes(1);
});

test("a failed load is not cached: the next call loads again", async () => {
  const cache = createCache<string>();
  const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error("сбой")).mockResolvedValueOnce("ok");

  await expect(cache.getOrLoad("k", load)).rejects.toThrow("сбой");
  await expect(cache.getOrLoad("k", load)).resolves.toBe("ok");
  expect(cache.size).toBe(1);
});

test("a load that throws synchronously rejects and is not cached", async () => {
  const cache = createCache<string>();
  const load = vi.fn<() => Promise<string>>(() => {
    throw new Error("сразу");
  });

  await expect(cache.getOrLoad("k", load)).rejects.toThrow("сразу");
  expect(cache.size).toBe(0);
});

test("the least recently used key is dropped beyond the maximum size", async () => {
  const cache = createCache<string>({ maxSize: 2 });
  const loadA = countingLoader("a");
  await cache.getOrLoad("a", loadA);
  await cache.getOrLoad("b", countingLoader("b"));
  await cache.getOrLoad("a", loadA); // "a" is now the most recently used
  const loadB = countingLoader("b2");

  await cache.getOrLoad("c", countingLoader("c"));
  await cache.getOrLoad("a", loadA);
  await cache.getOrLoad("b", loadB);

  expect(cache.size).toBe(2);
  expect(loadB).toHaveBeenCalledTimes(1);
  expect(loadA).toHaveBeenCalledTimes(1);
});

test("delete and clear forget values", async () => {
  const cache = createCache<string>();
  const load = countingLoader();
  await cache.getOrLoad("k", load);

  cache.delete("k");
  await expect(cache.getOrLoad("k", load)).resolves.toBe("value-2");
  cache.clear();
  expect(cache.size).toBe(0);
});

test("a load that finishes after its key was deleted does not come back", async () => {
  const cache = createCache<string>();
  const slow = vi.fn(() => new Promise<string>((resolve) => setTimeout(() => resolve("old"), 100)));
  const pending = cache.getOrLoad("k", slow);

  cache.delete("k");
  await vi.advanceTimersByTimeAsync(100);
  await pending;

  expect(cache.size).toBe(0);
});
