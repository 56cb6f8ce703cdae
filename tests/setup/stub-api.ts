import { vi } from "vitest";

/** An answer of the stubbed API: the JSON body and the HTTP status. */
export type StubAnswer = { body: unknown; status: number };

/**
 * Replaces the global fetch with the API a test describes: `answer` gets each request's path below
 * `/api` (e.g. `/v1/news`) and its URL. Returns the paths asked, with their query, in order; undo with
 * `vi.unstubAllGlobals()`.
 */
export function stubApiFetch(answer: (path: string, url: URL) => StubAnswer): string[] {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((input: string | URL | Request) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const path = url.pathname.replace(/^\/api/, "");
      asked.push(path + url.search);
      const { body, status } = answer(path, url);
      return Promise.resolve(new Response(JSON.stringify(body), { status }));
    }),
  );
  return asked;
}
