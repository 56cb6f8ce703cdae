import { afterEach, expect, test, vi } from "vitest";
import { createApi } from "~/lib/api-client";
import { clearCachedResponses } from "~/lib/cached-get.server";
import { findPaint, neutralPaintHex, paintedCarAlt, paintHex, paintPriceNote, type Paint } from "./paints";
import { loadModelPaints } from "./paints.server";

afterEach(() => {
  vi.restoreAllMocks();
  clearCachedResponses();
});

const exterior = (id: number, modelCode: string, code: string, name: string, hex: string, price: number) => ({
  id,
  modelCode,
  code,
  name,
  hex,
  metallic: price > 0,
  price,
});

function apiAnswering(answer: () => Response) {
  const fetch = vi.fn(() => Promise.resolve(answer()));
  return createApi({ requireService: { api: "http://paints.test/api", dealer: "http://paints.test/dealer" }, fetch });
}

const configuratorData = {
  colorExterior: [
    exterior(101, "g70", "uyuni-white", "Белый Уюни", "#eeeeea", 0),
    exterior(104, "g70", "mauna-red", "Красный Мауна", "#7a1c22", 80_000),
    exterior(501, "g90", "vik-black", "Чёрный Вик", "#16171a", 80_000),
  ],
  colorInterior: [],
  featureCategory: [],
  model: [],
  package: [],
  specificationCategory: [],
};

test("paints are grouped by model in the API's order, and a picture takes the paint's colour", async () => {
  const paints = await loadModelPaints(apiAnswering(() => Response.json({ success: true, data: configuratorData, message: "" })));
  expect(paints.g70?.map((p) => p.name)).toEqual(["Белый Уюни", "Красный Мауна"]);
  expect(findPaint(paints, "g90", "vik-black")?.name).toBe("Чёрный Вик");
  expect(paintHex(paints, "g70", "mauna-red")).toBe("#7a1c22");
  // A paint the model does not have, or a model the API did not list, is drawn in neutral silver.
  expect(paintHex(paints, "g70", "vik-black")).toBe(neutralPaintHex);
  expect(paintHex(paints, "gv80", "vik-black")).toBe(neutralPaintHex);
});

test("a failing API is logged once and leaves the pictures in neutral silver", async () => {
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});
  const paints = await loadModelPaints(apiAnswering(() => Response.json({ success: false, data: null, message: "Сбой" }, { status: 500 })));
  expect(paints).toEqual({});
  expect(paintHex(paints, "g70", "mauna-red")).toBe(neutralPaintHex);
  expect(logged.mock.calls.filter(([m]) => String(m).startsWith("Не удалось получить данные конфигуратора"))).toHaveLength(1);
});

test("the price note says whether the paint costs extra", () => {
  const paint = (priceRub: number, metallic: boolean): Paint => ({ code: "x", name: "X", hex: "#000000", metallic, priceRub });
  expect(paintPriceNote(paint(0, false))).toBe("Неметаллик, без доплаты");
  expect(paintPriceNote(paint(80_000, true))).toBe("Металлик, доплата 80 000 ₽");
});

test("a picture's alt text names the paint only when the API knows it", () => {
  expect(paintedCarAlt("Genesis G70", { name: "Красный Мауна" }, "вечерний город")).toBe(
    "Genesis G70 в цвете «Красный Мауна»: вечерний город",
  );
  expect(paintedCarAlt("Genesis G70", undefined, "вечерний город")).toBe("Genesis G70: вечерний город");
  expect(paintedCarAlt("Genesis G90 L", { name: "Чёрный Вик" })).toBe("Genesis G90 L в цвете «Чёрный Вик»");
});
