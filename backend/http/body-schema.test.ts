import type { Request } from "express";
import { expect, test } from "vitest";
import { z } from "zod";
import { HttpError } from "./http-error";
import { bodySchema, parseBody, textField } from "./body-schema";

const parse = <T extends z.ZodType>(schema: T, body: unknown) => parseBody(schema, { body } as Request);

function messageOf(schema: z.ZodType, body: unknown): string {
  try {
    parse(schema, body);
  } catch (error) {
    if (error instanceof HttpError && error.status === 400) return error.message;
    throw error;
  }
  throw new Error("expected a 400 HttpError");
}

test("textField trims, keeps one line, and names the field in every message", () => {
  const schema = bodySchema({ name: textField("name", 5), comment: textField("comment", 20, { multiline: true }).optional() });
  expect(parse(schema, { name: " Анна ", comment: "раз\r\nдва" })).toEqual({ name: "Анна", comment: "раз\nдва" });
  expect(messageOf(schema, {})).toBe("Не заполнено обязательное поле name");
  expect(messageOf(schema, { name: "Анастасия" })).toBe("Поле name должно быть непустой строкой не длиннее 5 символов");
  expect(messageOf(schema, { name: "ан\nна" })).toBe("Поле name содержит недопустимые символы");
  expect(messageOf(schema, { name: "Анна", comment: "раз\u0000два" })).toBe("Поле comment содержит недопустимые символы");
  expect(messageOf(schema, { name: ["Анна"] })).toBe("Поле name задано неверно: ожидается одно значение");
});

test("a schema's own messages are kept; the others are zod's Russian ones after the field's name", () => {
  const schema = z.object({
    phone: z.string().regex(/^\+7\d{10}$/, "Введите телефон в формате +7XXXXXXXXXX"),
    age: z.number(),
    car: z.object({ model: z.enum(["g70", "gv80"]) }),
  });
  const message = messageOf(schema, { phone: "8 900", age: "сорок", car: { model: "g100" } });
  expect(message.split("; ")).toEqual([
    "Введите телефон в формате +7XXXXXXXXXX",
    expect.stringMatching(/^Поле age: Неверный ввод: ожидалось число/),
    expect.stringMatching(/^Поле car\.model: Неверный вариант: ожидалось одно из "g70"\|"gv80"/),
  ]);
  expect(messageOf(schema, { phone: "+79001234567", car: {} })).toBe(
    "Не заполнено обязательное поле age; Не заполнено обязательное поле car.model",
  );
});

test("unknown fields are named, as unknown query parameters are", () => {
  const schema = bodySchema({ name: textField("name", 50) });
  expect(messageOf(schema, { name: "Анна", utm: "1", gclid: "2" })).toBe("Неизвестные поля: utm, gclid");
  expect(messageOf(z.strictObject({}), { utm: "1" })).toBe("Неизвестное поле: utm");
});
