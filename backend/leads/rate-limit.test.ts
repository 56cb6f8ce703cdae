import { expect, test } from "vitest";
import { clientKey, createRateLimiter } from "./rate-limit";

function clock(start = 0) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

test("allows `limit` requests a window, then says how long until the window ends", () => {
  const time = clock();
  const limiter = createRateLimiter({ limit: 2, windowMs: 1_000, now: time.now });
  expect(limiter.hit("a")).toEqual({ allowed: true });
  time.advance(400);
  expect(limiter.hit("a")).toEqual({ allowed: true });
  expect(limiter.hit("a")).toEqual({ allowed: false, retryAfterMs: 600 });
  expect(limiter.hit("b")).toEqual({ allowed: true });
  time.advance(600);
  expect(limiter.hit("a")).toEqual({ allowed: true });
});

test("remembers at most maxKeys keys: expired ones go first, then the oldest tenth", () => {
  const time = clock();
  const limiter = createRateLimiter({ limit: 1, windowMs: 1_000, maxKeys: 100, now: time.now });
  for (let i = 0; i < 100; i++) limiter.hit(`old-${i}`);
  time.advance(1_000);
  for (let i = 0; i < 50; i++) limiter.hit(`new-${i}`);
  // The 100 expired keys made room for the new ones.
  expect(limiter.size()).toBe(50);
  for (let i = 50; i < 10_000; i++) limiter.hit(`new-${i}`);
  expect(limiter.size()).toBeLessThanOrEqual(100);
  // The newest keys are still counted: a flood of addresses does not reset a recent one.
  expect(limiter.hit("new-9999")).toMatchObject({ allowed: false });
});

test("refuses settings that would never allow a request", () => {
  expect(() => createRateLimiter({ limit: 0, windowMs: 1_000 })).toThrow();
  expect(() => createRateLimiter({ limit: 1, windowMs: 0 })).toThrow();
});

test("a client is an IPv4 address, also IPv4-mapped, or the /64 network of an IPv6 address", () => {
  expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
  expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  expect(clientKey("::ffff:cb00:7107")).toBe("203.0.113.7");
  expect(clientKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
  expect(clientKey("2001:0db8:0001:0002::1")).toBe("2001:db8:1:2::/64");
  expect(clientKey("2001:db8:1:2::ffff:1.2.3.4")).toBe("2001:db8:1:2::/64");
  expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
  expect(clientKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  expect(clientKey("::1")).toBe("0:0:0:0::/64");
  expect(clientKey(undefined)).toBe("");
  expect(clientKey("unknown")).toBe("unknown");
  // Another /64 is another client.
  expect(clientKey("2001:db8:1:3::1")).not.toBe(clientKey("2001:db8:1:2::1"));
});
