import { expect, test } from "vitest";
import { collectCopy, copyProblem, copyProblems } from "./copy-check.test-helpers";

test("Russian copy with names and abbreviations passes", () => {
  expect(copyProblem("Genesis G70 с двигателем 2.5T и экраном OLED")).toBeNull();
  expect(copyProblem("Крепления ISOFIX на задних сиденьях")).toBeNull();
  expect(copyProblem("Программа Genesis Finance: ставка от 5,9 %. Запись по VIN-номеру")).toBeNull();
});

test("English words and sentences, exclamation marks, straight quotes and placeholders are caught", () => {
  expect(copyProblem("Premium package")).toMatch(/латиница/);
  expect(copyProblem("Genesis G90 — флагман. Book a test drive today.")).toMatch(/латиница: Book, a, test, drive, today/);
  expect(copyProblem("Лучший седан!")).toMatch(/восклицательный/);
  expect(copyProblem('Программа "Genesis Finance"')).toMatch(/кавычки/);
  expect(copyProblem("Раздел в разработке")).toMatch(/заглушка/);
  expect(copyProblem(" ")).toMatch(/пустой/);
});

test("identifiers, links, slugs and e-mails are not treated as copy", () => {
  const value = {
    id: "sport-2.5t",
    href: "/gv70.html",
    slug: "andrey-sokolov",
    email: "info@genesis-khimki.ru",
    models: ["g70", "gv70"],
    title: "Спорт",
    items: [{ text: "Текст" }],
  };
  expect(collectCopy(value).map((c) => c.text)).toEqual(["Спорт", "Текст"]);
  expect(copyProblems(value)).toEqual([]);
});

test("copyProblems walks nested objects and arrays and names where each problem is", () => {
  expect(copyProblems({ a: "Текст", b: ["Хорошо", { c: "Sale!" }], d: 1, e: null })).toEqual(["$.b[1].c: восклицательный знак — «Sale!»"]);
});
