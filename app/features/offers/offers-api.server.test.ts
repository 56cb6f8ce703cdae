import { http, HttpResponse } from "msw";
import { beforeEach, expect, test, vi } from "vitest";
import { clearCachedResponses } from "~/lib/cached-get.server";
import { errorMessages } from "~/lib/error-messages";
import { setupMswServer } from "../../../tests/setup/msw";
import { makeOffer } from "./offer.test-helpers";
import { fetchActiveOffers, fetchOffer, loadActiveOffers } from "./offers-api.server";
import { testLoadContext } from "../../../tests/setup/load-context";

const offersUrl = "http://backend.test/api/v1/special-offer";
const server = setupMswServer();
// Every test serves the same address its own way; cached answers must not carry across tests.
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

test("the running offers come from the list call and are read once a minute, not on every visit", async () => {
  const asked = serve(offersUrl, ok({ items: [makeOffer("a"), makeOffer("b")] }));
  expect((await fetchActiveOffers(context)).map((offer) => offer.id)).toEqual(["a", "b"]);
  await fetchActiveOffers(context);
  expect(asked).toEqual([offersUrl]);
});

test("a failed list is logged once and gives null", async () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  serve(offersUrl, { success: false, data: null, message: "Внутренняя ошибка сервера" }, 500);
  expect(await loadActiveOffers(context)).toBeNull();
  expect(error).toHaveBeenCalledTimes(1);
  expect(error).toHaveBeenCalledWith(expect.stringMatching(`^${errorMessages.offersLoadFailed}: .+ — `), expect.any(Error));
});

test("an answer that is not an offer list counts as a failed load", async () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  serve(offersUrl, ok({ items: [{ ...makeOffer("a"), validTo: "31.12.2026" }] }));
  expect(await loadActiveOffers(context)).toBeNull();
  expect(error).toHaveBeenCalledWith(
    expect.stringMatching(`^${errorMessages.offersLoadFailed}: .+ — `),
    expect.objectContaining({ message: errorMessages.invalidResponse }),
  );
});

test("one offer is read by its id; an unknown id is null", async () => {
  serve(`${offersUrl}/trade-in`, ok(makeOffer("trade-in", { kind: "trade-in" })));
  serve(`${offersUrl}/nope`, { success: false, data: null, message: "Предложение не найдено" }, 404);
  expect(await fetchOffer(context, "trade-in")).toMatchObject({ id: "trade-in", kind: "trade-in" });
  expect(await fetchOffer(context, "nope")).toBeNull();
});

test("an id that cannot be a slug is not sent to the API", async () => {
  // No handler is set up: a request would fail the test.
  expect(await fetchOffer(context, "Trade-In")).toBeNull();
  expect(await fetchOffer(context, "../news")).toBeNull();
  expect(await fetchOffer(context, "a".repeat(101))).toBeNull();
});

test("other failures of the detail call reject", async () => {
  serve(`${offersUrl}/trade-in`, { success: false, data: null, message: "Внутренняя ошибка сервера" }, 500);
  await expect(fetchOffer(context, "trade-in")).rejects.toMatchObject({ name: "ApiError", status: 500 });
});
