import { delay, http, HttpResponse } from "msw";
import { expect, test, vi } from "vitest";
import { z } from "zod";
import { ApiError, browserServiceBases, createApi, serializeQuery } from "~/lib/api-client";
import type { ApiConfig } from "~/lib/api-client";
import { setupMswServer } from "../../tests/setup/msw";

const origin = "http://site.test";
const server = setupMswServer();

function makeApi(overrides: Partial<ApiConfig> = {}) {
  return createApi({ baseUrl: origin, requireService: browserServiceBases, ...overrides });
}

function envelope(data: unknown, success = true, message = "") {
  return { success, data, message };
}

test("creating the client without a service registry throws the catalogue text", () => {
  expect(() => createApi({} as ApiConfig)).toThrow('Api: Ошибка, необходимо передать "requireService"');
});

test("get resolves with data of a successful envelope", async () => {
  server.use(http.get(`${origin}/api/v1/model`, () => HttpResponse.json(envelope([{ id: 1 }]))));

  await expect(makeApi().get("/v1/model")).resolves.toEqual([{ id: 1 }]);
});

test("a registry function chooses the backend of each call", async () => {
  server.use(http.get("http://dealer.test/base/v1/city", () => HttpResponse.json(envelope(["Москва"]))));
  const api = createApi({
    requireService: (name) => (name === "dealer" ? "http://dealer.test/base/" : "http://brand.test"),
  });

  await expect(api.get("v1/city", { service: "dealer" })).resolves.toEqual(["Москва"]);
  expect(api.url("/v1/model")).toBe("http://brand.test/v1/model");
});

test("every request sends cookies and asks for JSON", async () => {
  let seen: Request | undefined;
  server.use(
    http.get(`${origin}/api/v1/meta`, ({ request }) => {
      seen = request;
      return HttpResponse.json(envelope({}));
    }),
  );
  const fetchSpy = vi.fn<typeof fetch>((input, init) => globalThis.fetch(input, init));

  await makeApi({ fetch: fetchSpy }).get("/v1/meta");

  expect(fetchSpy.mock.calls[0]?.[1]?.credentials).toBe("include");
  expect(seen?.headers.get("accept")).toBe("application/json");
});

test("query parameters are serialised, skipping undefined and null", async () => {
  let search = "";
  server.use(
    http.get(`${origin}/api/v1/dealer`, ({ request }) => {
      search = new URL(request.url).search;
      return HttpResponse.json(envelope([]));
    }),
  );

  await makeApi().get("/v1/dealer", {
    query: { city_id: 7, certified: true, testDrive: undefined, q: null, tag: ["a", "б"] },
  });

  expect(search).toBe("?city_id=7&certified=1&tag=a&tag=%D0%B1");
});

test("a query is appended to a path that already has one", () => {
  expect(makeApi().url("/v1/complectation?withG90l=1", { query: { modelCode: "g70" } })).toBe(
    `${origin}/api/v1/complectation?withG90l=1&modelCode=g70`,
  );
  expect(serializeQuery({ page: 1, flag: false })).toBe("page=1&flag=0");
});

test("post sends a JSON body", async () => {
  let received: unknown;
  let contentType: string | null = null;
  server.use(
    http.post(`${origin}/api/v1/search`, async ({ request }) => {
      contentType = request.headers.get("content-type");
      received = await request.json();
      return HttpResponse.json(envelope({ ok: 1 }));
    }),
  );

  await expect(makeApi().post("/v1/search", { q: "G80" })).resolves.toEqual({ ok: 1 });
  expect(received).toEqual({ q: "G80" });
  expect(contentType).toBe("application/json");
});

test("post sends FormData as multipart", async () => {
  let method: FormDataEntryValue | null = null;
  let contentType = "";
  server.use(
    http.post("http://schedule.test/handler", async ({ request }) => {
      contentType = request.headers.get("content-type") ?? "";
      method = (await request.formData()).get("method");
      return HttpResponse.json(envelope(null));
    }),
  );
  const form = new FormData();
  form.set("method", "request");

  await makeApi().post("http://schedule.test/handler", form);

  expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
  expect(method).toBe("request");
});

test("a non-200 answer rejects with the HTTP status text", async () => {
  server.use(
    http.get(`${origin}/api/v1/news`, () => HttpResponse.json(envelope(null, false, "не это"), { status: 404, statusText: "Not Found" })),
  );

  const error = await makeApi()
    .get("/v1/news")
    .catch((e: unknown) => e);

  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ message: "Not Found", status: 404, url: `${origin}/api/v1/news` });
  expect((error as ApiError).body).toEqual(envelope(null, false, "не это"));
});

test("a non-200 answer without status text rejects with a Russian text for its status", async () => {
  // Stubbed fetch: MSW fills statusText in for us, Node's own Response (like HTTP/2 answers) does not.
  const fetchStub = vi.fn<typeof fetch>(async () => new Response(null, { status: 503 }));

  await expect(makeApi({ fetch: fetchStub }).get("/v1/news")).rejects.toThrow("Сервис временно недоступен");
});

test("a 200 answer with success not true rejects with the server message", async () => {
  server.use(http.get(`${origin}/api/v1/city`, () => HttpResponse.json(envelope(null, false, "Город не найден"))));

  const error = await makeApi()
    .get("/v1/city")
    .catch((e: unknown) => e);

  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ message: "Город не найден", status: 200 });
});

test("a 200 answer that is not JSON rejects as an invalid server answer", async () => {
  server.use(http.get(`${origin}/api/v1/city`, () => HttpResponse.text("<html>")));

  await expect(makeApi().get("/v1/city")).rejects.toThrow("Неверный ответ сервера");
});

test("data failing the call's schema rejects as an invalid server answer", async () => {
  server.use(http.get(`${origin}/api/v1/credit-program`, () => HttpResponse.json(envelope([{ rate: "x" }]))));
  const schema = z.array(z.object({ rate: z.number() }));

  await expect(makeApi().get("/v1/credit-program", { schema })).rejects.toThrow("Неверный ответ сервера");
});

test("data passing the call's schema resolves parsed", async () => {
  server.use(http.get(`${origin}/api/v1/credit-program`, () => HttpResponse.json(envelope([{ rate: 5.9 }]))));
  const schema = z.array(z.object({ rate: z.number() }));

  const programs = await makeApi().get("/v1/credit-program", { schema });

  expect(programs[0]?.rate).toBe(5.9);
});

test("envelope: false resolves with the whole JSON answer", async () => {
  server.use(http.get(`${origin}/api/configurator/json-data`, () => HttpResponse.json({ model: "g80" })));

  await expect(makeApi().get("/configurator/json-data", { envelope: false })).resolves.toEqual({ model: "g80" });
});

test("a network failure resolves to a synthetic 500 naming the URL, and is logged", async () => {
  server.use(http.get(`${origin}/api/v1/options`, () => HttpResponse.error()));
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});

  const result = await makeApi().request({ path: "/v1/options", query: { token: "secret" } });

  const message = `Сеть недоступна: не удалось выполнить запрос ${origin}/api/v1/options`;
  expect(result).toEqual({
    status: 500,
    success: false,
    data: null,
    message,
    url: `${origin}/api/v1/options`,
    body: null,
    cause: expect.any(TypeError),
  });
  expect(logged).toHaveBeenCalledTimes(1);
  expect(logged.mock.calls[0]?.[0]).toBe(message);
});

test("a caller that logs a failure itself (logFailure: false) gets the network error as the ApiError's cause, and the client logs nothing", async () => {
  server.use(http.get(`${origin}/api/v1/options`, () => HttpResponse.error()));
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});

  const failure = await makeApi()
    .get("/v1/options", { logFailure: false })
    .catch((error: unknown) => error);

  expect(failure).toBeInstanceOf(ApiError);
  expect(failure).toMatchObject({
    message: `Сеть недоступна: не удалось выполнить запрос ${origin}/api/v1/options`,
    status: 500,
    cause: expect.any(TypeError),
  });
  expect(logged).not.toHaveBeenCalled();
});

test("get rejects with the network message when the network fails", async () => {
  server.use(http.get(`${origin}/api/v1/options`, () => HttpResponse.error()));
  vi.spyOn(console, "error").mockImplementation(() => {});

  await expect(makeApi().get("/v1/options")).rejects.toThrow(/^Сеть недоступна: .*\/api\/v1\/options$/);
});

test("a call that outlives the timeout resolves to a synthetic 500 and is logged", async () => {
  server.use(
    http.get(`${origin}/api/v1/model`, async () => {
      await delay("infinite");
      return HttpResponse.json(envelope([]));
    }),
  );
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});

  const result = await makeApi({ timeoutMs: 20 }).request({ path: "/v1/model" });

  expect(result.status).toBe(500);
  expect(result.success).toBe(false);
  expect(result.message).toContain(`${origin}/api/v1/model`);
  expect(logged).toHaveBeenCalledWith(result.message, expect.anything());
});

test("the default timeout is 10 seconds", async () => {
  vi.useFakeTimers();
  try {
    const signals: AbortSignal[] = [];
    const fetchStub = vi.fn<typeof fetch>(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          const signal = init?.signal;
          if (signal) signals.push(signal);
          signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    vi.spyOn(console, "error").mockImplementation(() => {});
    const pending = makeApi({ fetch: fetchStub }).request({ path: "/v1/model" });

    await vi.advanceTimersByTimeAsync(9_999);
    expect(signals[0]?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    await expect(pending).resolves.toMatchObject({ status: 500, success: false });
  } finally {
    vi.useRealTimers();
  }
});

test("a call aborted by its caller rejects and is not logged", async () => {
  server.use(
    http.get(`${origin}/api/v1/model`, async () => {
      await delay("infinite");
      return HttpResponse.json(envelope([]));
    }),
  );
  const controller = new AbortController();

  const pending = makeApi().request({ path: "/v1/model", signal: controller.signal });
  controller.abort();

  await expect(pending).rejects.toThrow();
});

test("a dealer request posts to the dealer backend and resolves with data", async () => {
  server.use(http.post(`${origin}/dealer/v1/request`, () => HttpResponse.json(envelope({ id: 42 }))));

  await expect(makeApi().postDealerRequest("/v1/request", { name: "Иван" })).resolves.toEqual({ id: 42 });
});

test('a dealer request with success not true rejects with Ошибка: "{message}"', async () => {
  server.use(http.post(`${origin}/dealer/v1/request/service`, () => HttpResponse.json(envelope(null, false, "Телефон указан неверно"))));

  await expect(makeApi().postDealerRequest("/v1/request/service", {})).rejects.toThrow('Ошибка: "Телефон указан неверно"');
});

test("a dealer request answered with non-200 rejects with the status text", async () => {
  server.use(
    http.post(`${origin}/dealer/v1/request/order`, () =>
      HttpResponse.json(envelope(null, false, "x"), { status: 400, statusText: "Bad Request" }),
    ),
  );

  await expect(makeApi().postDealerRequest("/v1/request/order", {})).rejects.toThrow("Bad Request");
});

test("every backend of the spec's proxy has a name, and the browser reaches each through the site's prefix", () => {
  const api = makeApi();
  expect(api.url("/offers", { service: "offers" })).toBe(`${origin}/ilsa-offers/offers`);
  expect(api.url("/genesis.xml", { service: "export" })).toBe(`${origin}/export-master/genesis.xml`);
  expect(api.url("download/pdf/", { service: "leads" })).toBe(`${origin}/api/download/pdf/`);
  expect(api.url("", { query: { method: "getShedule" }, service: "testDrive" })).toBe(`${origin}/dealer/test-drive/?method=getShedule`);
});

test("a service missing from the registry is named in the error", () => {
  const api = createApi({ requireService: { api: "http://brand.test" } });
  expect(() => api.url("/offers", { service: "offers" })).toThrow('Api: Ошибка, сервис "offers" не настроен');
});

test("getText reads an XML feed as text, asking for XML", async () => {
  let accept: string | null = null;
  const xml = '<?xml version="1.0" encoding="UTF-8"?><vehicles><vehicle><mark>Genesis</mark></vehicle></vehicles>';
  server.use(
    http.get(`${origin}/export-master/genesis.xml`, ({ request }) => {
      accept = request.headers.get("accept");
      return new HttpResponse(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
    }),
  );

  await expect(makeApi().getText("/genesis.xml", { service: "export" })).resolves.toBe(xml);
  expect(accept).toContain("application/xml");
});

test("getText rejects with the status text of a failed feed and with the network message when it is unreachable", async () => {
  server.use(http.get(`${origin}/ilsa-offers/offers`, () => new HttpResponse("нет", { status: 502, statusText: "Bad Gateway" })));
  await expect(makeApi().getText("/offers", { service: "offers" })).rejects.toMatchObject({ message: "Bad Gateway", status: 502 });

  const logged = vi.spyOn(console, "error").mockImplementation(() => {});
  const offline = makeApi({ fetch: async () => Promise.reject(new TypeError("fetch failed")) });
  await expect(offline.getText("/offers", { service: "offers" })).rejects.toMatchObject({ status: 500 });
  expect(logged).toHaveBeenCalledOnce();
  logged.mockRestore();
});

test("responseType response hands over any status with its body unread, and the caller's abort still reaches the body", async () => {
  vi.useFakeTimers();
  try {
    let bodySignal: AbortSignal | undefined;
    const fetchStub = vi.fn<typeof fetch>((_input, init) => {
      bodySignal = init?.signal ?? undefined;
      const body = new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode("первая строка\n")) });
      return Promise.resolve(new Response(body, { status: 422, headers: { "Content-Type": "text/csv" } }));
    });
    const caller = new AbortController();

    const result = await makeApi({ fetch: fetchStub, timeoutMs: 50 }).request({
      path: "/v1/staff/leads/export",
      service: "dealer",
      responseType: "response",
      signal: caller.signal,
    });

    expect(result).toMatchObject({ status: 422, success: false, url: `${origin}/dealer/v1/staff/leads/export` });
    expect(result.response?.bodyUsed).toBe(false);
    // A long export streams past the timeout: the timeout ended with the headers.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(bodySignal?.aborted).toBe(false);
    caller.abort();
    expect(bodySignal?.aborted).toBe(true);
  } finally {
    vi.useRealTimers();
  }
});

test("responseType response turns a network failure into a synthetic 500 without a response", async () => {
  const fetchStub = vi.fn<typeof fetch>(() => Promise.reject(new TypeError("fetch failed")));
  vi.spyOn(console, "error").mockImplementation(() => {});

  const result = await makeApi({ fetch: fetchStub }).request({ path: "/v1/staff/me", service: "dealer", responseType: "response" });

  expect(result).toMatchObject({ status: 500, success: false });
  expect(result.response).toBeUndefined();
});
