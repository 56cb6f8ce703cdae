import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, vi } from "vitest";

/**
 * An MSW server for one test file: it listens while the file's tests run, fails them on a request no
 * handler answers, and drops the handlers and spies a test added once it ends.
 */
export function setupMswServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => {
    server.resetHandlers();
    vi.restoreAllMocks();
  });
  afterAll(() => server.close());
  return server;
}
