// BRAND_API_URL pointing at a backend that is down (a real one on a local port, counting what reaches
// it): what a page's loads log. docs/product.md §8 wants the network failure logged with its address, and the
// options failure as «Не удалось получить опции: {reason}»; one failure is one line saying both what
// failed and what the visitor gets instead.
import { afterAll, beforeAll, beforeEach, expect, test, vi } from "vitest";
import { loadModelPaints } from "~/features/models/paints.server";
import { loadModelPackages } from "~/features/models/packages.server";
import { clearCachedResponses } from "~/lib/cached-get.server";
import { setLogSink } from "~/lib/log";
import { serverLogSink } from "~/lib/log-sink.server";
import { getServerApi } from "~/lib/server-api.server";
import { loadSiteData } from "./site-data.server";
import { startDeadBackend, type DeadBackend } from "../../../tests/setup/dead-backend";
import { testLoadContext } from "../../../tests/setup/load-context";
import { logger, withRequestContext, type RequestContext } from "@platform/logger";

let backend: DeadBackend;
beforeAll(async () => {
  backend = await startDeadBackend();
});
afterAll(() => backend.close());
beforeEach(() => {
  clearCachedResponses();
  backend.reset();
});

const down = (path: string) => `Сеть недоступна: не удалось выполнить запрос ${backend.apiBaseUrl}${path}`;

test("the data of every page against a dead brand API: one log line per failed load, with the address and what the visitor gets", async () => {
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});
  const data = await loadSiteData(testLoadContext(backend.apiBaseUrl));
  await data.footerNews;
  expect(data.options.phone).toBeNull();
  expect(logged.mock.calls.map(([line]) => line).sort()).toEqual(
    [
      `Не удалось получить опции: ${down("/v1/options")} — страницы показаны без опций: без телефона в шапке и подвале, контакты дилера — из текста сайта`,
      `Не удалось получить список моделей: ${down("/v1/model")} — меню моделей в шапке и списки моделей — без данных API`,
      `Не удалось получить список новостей: ${down("/v1/news")} — в подвале страниц и на главной нет новостей`,
      `Не удалось получить редакции согласий: ${down("/v1/consents")} — формы ссылаются на страницу согласий без номера редакции`,
    ].sort(),
  );
});

test("on the server, a failure two loaders of one render share is one line, and the render is degraded; another request logs its own", async () => {
  setLogSink(serverLogSink);
  const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
  try {
    const render = async () => {
      const context: RequestContext = { requestId: "render" };
      await withRequestContext(context, async () => {
        const api = getServerApi(testLoadContext(backend.apiBaseUrl));
        // A model page: its packages (the complectation and the configurator data) and its paints (the configurator data again).
        await Promise.all([loadModelPackages(api, "gv70"), loadModelPaints(api)]);
      });
      return context;
    };
    expect((await render()).degraded).toBe(true);
    const lines = error.mock.calls.map(([, message]) => message);
    expect(lines).toHaveLength(2);
    expect(lines.filter((line) => line?.includes(down("/configurator/json-data")))).toHaveLength(1);
    expect(
      lines.filter((line) => line?.startsWith(`Не удалось получить список комплектаций (gv70): ${down("/v1/complectation")} — `)),
    ).toHaveLength(1);
    await render();
    expect(error).toHaveBeenCalledTimes(4);
  } finally {
    setLogSink({ error: (message, cause) => (cause === undefined ? console.error(message) : console.error(message, cause)) });
  }
});
