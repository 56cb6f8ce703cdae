import { expect, test } from "vitest";
import { collectStrings, findLatinOnlySentences } from "./copy-check";

test("findLatinOnlySentences flags English sentences and keeps Russian ones with names", () => {
  const text = "Genesis G90 — флагман. Book a test drive today. Ставка от 5,9 %. Genesis G80";
  expect(findLatinOnlySentences(text)).toEqual(["Book a test drive today."]);
});

test("findLatinOnlySentences ignores single tokens such as slugs and e-mails", () => {
  expect(findLatinOnlySentences("andrey-sokolov")).toEqual([]);
  expect(findLatinOnlySentences("info@genesis-khimki.ru")).toEqual([]);
});

test("collectStrings walks nested objects and arrays", () => {
  expect(collectStrings({ a: "x", b: ["y", { c: "z" }], d: 1, e: null })).toEqual(["x", "y", "z"]);
});
