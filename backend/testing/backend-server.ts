import { createBackend, type Backend, type BackendOptions } from "../index";
import { startTestServer, type TestServer } from "./http-server";

/**
 * A whole backend (router, job runner, delivery) on a test server: its database ready, its jobs
 * started, no visitor limits unless `options` set them. How to close both is pushed onto `cleanups`,
 * which the test's afterEach runs last first.
 */
export async function startBackend(
  options: BackendOptions,
  cleanups: Array<() => Promise<unknown>>,
): Promise<{ backend: Backend; site: TestServer }> {
  const backend = createBackend({ limits: false, ...options });
  const site = await startTestServer(backend.router);
  cleanups.push(
    () => backend.close(),
    () => site.close(),
  );
  await backend.ready;
  backend.jobs.start();
  return { backend, site };
}
