import { expect, test } from "vitest";
import { safeNext } from "./staff-api.server";

test.each([
  ["/staff", "/staff"],
  ["/staff/leads/0b6f?type=service", "/staff/leads/0b6f?type=service"],
  ["/staff/test-drive?day=2026-11-24#slot", "/staff/test-drive?day=2026-11-24#slot"],
  // Dot segments are resolved first, and judged as where they lead.
  ["/staff/leads/../test-drive", "/staff/test-drive"],
])("a page of the staff area, %s, is where the sign-in returns", (next, target) => {
  expect(safeNext(next)).toBe(target);
});

test.each([
  null,
  "",
  "https://evil.example/staff",
  "//evil.example/staff",
  "/\\evil.example",
  "/staff\\..\\..\\evil.example",
  // The finding: the router resolved the dots and answered «Location: /\t/evil.example», which browsers follow off the site.
  "/staff/../\t/evil.example/x",
  "/staff/%2e%2e/%2e%2e/evil.example",
  "/staff/../news.html",
  "/staffing",
  "/staff/login",
  "/staff/login?next=/staff",
  "/staff/\nSet-Cookie: x=1",
  "/staff/\rx",
  "/staff/\u0000",
  "staff",
  "javascript:alert(1)",
])("%j goes to the inbox instead", (next) => {
  expect(safeNext(next)).toBe("/staff");
});
