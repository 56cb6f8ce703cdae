import { expect } from "vitest";
import { csrfHeader, type StaffSession } from "@contract/staff";

/** A staff API answer: status, headers and the parsed envelope. */
export type StaffAnswer = { status: number; headers: Headers; body: { success: boolean; data: unknown; message: string } };

/** Calls the staff API of a test server (base = …/dealer). */
export function staffClient(base: string) {
  const call = async (
    path: string,
    init: RequestInit & { token?: string; csrf?: string; ip?: string; json?: unknown } = {},
  ): Promise<StaffAnswer> => {
    const headers = new Headers(init.headers);
    if (init.token) headers.set("Authorization", `Bearer ${init.token}`);
    if (init.csrf) headers.set(csrfHeader, init.csrf);
    if (init.ip) headers.set("X-Forwarded-For", init.ip);
    if (init.json !== undefined) headers.set("content-type", "application/json");
    const response = await fetch(`${base}${path}`, {
      ...init,
      headers,
      method: init.method ?? (init.json !== undefined ? "POST" : "GET"),
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: text.startsWith("{") ? JSON.parse(text) : { success: false, data: text, message: "" },
    };
  };
  return {
    call,
    /** Signs in and answers the session (fails the test when refused). */
    async signIn(email: string, password: string, ip = "10.0.0.1"): Promise<StaffSession> {
      const answer = await call("/v1/staff/session", { json: { email, password }, ip });
      expect(answer.status, answer.body.message).toBe(200);
      return answer.body.data as StaffSession;
    },
  };
}
