import { expect, test } from "vitest";
import { segmentsOf } from "./search-highlight";

test("a marked headline becomes segments: marked words are hits, the rest text, nothing empty", () => {
  expect(segmentsOf("Гарантия на \uE000автомобиль\uE001 и \uE000гарантии\uE001")).toEqual([
    { text: "Гарантия на ", hit: false },
    { text: "автомобиль", hit: true },
    { text: " и ", hit: false },
    { text: "гарантии", hit: true },
  ]);
  expect(segmentsOf("\uE000G70\uE001")).toEqual([{ text: "G70", hit: true }]);
  expect(segmentsOf("")).toEqual([]);
});

test("neighbouring marks of the same kind join, and markup stays text", () => {
  expect(segmentsOf("\uE000тест\uE001\uE000драйв\uE001 <b>x</b>")).toEqual([
    { text: "тестдрайв", hit: true },
    { text: " <b>x</b>", hit: false },
  ]);
});
