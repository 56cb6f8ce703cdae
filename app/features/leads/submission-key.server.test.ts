import { describe, expect, it } from "vitest";
import { derivedKeyWindowMs, submissionKey } from "./submission-key.server";

const sent = { type: "service", clientIp: "203.0.113.7", userAgent: "Firefox", body: { name: "Анна", phone: "+7 (916) 123-45-67" } };
const at = Date.UTC(2026, 10, 24, 9, 3);

describe("the key of a form sent without one", () => {
  it("uses the browser's own key when the form carries one", () => {
    expect(submissionKey("b3c1-key", sent, at)).toBe("b3c1-key");
  });

  it("makes the same form resent a minute later the same request", () => {
    expect(submissionKey("", sent, at)).toBe(submissionKey(undefined, { ...sent, body: { phone: sent.body.phone, name: "Анна" } }, at + 60_000));
  });

  it("tells apart another person, another text, another kind and a later window", () => {
    const key = submissionKey("", sent, at);
    expect(submissionKey("", { ...sent, clientIp: "198.51.100.2" }, at)).not.toBe(key);
    expect(submissionKey("", { ...sent, body: { ...sent.body, name: "Анна Сергеевна" } }, at)).not.toBe(key);
    expect(submissionKey("", { ...sent, type: "order" }, at)).not.toBe(key);
    expect(submissionKey("", sent, at + derivedKeyWindowMs)).not.toBe(key);
  });

  it("fits the dealer API's limit of 100 characters", () => {
    expect(submissionKey("", sent, at).length).toBeLessThanOrEqual(100);
  });
});
