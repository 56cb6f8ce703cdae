import type { Request } from "express";
import { expect, test } from "vitest";
import { HttpError } from "./http-error";
import { enumParam, flagParam, parseQuery, positiveIntParam, querySchema, slugParam, textParam } from "./query";

const schema = querySchema({
  page: positiveIntParam("page", 50).optional(),
  dealer: flagParam("dealer").optional(),
  code: textParam("code", 5).optional(),
});

const parse = (query: Record<string, unknown>) => parseQuery(schema, { query } as unknown as Request);

function messageOf(query: Record<string, unknown>): string {
  try {
    parse(query);
  } catch (error) {
    if (error instanceof HttpError && error.status === 400) return error.message;
    throw error;
  }
  throw new Error("expected a 400 HttpError");
}

test("parses valid values into numbers and booleans", () => {
  expect(parse({ page: "50", dealer: "1", code: "abcde" })).toEqual({ page: 50, dealer: true, code: "abcde" });
  expect(parse({ dealer: "0" })).toEqual({ dealer: false });
  expect(parse({})).toEqual({});
});

test.each([["-1"], ["51"], ["1e2"], [" 2"], ["0x10"], ["9999999999"]])("page=%j is rejected", (page) => {
  expect(messageOf({ page })).toBe("Параметр page должен быть целым числом от 1 до 50");
});

test("names every problem at once", () => {
  expect(messageOf({ page: "x", code: "toolong", extra: "1" })).toBe(
    [
      "Параметр page должен быть целым числом от 1 до 50",
      "Параметр code должен быть непустой строкой не длиннее 5 символов",
      "Неизвестный параметр запроса: extra",
    ].join("; "),
  );
});

test("a repeated or nested parameter is rejected", () => {
  expect(messageOf({ dealer: ["1", "1"] })).toBe("Параметр dealer задан неверно: ожидается одно значение");
  expect(messageOf({ code: { a: "b" } })).toBe("Параметр code задан неверно: ожидается одно значение");
});

test("control characters are rejected (PostgreSQL refuses NUL in text)", () => {
  expect(messageOf({ code: "a\u0000b" })).toBe("Параметр code содержит недопустимые символы");
  expect(messageOf({ code: "a\nb" })).toBe("Параметр code содержит недопустимые символы");
  expect(parse({ code: "ёж №1" })).toEqual({ code: "ёж №1" });
});

test("enumParam takes one of its values and names them all otherwise", () => {
  const colours = querySchema({ colour: enumParam("colour", ["red", "blue"]).optional() });
  const parseColour = (query: Record<string, unknown>) => parseQuery(colours, { query } as unknown as Request);
  expect(parseColour({ colour: "blue" })).toEqual({ colour: "blue" });
  expect(() => parseColour({ colour: "green" })).toThrow("Параметр colour может принимать только значения: red, blue");
  expect(() => parseColour({ colour: ["red", "blue"] })).toThrow("Параметр colour задан неверно: ожидается одно значение");
});

test("slugParam takes lower-case latin words joined by single hyphens, up to its length", () => {
  const slugs = querySchema({ id: slugParam("id", 10) });
  const parseSlug = (id: string) => parseQuery(slugs, { query: { id } } as unknown as Request);
  expect(parseSlug("trade-in-2")).toEqual({ id: "trade-in-2" });
  for (const bad of ["Trade", "trade_in", "-trade", "trade-", "trade--in", "trade-in-20", "", "TRADE_IN_TOO_LONG"]) {
    expect(() => parseSlug(bad), bad).toThrow(
      /^Параметр id должен состоять из строчных латинских букв, цифр и дефисов и быть не длиннее 10 символов$/,
    );
  }
});
