import { expect, test } from "vitest";
import { describeFilter, describeFilters } from "./stock-labels";
import { pageWindow } from "./stock-pages";

test("a filter reads in words, prices and mileage with plain-space groups", () => {
  expect(describeFilter("model", "g80-new")).toBe("Модель: G80");
  expect(describeFilter("condition", "used")).toBe("Состояние: с пробегом");
  expect(describeFilter("priceMax", 6_000_000)).toBe("Цена до: 6 000 000 ₽");
  expect(describeFilter("mileageMax", 30_000)).toBe("Пробег: до 30 000 км");
  expect(describeFilters({ model: "gv70", color: "Чёрный", year: 2022 })).toBe("Модель: GV70; Цвет: Чёрный; Год выпуска: 2022");
});

test("page links: first, last, the neighbours, gaps between", () => {
  expect(pageWindow(1, 1)).toEqual([1]);
  expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
  expect(pageWindow(10, 10)).toEqual([1, null, 9, 10]);
});
