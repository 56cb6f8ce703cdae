import type { AddressInfo } from "node:net";
import express from "express";
import type { Router } from "express";

/** A running test server: its base URL (with the mount path) and a function that stops it. */
export type TestServer = { url: string; close(): Promise<void> };

/**
 * Serves the router under `mountPath` on a random local port. Requests the router passes on reach a
 * last handler answering 418, so tests can tell "not handled" apart from the router's own 404.
 * `trustProxy` is Express's "trust proxy", as the web process sets it (X-Forwarded-For sets req.ip).
 */
export async function startTestServer(
  router: Router,
  mountPath = "/dealer",
  { trustProxy = false }: { trustProxy?: boolean | string } = {},
): Promise<TestServer> {
  const app = express();
  app.set("trust proxy", trustProxy);
  app.use(mountPath, router);
  app.use((_req, res) => {
    res.status(418).send("not handled by the backend");
  });
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve, reject) => {
    const listening = app.listen(0, "127.0.0.1", (error?: Error) => (error ? reject(error) : resolve(listening)));
  });
  // fetch reuses idle connections; one the server closes after its 5 s keep-alive just as the next
  // request goes out (a test waiting for PGlite on a busy machine) is reset. Tests outlast that.
  server.keepAliveTimeout = 60_000;
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${mountPath}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // fetch keeps connections alive; without this close() waits for them to time out.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A parsed JSON answer with its status and headers. */
export type JsonAnswer = { status: number; headers: Headers; body: unknown };

/** Sends a request and parses the JSON answer. */
export async function requestJson(url: string, init?: RequestInit): Promise<JsonAnswer> {
  const response = await fetch(url, init);
  return { status: response.status, headers: response.headers, body: await response.json() };
}
