import express from "express";
import { afterEach, expect, test } from "vitest";
import { z } from "zod";
import { requestJson, startTestServer, type TestServer } from "../testing/http-server";
import { bodySchema, parseBody, textField } from "./body-schema";
import { endpoints } from "./endpoints";
import { sendOk } from "./respond";
import { errorHandler } from "./router";

// No write ships yet: a test-only form route, registered with the helper production routes will use.
const callbackForm = bodySchema({
  name: textField("name", 50),
  comment: textField("comment", 500, { multiline: true }).optional(),
  agree: z.literal("on", { error: "Подтвердите согласие на обработку персональных данных" }),
});

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(limitBytes?: number) {
  const router = express.Router();
  const { post } = endpoints(router);
  post(
    "/v1/test-form",
    (req, res) => {
      const form: { name: string; comment?: string; agree: "on" } = parseBody(callbackForm, req);
      sendOk(res, form);
    },
    { limitBytes },
  );
  router.use(errorHandler);
  server = await startTestServer(router);
  const url = `${server.url}/v1/test-form`;
  return (body?: BodyInit, headers?: Record<string, string>) => requestJson(url, { method: "POST", body, headers });
}

const asJson = (value: unknown) => [JSON.stringify(value), { "content-type": "application/json" }] as const;

function multipart(fields: Array<[string, string | Blob, string?]>): FormData {
  const data = new FormData();
  for (const [name, value, filename] of fields) {
    if (typeof value === "string") data.append(name, value);
    else data.append(name, value, filename);
  }
  return data;
}

const ok = (data: unknown) => ({ status: 200, body: { success: true, data, message: "" } });
const failure = (status: number, message: string) => ({ status, body: { success: false, data: null, message } });

test("JSON, URL-encoded and multipart bodies reach the handler as the same typed data", async () => {
  const post = await start();
  const form = { name: "Анна", comment: "Перезвоните\nпосле 18:00", agree: "on" };
  expect(await post(...asJson(form))).toMatchObject(ok(form));
  expect(await post(new URLSearchParams(form))).toMatchObject(ok(form));
  expect(await post(multipart(Object.entries(form)))).toMatchObject(ok(form));
});

test("a bad field answers 400 with the field's Russian message; an absent body reads as empty", async () => {
  const post = await start();
  expect(await post(...asJson({ name: "  ", agree: "on" }))).toMatchObject(failure(400, "Заполните поле «Имя»"));
  expect(await post()).toMatchObject(failure(400, "Заполните поле «Имя»; Подтвердите согласие на обработку персональных данных"));
  expect(await post(...asJson({ name: "Анна", agree: "on", phone: "1" }))).toMatchObject(failure(400, "Неизвестное поле: phone"));
  expect(
    await post(
      new URLSearchParams([
        ["name", "Анна"],
        ["name", "Борис"],
        ["agree", "on"],
      ]),
    ),
  ).toMatchObject(failure(400, "Имя: ожидается одно значение"));
});

test("a body over the limit answers 413 in Russian, whatever its type", async () => {
  const post = await start();
  const name = "я".repeat(40_000);
  const message = "Тело запроса слишком большое: допускается не более 64 КБ";
  expect(await post(...asJson({ name, agree: "on" }))).toMatchObject(failure(413, message));
  expect(await post(new URLSearchParams({ name, agree: "on" }))).toMatchObject(failure(413, message));
  expect(
    await post(
      multipart([
        ["name", name],
        ["agree", "on"],
      ]),
    ),
  ).toMatchObject(failure(413, message));
});

test("a route may set its own limit", async () => {
  const post = await start(1536);
  expect(await post(new URLSearchParams({ name: "Анна", agree: "on" }))).toMatchObject({ status: 200 });
  expect(
    await post(
      multipart([
        ["name", "a".repeat(2000)],
        ["agree", "on"],
      ]),
    ),
  ).toMatchObject(failure(413, "Тело запроса слишком большое: допускается не более 1,5 КБ"));
});

test("a malformed JSON body answers 400, and JSON that is not an object too", async () => {
  const post = await start();
  expect(await post('{"name": "Анна",', { "content-type": "application/json" })).toMatchObject(
    failure(400, "Тело запроса не является корректным JSON"),
  );
  expect(await post(...asJson(["Анна"]))).toMatchObject(failure(400, "Тело запроса должно быть объектом с полями"));
  expect(await post('"Анна"', { "content-type": "application/json" })).toMatchObject(
    failure(400, "Тело запроса не является корректным JSON"),
  );
});

test("another type, charset or a compressed body answers 415", async () => {
  const post = await start();
  expect(await post("name=Анна", { "content-type": "text/plain" })).toMatchObject(
    failure(
      415,
      "Неподдерживаемый тип тела запроса: отправьте application/json, application/x-www-form-urlencoded или multipart/form-data",
    ),
  );
  expect(await post("{}", { "content-type": "application/json; charset=koi8-r" })).toMatchObject(
    failure(415, "Неподдерживаемая кодировка тела запроса: используйте UTF-8"),
  );
  expect(await post("{}", { "content-type": "application/json", "content-encoding": "gzip" })).toMatchObject(
    failure(415, "Сжатое тело запроса не поддерживается"),
  );
});

test("multipart: a file is refused, an empty file input is not a file", async () => {
  const post = await start();
  const withFile = multipart([
    ["name", "Анна"],
    ["agree", "on"],
    ["photo", new Blob(["jpeg"]), "car.jpg"],
  ]);
  expect(await post(withFile)).toMatchObject(failure(400, "Этот запрос не принимает файлы"));
  const emptyInput = multipart([
    ["name", "Анна"],
    ["photo", new Blob([]), ""],
    ["agree", "on"],
  ]);
  expect(await post(emptyInput)).toMatchObject(ok({ name: "Анна", agree: "on" }));
});

test("multipart without a boundary, or cut short, answers 400", async () => {
  const post = await start();
  const message = "Тело запроса повреждено или неполно";
  expect(await post("name=Анна", { "content-type": "multipart/form-data" })).toMatchObject(failure(400, message));
  const cut = '--b\r\ncontent-disposition: form-data; name="name"\r\n\r\nАнна';
  expect(await post(cut, { "content-type": "multipart/form-data; boundary=b" })).toMatchObject(failure(400, message));
  // Cut short inside a file input left empty: busboy fails the part's stream too, which must not go unheard (it was
  // an uncaught exception, found by the lead fuzzer).
  const cutInFile = '--b\r\ncontent-disposition: form-data; name="photo"; filename=""\r\ncontent-type: application/octet-stream\r\n\r\n';
  expect(await post(cutInFile, { "content-type": "multipart/form-data; boundary=b" })).toMatchObject(failure(400, message));
  const cutInNamedFile = '--b\r\ncontent-disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\n';
  expect(await post(cutInNamedFile, { "content-type": "multipart/form-data; boundary=b" })).toMatchObject(
    failure(400, "Этот запрос не принимает файлы"),
  );
});

test("more fields than a form has answer 413", async () => {
  const post = await start();
  const many = Array.from({ length: 101 }, (_, i) => [`f${i}`, "1"] as [string, string]);
  const message = "Слишком много полей в запросе: допускается не более 100";
  expect(await post(new URLSearchParams(many))).toMatchObject(failure(413, message));
  expect(await post(multipart(many))).toMatchObject(failure(413, message));
});

test("a write's path answers other methods 405 with Allow: POST", async () => {
  await start();
  const answer = await requestJson(`${server?.url}/v1/test-form`);
  expect(answer.status).toBe(405);
  expect(answer.headers.get("allow")).toBe("POST");
});
