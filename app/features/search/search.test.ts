import { expect, test } from "vitest";
import { buildSearchIndex, highlight, search, snippetAround } from "./search";
import type { SearchDocument, Segment } from "./search";

const doc = (path: string, title: string, description = "", text = ""): SearchDocument => ({ path, title, description, text, section: "Раздел" });
const plain = (segments: Segment[]) => segments.map((s) => (s.hit ? `[${s.text}]` : s.text)).join("");

test("pages with the query in the title come before pages with it only in the text", () => {
  const index = buildSearchIndex([
    doc("/a", "Оплата", "Способы оплаты", "Кредит в банках-партнёрах."),
    doc("/b", "Кредит", "Программы банков", ""),
    doc("/c", "Клиентам", "Покупка и кредит", "Кредит, лизинг и кредит."),
  ]);
  expect(search(index, "кредит").map((r) => r.path)).toEqual(["/b", "/c", "/a"]);
});

test("a title that is the query outranks a title that only contains it; all words beat some", () => {
  const index = buildSearchIndex([
    doc("/some", "Тест и сервис", "", "драйв"),
    doc("/contains", "Запись на тест-драйв", ""),
    doc("/exact", "Тест-драйв", ""),
  ]);
  expect(search(index, "тест-драйв").map((r) => r.path)).toEqual(["/exact", "/contains", "/some"]);
});

test("every word must occur somewhere in the page", () => {
  const index = buildSearchIndex([doc("/a", "Гарантия", "5 лет"), doc("/b", "Кредит", "Гарантия банка")]);
  expect(search(index, "гарантия кредит").map((r) => r.path)).toEqual(["/b"]);
  expect(search(index, "вертолёт")).toEqual([]);
  expect(search(index, "   ")).toEqual([]);
});

test("case and ё do not matter, and word forms meet at their stem", () => {
  const index = buildSearchIndex([doc("/a", "Чёрный GV80", "Гарантийный ремонт")]);
  expect(search(index, "черный")).toHaveLength(1);
  expect(search(index, "ЧЁРНЫЙ gv80")).toHaveLength(1);
  expect(search(index, "гарантия")).toHaveLength(1);
});

test("a model's name typed with one slip finds the model: «gv8o», «г80»", () => {
  const index = buildSearchIndex([doc("/gv80.html", "Genesis GV80", "Кроссовер"), doc("/g80.html", "Genesis G80", "Седан"), doc("/gv70.html", "Genesis GV70", "")]);
  expect(search(index, "gv8o").map((r) => r.path)).toEqual(["/gv80.html"]);
  expect(search(index, "г80").map((r) => r.path)).toEqual(["/g80.html"]);
  expect(search(index, "гарантия gv8o")).toEqual([]);
});

test("the results carry highlighted titles and snippets", () => {
  const index = buildSearchIndex([doc("/a", "Гарантия", "Гарантия на 5 лет или 150 000 км.")]);
  const [result] = search(index, "гарантии");
  expect(result && plain(result.title)).toBe("[Гарантия]");
  expect(result && plain(result.snippet)).toBe("[Гарантия] на 5 лет или 150 000 км.");
});

test("the snippet is cut around the first match at word boundaries, with ellipses", () => {
  const words = Array.from({ length: 80 }, (_, i) => `слово${i}`);
  words[50] = "ёлка";
  const text = words.join(" ");
  const snippet = snippetAround(text, ["елка"]);
  expect(snippet).toMatch(/^…слово\d+ /);
  expect(snippet).toMatch(/ слово\d+…$/);
  expect(snippet).toContain("ёлка");
  expect(snippet!.length).toBeLessThanOrEqual(215);
  expect(snippetAround("Короткий текст про ёлку", ["елк"])).toBe("Короткий текст про ёлку");
  expect(snippetAround("Нет совпадений", ["елк"])).toBeNull();
});

test("a page matched only by its title shows the start of its description", () => {
  const long = `${"Описание страницы. ".repeat(20)}`;
  const [result] = search(buildSearchIndex([doc("/a", "Сервис", long)]), "сервис");
  expect(result && plain(result.snippet)).toMatch(/^Описание страницы\. .*…$/);
});

test("highlighting marks whole words, keeps the original spelling, and never overlaps", () => {
  expect(plain(highlight("Ёлки и елки-палки", ["елк"]))).toBe("[Ёлки] и [елки]-палки");
  expect(plain(highlight("Гарантийный срок", ["гарант", "гарантийн"]))).toBe("[Гарантийный] срок");
  expect(highlight("Без совпадений", ["кредит"])).toEqual([{ text: "Без совпадений", hit: false }]);
});

test("a snippet stays within the line of its match", () => {
  expect(snippetAround("Первая строка.\nВторая строка про кредит.\nТретья строка.", ["кредит"])).toBe("Вторая строка про кредит.");
  expect(snippetAround("Первая строка про кредит.\nВторая.", ["кредит"])).toBe("Первая строка про кредит.");
});
