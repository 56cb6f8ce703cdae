import { expect, test } from "vitest";
import { collectCopy, copyProblem } from "./copy-check";

test("Russian copy with names and abbreviations passes", () => {
  expect(copyProblem("Genesis G70 с двигателем 2.5T и экраном OLED")).toBeNull();
  expect(copyProblem("Крепления ISOFIX на задних сиденьях")).toBeNull();
});

test("English words, exclamation marks and placeholders are caught", () => {
  expect(copyProblem("Premium package")).toMatch(/латиница/);
  expect(copyProblem("Лучший седан!")).toMatch(/восклицательный/);
  expect(copyProblem("Раздел в разработке")).toMatch(/заглушка/);
  expect(copyProblem(" ")).toMatch(/пустой/);
});

test("identifiers and links are not treated as copy", () => {
  const copy = collectCopy({ id: "sport-2.5t", href: "/gv70.html", title: "Спорт", items: [{ text: "Текст" }] });
  expect(copy.map((c) => c.text)).toEqual(["Спорт", "Текст"]);
});
