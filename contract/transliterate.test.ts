import { expect, test } from "vitest";
import { slugOf, slugMaxLength } from "./transliterate";

test.each([
  ["Новый GV80 в Химках", "novyj-gv80-v-himkah"],
  ["Зимний сервис: проверка по 30 пунктам", "zimnij-servis-proverka-po-30-punktam"],
  ["Щедрая ёлка — съёмка в шоуруме", "shhedraya-yolka-syomka-v-shourume"],
  ["  Genesis   G90 — «Лимузин»!  ", "genesis-g90-limuzin"],
  ["Café Noël", "cafe-noel"],
  ["!!!", ""],
])("«%s» becomes the address «%s»", (title, slug) => {
  expect(slugOf(title)).toBe(slug);
});

test("a long title is cut to whole words' characters without a trailing hyphen", () => {
  const slug = slugOf(
    "Очень длинный заголовок новости о премьере нового автомобиля в дилерском центре Genesis Химки на Ленинградском шоссе",
  );
  expect(slug.length).toBeLessThanOrEqual(slugMaxLength);
  expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
});
