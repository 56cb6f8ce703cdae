import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A backend that is down, as the site sees one whose process died behind a live address: every request
 * reaches it and is counted (by path and query), then its connection is cut (a network failure).
 */
export type DeadBackend = {
  /** Base of the brand API on it (…/api), for a load context. */
  apiBaseUrl: string;
  /** Requests so far, by path and query ("/api/v1/news?page=1&pageSize=10"). */
  requests(): Record<string, number>;
  reset(): void;
  close(): Promise<void>;
};

export async function startDeadBackend(): Promise<DeadBackend> {
  let counts: Record<string, number> = {};
  const server = http.createServer((req) => {
    const key = req.url ?? "";
    counts[key] = (counts[key] ?? 0) + 1;
    req.socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBaseUrl: `http://127.0.0.1:${port}/api`,
    requests: () => ({ ...counts }),
    reset: () => {
      counts = {};
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
