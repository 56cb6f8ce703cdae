import { http, HttpResponse } from "msw";
import { beforeEach, expect, test, vi } from "vitest";
import { clearCachedResponses } from "~/lib/cached-get.server";
import { errorMessages } from "~/lib/error-messages";
import { testLoadContext } from "../../../tests/setup/load-context";
import { setupMswServer } from "../../../tests/setup/msw";
import { loadVacancies, loadWorkerPage } from "./people-api.server";
import { makeVacancy, makeWorker } from "./people.test-helpers";

const base = "http://backend.test/api/v1";
const server = setupMswServer();
// Every test serves the same addresses its own way; cached answers must not carry across tests.
beforeEach(() => clearCachedResponses());

const context = testLoadContext("http://backend.test/api", { dealerBaseUrl: "http://backend.test/dealer" });
const ok = (data: unknown) => ({ success: true, data, message: "" });

/** Answers GET `url` with `body` and `status`; returns the addresses it was asked for. */
function serve(url: string, body: unknown, status = 200) {
  const asked: string[] = [];
  server.use(
    http.get(url, ({ request }) => {
      asked.push(request.url);
      return HttpResponse.json(body as Record<string, unknown>, { status });
    }),
  );
  return asked;
}

/** What a loader threw (`data(…, { status })`): its status and data. */
async function thrown(promise: Promise<unknown>): Promise<{ status: number; data: unknown }> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (error && typeof error === "object" && "data" in error && "init" in error) {
    const response = error as { data: unknown; init: { status?: number } | null };
    return { status: response.init?.status ?? 200, data: response.data };
  }
  throw new Error(`not a response: ${String(error)}`);
}

test("a worker's page has the worker and the colleagues of their department, both read once a minute", async () => {
  const me = makeWorker({ slug: "aleksey-morozov", name: "Алексей Морозов" });
  const team = [makeWorker({ slug: "igor-kuznetsov" }), me, makeWorker({ slug: "olga-semenova", department: "client-care" })];
  const asked = serve(`${base}/workers/aleksey-morozov`, ok(me));
  serve(`${base}/workers`, ok({ items: team }));
  const page = await loadWorkerPage(context, "aleksey-morozov");
  expect(page.worker.name).toBe("Алексей Морозов");
  expect(page.colleagues.map((worker) => worker.slug)).toEqual(["igor-kuznetsov"]);
  await loadWorkerPage(context, "aleksey-morozov");
  expect(asked).toHaveLength(1);
});

test("an unknown worker is a 404, one staff took off the site a 410 saying so, a failing API a 503 (logged)", async () => {
  serve(`${base}/workers/net-takogo`, { success: false, data: null, message: "Сотрудник не найден" }, 404);
  serve(`${base}/workers/sergey-pavlov`, { success: false, data: { redirect: null }, message: "Этот сотрудник больше не работает" }, 410);
  serve(`${base}/workers/darya-nikitina`, { success: false, data: null, message: "Внутренняя ошибка сервера" }, 500);
  expect((await thrown(loadWorkerPage(context, "net-takogo"))).status).toBe(404);
  // Not an address a worker can have: not asked of the API at all.
  expect((await thrown(loadWorkerPage(context, "Sergey Pavlov"))).status).toBe(404);
  expect(await thrown(loadWorkerPage(context, "sergey-pavlov"))).toEqual({ status: 410, data: errorMessages.workerGone });
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  expect(await thrown(loadWorkerPage(context, "darya-nikitina"))).toEqual({ status: 503, data: errorMessages.workerLoadFailed });
  expect(error).toHaveBeenCalledTimes(1);
  expect(error).toHaveBeenCalledWith(expect.stringMatching(`^${errorMessages.workerLoadFailed}: .+ — `), expect.any(Error));
});

test("the vacancies come from the API; a failed list is logged once and gives null, for the page to say so", async () => {
  serve(`${base}/vacancies`, ok({ items: [makeVacancy()] }));
  expect((await loadVacancies(context))?.map((vacancy) => vacancy.code)).toEqual(["avtomekhanik"]);
  clearCachedResponses();
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  serve(`${base}/vacancies`, { success: false, data: null, message: "Внутренняя ошибка сервера" }, 500);
  expect(await loadVacancies(context)).toBeNull();
  expect(error).toHaveBeenCalledTimes(1);
  expect(error).toHaveBeenCalledWith(expect.stringMatching(`^${errorMessages.vacanciesLoadFailed}: .+ — `), expect.any(Error));
});
