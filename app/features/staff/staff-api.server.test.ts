import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, expect, test, vi } from "vitest";
import { callStaffApi, safeNext } from "./staff-api.server";
import { testLoadContext } from "../../../tests/setup/load-context";

let backend: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (backend ? backend.close(() => resolve()) : resolve())));

/** A dealer backend on a free port that answers each request with the handler's status, type and body. */
async function dealerBackend(answer: (url: string, headers: Record<string, string | string[] | undefined>) => [number, string, string]) {
  backend = createServer((req, res) => {
    const [status, type, body] = answer(req.url ?? "", req.headers);
    res.writeHead(status, { "Content-Type": type }).end(body);
  });
  await new Promise<void>((resolve) => backend!.listen(0, "127.0.0.1", resolve));
  const { port } = backend.address() as AddressInfo;
  return testLoadContext("http://unused.test/api", { dealerBaseUrl: `http://127.0.0.1:${port}/dealer` });
}

test("a staff call sends the session as a bearer token with the CSRF token of a write, and reads the envelope of a refusal (422 with fields)", async () => {
  const seen: string[] = [];
  const context = await dealerBackend((url, headers) => {
    seen.push(`${url} ${String(headers.authorization)} ${String(headers["x-csrf-token"])} ${String(headers["content-type"])}`);
    return [
      422,
      "application/json; charset=utf-8",
      JSON.stringify({ success: false, data: { fields: { title: "Укажите заголовок" } }, message: "Проверьте поля" }),
    ];
  });

  const answer = await callStaffApi<{ fields: Record<string, string> }>(context, "/v1/staff/content/news/x", {
    token: "t0ken",
    csrf: "c5rf",
    body: { title: "" },
  });

  expect(answer).toMatchObject({ status: 422, message: "Проверьте поля", data: { fields: { title: "Укажите заголовок" } } });
  expect(seen).toEqual(["/dealer/v1/staff/content/news/x Bearer t0ken c5rf application/json"]);
});

test("a staff API that cannot be reached is a 503 with the Russian message, and the failure is logged once", async () => {
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});
  const context = testLoadContext("http://unused.test/api", { dealerBaseUrl: "http://127.0.0.1:9/dealer" });

  const answer = await callStaffApi(context, "/v1/staff/me", { token: "t" });

  expect(answer.status).toBe(503);
  expect(answer.message).toMatch(/[А-Яа-я]/);
  expect(logged).toHaveBeenCalledTimes(1);
  logged.mockRestore();
});

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
