import { expect, test } from "vitest";
import { formFields, readFormData, unreadableFormMessage } from "./form-fields";

const post = (body: string, type: string, signal?: AbortSignal) =>
  new Request("http://site.test/test-drive.html", { method: "POST", body, headers: { "Content-Type": type }, signal });

test("a browser's form is read, urlencoded or multipart, and its fields by name", async () => {
  const urlencoded = formFields(await readFormData(post("name=%D0%90%D0%BD%D0%BD%D0%B0", "application/x-www-form-urlencoded")));
  expect(urlencoded("name")).toBe("Анна");
  expect(urlencoded("phone")).toBe("");
  const multipart = '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nАнна\r\n--b--\r\n';
  expect(formFields(await readFormData(post(multipart, "multipart/form-data; boundary=b")))("name")).toBe("Анна");
});

test.each([
  ["multipart cut short", '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nАн', "multipart/form-data; boundary=b"],
  ["multipart without its boundary", '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nАнна\r\n--b--\r\n', "multipart/form-data"],
  ["not a form at all", '{"name":"Анна"}', "application/json"],
])("%s is a thrown 400 with the visitor's Russian words, not a 500", async (_case, body, type) => {
  const failure = await readFormData(post(body, type)).catch((error: unknown) => error);
  const response = failure as { type?: string; data?: unknown; init?: { status?: number } };
  expect(response.data).toBe(unreadableFormMessage);
  expect(response.init?.status).toBe(400);
});
