import { expect, test } from "vitest";
import { clientKey } from "./client-key";

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
