import { expect, test } from "vitest";
import { leadClientAction } from "./lead-client-action";
import { leadTexts } from "./lead-result";

/** The request a lead form sends: name, phone, consent, the honeypot and the key. */
function posted() {
  const body = new URLSearchParams({
    name: "Анна Смирнова",
    phone: "+7 (911) 404-11-12",
    agree: "on",
    website: "",
    idempotency_key: "k-1",
  });
  return new Request("https://genesis-khimki.ru/service-form.html", { method: "POST", body });
}

test("the server's answer passes through as it is", async () => {
  const answer = { ok: true as const, id: "e5cf5e1b-0000", number: "e5cf5e1b" };
  expect(await leadClientAction({ request: posted(), serverAction: async () => answer })).toBe(answer);
});

test("a request the connection lost comes back as the form's own failure, with what was typed and the way forward", async () => {
  const result = await leadClientAction({ request: posted(), serverAction: () => Promise.reject(new TypeError("Failed to fetch")) });
  expect(result).toMatchObject({
    data: { ok: false, message: leadTexts.offline, values: { name: "Анна Смирнова", phone: "+7 (911) 404-11-12", agree: "on" } },
    // An error status: the router then leaves the page's data alone instead of asking the site again.
    init: { status: 503 },
  });
  expect(leadTexts.offline).toContain("всё, что вы ввели, сохранено");
});

test("any other failure still goes to the page's error boundary", async () => {
  const fault = new TypeError("Cannot read properties of undefined (reading 'ok')");
  await expect(leadClientAction({ request: posted(), serverAction: () => Promise.reject(fault) })).rejects.toBe(fault);
});
