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
  expect(messageOf(schema, {})).toBe("Заполните поле «Имя»");
  expect(messageOf(schema, { name: "Анастасия" })).toBe("Имя: непустой текст не длиннее 5 символов");
  expect(messageOf(schema, { name: "ан\nна" })).toBe("Имя: есть недопустимые символы");
  expect(messageOf(schema, { name: "Анна", comment: "раз\u0000два" })).toBe("Комментарий: есть недопустимые символы");
  expect(messageOf(schema, { name: ["Анна"] })).toBe("Имя: ожидается одно значение");
});

test("a schema's own messages are kept; the others are the contract's Russian ones, naming the field as a person knows it", () => {
  const schema = z.object({
    phone: z.string().regex(/^\+7\d{10}$/, "Введите телефон в формате +7XXXXXXXXXX"),
    mileage: z.number(),
    intent: z.enum(["order", "price"]),
  });
  const message = messageOf(schema, { phone: "8 900", mileage: "сорок", intent: "g100" });
  expect(message.split("; ")).toEqual([
    "Введите телефон в формате +7XXXXXXXXXX",
    "Пробег: ожидается число",
    "Цель запроса: выберите один из предложенных вариантов",
  ]);
  expect(messageOf(schema, { phone: "+79001234567" })).toBe("Заполните поле «Пробег»; Заполните поле «Цель запроса»");
});

test("unknown fields are named, as unknown query parameters are", () => {
  const schema = bodySchema({ name: textField("name", 50) });
  expect(messageOf(schema, { name: "Анна", utm: "1", gclid: "2" })).toBe("Неизвестные поля: utm, gclid");
  expect(messageOf(z.strictObject({}), { utm: "1" })).toBe("Неизвестное поле: utm");
});
