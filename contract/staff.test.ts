import { expect, test } from "vitest";
import { inboxHref, leadFilterSchema, staffMessages } from "./staff";

test("a lead's page goes back to the inbox's filters and page, and to nothing else", () => {
  expect(inboxHref("type=service&work=new&page=2")).toBe("/staff?type=service&work=new&page=2");
  expect(inboxHref("q=Смирнова")).toBe(`/staff?${new URLSearchParams({ q: "Смирнова" })}`);
  expect(inboxHref(null)).toBe("/staff");
  // Anything that is not the inbox's own query is dropped: an address elsewhere, a bad filter.
  expect(inboxHref("//evil.example/x")).toBe("/staff");
  expect(inboxHref("type=service&next=https://evil.example")).toBe("/staff?type=service");
  expect(inboxHref("work=closed")).toBe("/staff");
});

test("a period whose end is before its start is refused in Russian", () => {
  const parsed = leadFilterSchema.safeParse({ from: "2026-11-25", to: "2026-11-01" });
  expect(parsed.success).toBe(false);
  expect(parsed.error?.issues[0]?.message).toBe(staffMessages.daysReversed);
  expect(leadFilterSchema.safeParse({ from: "2026-11-25", to: "2026-11-25" }).success).toBe(true);
});
