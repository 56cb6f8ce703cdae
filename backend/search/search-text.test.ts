import { expect, test } from "vitest";
import { maxSearchTerms, searchTerms, toTsQueryText } from "./search-text";

test("terms are the query's words in lower case, ё read as е, punctuation and hyphens dropped", () => {
  expect(searchTerms("  Тест-драйв   GV80!  ")).toEqual(["тест", "драйв", "gv80"]);
  expect(searchTerms("ОБНОВЛЁННЫЙ шоурум")).toEqual(["обновленный", "шоурум"]);
  expect(searchTerms("<h2>")).toEqual(["h2"]);
});

test("trade words typed in Latin letters are read as the site writes them", () => {
  expect(searchTerms("Trade-in")).toEqual(["трейд", "ин"]);
  expect(searchTerms("trade in G70")).toEqual(["трейд", "ин", "g70"]);
  expect(searchTerms("test drive")).toEqual(["тест", "драйв"]);
  expect(searchTerms("Showroom")).toEqual(["шоурум"]);
  // Only whole words: a word that merely contains one is left as typed.
  expect(searchTerms("tradeinvest")).toEqual(["tradeinvest"]);
  // «ТО» is maintenance; «то» inside a word («тормоза», «авто») stays as typed.
  expect(searchTerms("ТО")).toEqual(["техническое", "обслуживание"]);
  expect(searchTerms("ТО-1 GV80")).toEqual(["техническое", "обслуживание", "1", "gv80"]);
  expect(searchTerms("тормоза авто")).toEqual(["тормоза", "авто"]);
});

test("a query of only punctuation or operators has no terms", () => {
  expect(searchTerms("&| !'")).toEqual([]);
  expect(searchTerms("'':*")).toEqual([]);
});

test("only the first words count, so a long query stays a small one", () => {
  const words = Array.from({ length: 20 }, (_, i) => `слово${i}`);
  expect(searchTerms(words.join(" "))).toHaveLength(maxSearchTerms);
});

test("the tsquery text asks for every term as a prefix, optionally in the title's weight", () => {
  expect(toTsQueryText(["g7"])).toBe("'g7':*");
  expect(toTsQueryText(["тест", "драйв"])).toBe("'тест':* & 'драйв':*");
  expect(toTsQueryText(["тест", "драйв"], "A")).toBe("'тест':*A & 'драйв':*A");
});

test("a model's name typed in two words is one word: «gv 80» looks for GV80, not for «80» in a mileage", () => {
  expect(searchTerms("gv 80")).toEqual(searchTerms("gv80"));
  expect(searchTerms("Genesis G-70 цена")).toEqual(["genesis", "g70", "цена"]);
  expect(searchTerms("гв 80")).toEqual(searchTerms("гв80"));
  // Other numbers after a letter stay apart.
  expect(searchTerms("g 5")).toEqual(["g", "5"]);
});
