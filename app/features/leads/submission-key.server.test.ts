import { describe, expect, it } from "vitest";
import { derivedKeyWindowMs, formKeyOf, requestKeyOf } from "./submission-key.server";

const sender = { type: "service", clientIp: "203.0.113.7", userAgent: "Firefox" };
const body = { name: "Анна", phone: "+7 (916) 123-45-67" };
const at = Date.UTC(2026, 10, 24, 9, 3);
/** The key sent for a form posted with `posted` (its own key or none) and `fields`, at a moment. */
const sentKey = (posted: string | undefined, fields: Record<string, string> = body, who = sender, now = at) =>
  requestKeyOf(formKeyOf(posted, who, now), who.type, fields);

describe("the key a form's request is sent with", () => {
  it("names the form by the browser's own key, and sends the same fields resent as the same request", () => {
    expect(formKeyOf("b3c1-key", sender, at)).toBe("b3c1-key");
    expect(sentKey("b3c1-key", { phone: body.phone, name: "Анна" }, sender, at + 60 * 60_000)).toBe(sentKey("b3c1-key"));
  });

  it("makes changed fields, another form or another kind a new request", () => {
    const first = sentKey("b3c1-key");
    expect(sentKey("b3c1-key", { ...body, name: "Анна Сергеевна" })).not.toBe(first);
    expect(sentKey("other-key")).not.toBe(first);
    expect(sentKey("b3c1-key", body, { ...sender, type: "order" })).not.toBe(first);
  });

  it("without a key of the form's own, makes the same form resent a minute later the same request", () => {
    expect(formKeyOf(undefined, sender, at)).toMatch(/^form-[0-9a-f]{40}$/);
    expect(sentKey(undefined, { phone: body.phone, name: "Анна" }, sender, at + 60_000)).toBe(sentKey(""));
    // The form's key handed back after a failure names the same request when the same fields come again, later.
    expect(sentKey(formKeyOf("", sender, at), body, sender, at + derivedKeyWindowMs * 3)).toBe(sentKey(""));
  });

  it("without a key, tells apart another person, another text, another kind and a later window", () => {
    const first = sentKey("");
    expect(sentKey("", body, { ...sender, clientIp: "198.51.100.2" })).not.toBe(first);
    expect(sentKey("", { ...body, name: "Анна Сергеевна" })).not.toBe(first);
    expect(sentKey("", body, { ...sender, type: "order" })).not.toBe(first);
    expect(sentKey("", body, sender, at + derivedKeyWindowMs)).not.toBe(first);
  });

  it("fits the dealer API's limit of 100 characters", () => {
    expect(formKeyOf("", sender, at).length).toBeLessThanOrEqual(100);
    expect(sentKey("k".repeat(100)).length).toBeLessThanOrEqual(100);
  });
});
