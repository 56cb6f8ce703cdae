import { expect, test } from "vitest";
import { countTerm, findTerm, foldText, queryTerms, stem } from "./text";

test("folding lower-cases and treats ё as е, keeping the length", () => {
  expect(foldText("Зелёный ЁЖИК")).toBe("зеленый ежик");
  const text = "İstanbul Ёлка";
  expect(foldText(text)).toHaveLength(text.length);
});

test("Russian endings are stripped down to a stem of at least four letters", () => {
  expect(stem("гарантия")).toBe("гарант");
  expect(stem("гарантии")).toBe("гарант");
  expect(stem("кредиты")).toBe("кредит");
  expect(stem("сервисе")).toBe("сервис");
  expect(stem("цены")).toBe("цены");
  expect(stem("g80")).toBe("g80");
});

test("query terms: words, stop words dropped, stemmed, each once", () => {
  expect(queryTerms("Кредит и лизинг")).toEqual(["кредит", "лизинг"]);
  expect(queryTerms("тест-драйв")).toEqual(["тест", "драйв"]);
  expect(queryTerms("  G80, g80 ")).toEqual(["g80"]);
  expect(queryTerms("и")).toEqual(["и"]);
  expect(queryTerms(" ,. ")).toEqual([]);
});

test("terms match at the start of a word; one- and two-letter terms only as whole words", () => {
  expect(findTerm("плановое то раз в год", "то")).toBe(9);
  expect(findTerm("только работа", "то")).toBe(-1);
  expect(findTerm("новый genesis g80", "g80")).toBe(14);
  expect(findTerm("антигарантия", "гарант")).toBe(-1);
  expect(countTerm("гарантия и гарантийный ремонт", "гарант")).toBe(2);
});
