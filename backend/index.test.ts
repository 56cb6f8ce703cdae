import { envelopeSchema } from "@contract/envelope";
import { modelListSchema } from "@contract/model";
import { expect, test, vi } from "vitest";
import { z } from "zod";
import { createBackend } from "./index";
import { requestJson, startTestServer } from "./testing/http-server";
import { logger } from "@platform/logger";

const failure = envelopeSchema(z.null());

function openDatabaseCount(): number {
  const store = (globalThis as Record<symbol, Map<string, unknown> | undefined>)[Symbol.for("genesis-dealer-site.backend.databases")];
  return store?.size ?? 0;
}

test("answers 503 while the database opens, then serves the API; one database per process", async () => {
  const backend = createBackend({ dataDir: "memory://" });
  const server = await startTestServer(backend.router);
  try {
    // PGlite takes seconds to start, so the first request certainly arrives before it is ready.
    expect(backend.isReady()).toBe(false);
    const early = await requestJson(`${server.url}/v1/model`);
    expect(early.status).toBe(503);
    expect(early.headers.get("retry-after")).toBe("5");
    expect(failure.parse(early.body).message).toBe("Сервис запускается, повторите запрос через несколько секунд");
    expect((await requestJson(`${server.url}/configurator/json-data`)).status).toBe(503);
    expect((await requestJson(`${server.url}/crm/send-pdf-to-crm/`)).status).toBe(503);
    expect((await requestJson(`${server.url}/crm/send-pdf-to-crm`)).status).toBe(503);
    expect((await fetch(`${server.url}/about.html`)).status).toBe(418);

    const again = createBackend({ dataDir: "memory://" });
    expect(openDatabaseCount()).toBe(1);
    await Promise.all([backend.ready, again.ready]);
    expect(backend.isReady()).toBe(true);
    expect(again.isReady()).toBe(true);

    const answer = await requestJson(`${server.url}/v1/model`);
    expect(answer.status).toBe(200);
    expect(envelopeSchema(modelListSchema).parse(answer.body).data).toHaveLength(5);
  } finally {
    await server.close();
    await backend.close();
  }
  expect(openDatabaseCount()).toBe(0);
  expect(backend.isReady()).toBe(false);
});

test("a database that cannot be opened is reported through ready, and the API answers 500", async () => {
  const logged = vi.spyOn(logger, "debug").mockImplementation(() => undefined);
  const backend = createBackend({ databaseUrl: "postgres://postgres@127.0.0.1:1/none", postgresWaitMs: 0 });
  const server = await startTestServer(backend.router);
  try {
    await expect(backend.ready).rejects.toThrow();
    // One debug line here: the web process's lifecycle writes the fatal line that names the cause.
    expect(logged).toHaveBeenCalledOnce();
    const answer = await requestJson(`${server.url}/v1/news`);
    expect(answer.status).toBe(500);
    expect(failure.parse(answer.body).message).toBe("Внутренняя ошибка сервера");
    // The failed open is forgotten, so a later createBackend may try again.
    expect(openDatabaseCount()).toBe(0);
  } finally {
    await server.close();
    await backend.close();
    logged.mockRestore();
  }
});

test("close() stops the jobs, letting a run in flight use the database, before closing it", async () => {
  const backend = createBackend({ dataDir: "memory://" });
  const server = await startTestServer(backend.router);
  const events: string[] = [];
  let releaseRun: () => void = () => undefined;
  const runStarted = new Promise<void>((started) => {
    backend.jobs.register({
      kind: "test-delivery",
      intervalMs: 60_000,
      run: async (signal) => {
        started();
        await new Promise<void>((release) => (releaseRun = release));
        events.push(`run sees stop: ${signal.aborted}`);
        // A delivery finishing its row after the stop was asked for still reaches the database.
        events.push(`database answers ${(await requestJson(`${server.url}/v1/model`)).status}`);
      },
    });
  });
  try {
    await backend.ready;
    backend.jobs.start();
    backend.jobs.trigger("test-delivery");
    await runStarted;
    const closed = backend.close().then(() => events.push("closed"));
    // While close() waits for the run, the database is still open: the site still answers from it.
    expect((await requestJson(`${server.url}/v1/model`)).status).toBe(200);
    expect(events).toEqual([]);
    releaseRun();
    await closed;
    expect(events).toEqual(["run sees stop: true", "database answers 200", "closed"]);
  } finally {
    await server.close();
    await backend.close();
  }
});

test("with a real CRM configured the embedded sales system is not there: nobody can store rows through it", async () => {
  const backend = createBackend({ dataDir: "memory://", crmUrl: "https://crm.example.ru/", embeddedCrm: false });
  const server = await startTestServer(backend.router);
  try {
    await backend.ready;
    const query = new URLSearchParams({ lead_id: crypto.randomUUID(), name: "Иван", phone: "+79114041112", agree: "on" });
    expect((await fetch(`${server.url}/crm/send-pdf-to-crm/?${query}`)).status).toBe(418);
    // The rest of the API is there.
    expect((await requestJson(`${server.url}/v1/model`)).status).toBe(200);
  } finally {
    await server.close();
    await backend.close();
  }
});
