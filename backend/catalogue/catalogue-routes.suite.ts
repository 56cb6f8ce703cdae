import { complectationListSchema, featureSchema, specificationSchema } from "@contract/catalogue";
import { configuratorDataSchema } from "@contract/configurator";
import { envelopeSchema } from "@contract/envelope";
import { modelCodes } from "@contract/model";
import { describe, expect, test } from "vitest";
import type { RouteSuiteContext } from "../testing/route-suite";

const packagesAnswer = envelopeSchema(complectationListSchema);
const featureAnswer = envelopeSchema(featureSchema);
const specificationAnswer = envelopeSchema(specificationSchema);
const configuratorAnswer = envelopeSchema(configuratorDataSchema);

/** GET /v1/complectation, /v1/feature/{id}, /v1/specification/{id} and /configurator/json-data. */
export function catalogueRoutesSuite(api: RouteSuiteContext): void {
  const get = (path: string) => api.request(path);
  const packagesOf = async (query: string) => packagesAnswer.parse((await get(`/v1/complectation?${query}`)).body).data;

  describe("complectation", () => {
    test("the G70's packages carry engine figures as numbers and the menu's starting price", async () => {
      const answer = await get("/v1/complectation?modelCode=g70");
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).toBe("public, max-age=60");
      const { data } = packagesAnswer.parse(answer.body);
      expect(data.map((p) => [p.code, p.name, p.price])).toEqual([
        ["premium-2.0t", "Премиум", 2_249_000],
        ["elite-2.0t", "Элит", 2_549_000],
        ["sport-2.5t", "Спорт", 2_949_000],
        ["sport-prestige-2.5t", "Спорт Престиж", 3_249_000],
      ]);
      expect(data[2]).toMatchObject({
        modelCode: "g70",
        engine: "2.5T бензин",
        engineType: "petrol",
        displacement: 2497,
        power: 304,
        torque: 422,
        transmission: "8АКПП",
        drive: "Полный привод",
        acceleration: 5.8,
        fuelConsumption: 10.2,
        priceIndicative: false,
        long: false,
      });
      for (const pkg of data) {
        expect(pkg.featureIds.length).toBeGreaterThanOrEqual(15);
        expect(pkg.specificationIds).toHaveLength(19);
      }
    });

    test("the configurator's g70-fl names the G70", async () => {
      expect(await packagesOf("modelCode=g70-fl")).toEqual(await packagesOf("modelCode=g70"));
    });

    test("G90 L packages come only with withG90l=1 (or true)", async () => {
      const standard = await packagesOf("modelCode=g90");
      expect(standard.map((p) => p.long)).toEqual([false, false, false]);
      const withLong = await packagesOf("withG90l=1&modelCode=g90");
      expect(withLong).toHaveLength(4);
      expect(withLong[3]).toMatchObject({ code: "first-class-l", long: true, power: 415 });
      expect(await packagesOf("modelCode=g90&withG90l=true")).toEqual(withLong);
      expect(await packagesOf("modelCode=g90&withG90l=0")).toEqual(standard);
    });

    test("every model has petrol packages, the GV70 and GV80 diesel ones too", async () => {
      for (const code of modelCodes) {
        const data = await packagesOf(`modelCode=${code}&withG90l=1`);
        expect(data.length, code).toBeGreaterThanOrEqual(2);
        expect(
          data.some((p) => p.engineType === "petrol"),
          code,
        ).toBe(true);
        expect(
          data.some((p) => p.engineType === "diesel"),
          code,
        ).toBe(code === "gv70" || code === "gv80");
        expect(
          data.every((p) => p.priceIndicative === (code === "g80-new" || code === "gv80")),
          code,
        ).toBe(true);
      }
    });

    test.each([
      ["/v1/complectation?modelCode=g100", 404, "Модель не найдена"],
      ["/v1/complectation", 400, "Не указан обязательный параметр modelCode"],
      ["/v1/complectation?withG90l=1", 400, "Не указан обязательный параметр modelCode"],
      ["/v1/complectation?modelCode=g90&withG90l=yes", 400, "Параметр withG90l может принимать только значения 1, 0, true или false"],
      ["/v1/complectation?modelCode=g70&modelCode=g90", 400, "Параметр modelCode задан неверно: ожидается одно значение"],
      ["/v1/complectation?modelCode=g70&engine=2.0t", 400, "Неизвестный параметр запроса: engine"],
    ])("%s answers %i", async (path, status, message) => {
      await api.expectFailure(path, status, message);
    });
  });

  describe("feature and specification", () => {
    test("a feature of a package is found with its category", async () => {
      const [premium] = await packagesOf("modelCode=g70");
      const id = premium?.featureIds[0];
      const answer = await get(`/v1/feature/${id}`);
      expect(answer.status).toBe(200);
      const { data } = featureAnswer.parse(answer.body);
      expect(data).toMatchObject({ id, categoryId: 1, categoryName: "Безопасность", name: "10\u00a0подушек безопасности" });
      expect(data.description).toMatch(/[а-я]{4}/);
    });

    test("a specification of a package is found with its category and unit", async () => {
      const [premium] = await packagesOf("modelCode=g70");
      const answer = await get(`/v1/specification/${premium?.specificationIds[0]}`);
      expect(answer.status).toBe(200);
      expect(specificationAnswer.parse(answer.body).data).toMatchObject({
        name: "Длина",
        categoryName: "Габариты",
        value: "4 685 мм",
      });
    });

    test.each([
      ["/v1/feature/424242", 404, "Опция комплектации не найдена"],
      ["/v1/specification/424242", 404, "Характеристика не найдена"],
      ["/v1/feature/abc", 400, "Параметр id должен быть целым числом от 1 до 999999999"],
      ["/v1/feature/0", 400, "Параметр id должен быть целым числом от 1 до 999999999"],
      ["/v1/specification/1.5", 400, "Параметр id должен быть целым числом от 1 до 999999999"],
      ["/v1/specification/99999999999", 400, "Параметр id должен быть целым числом от 1 до 999999999"],
      ["/v1/feature/1?lang=en", 400, "Неизвестный параметр запроса: lang"],
      ["/v1/feature", 404, "Запрошенный метод API не найден"],
    ])("%s answers %i", async (path, status, message) => {
      await api.expectFailure(path, status, message);
    });
  });

  describe("configurator data", () => {
    test("holds paints, trims, equipment, models, packages and figures of every model", async () => {
      const answer = await get("/configurator/json-data");
      expect(answer.status).toBe(200);
      const { data } = configuratorAnswer.parse(answer.body);
      expect(data.model.map((m) => m.configuratorCode)).toEqual(["g70-fl", "gv70", "g80-new", "gv80", "g90"]);
      for (const code of modelCodes) {
        expect(data.colorExterior.filter((c) => c.modelCode === code).length, code).toBeGreaterThanOrEqual(6);
        expect(data.colorInterior.filter((c) => c.modelCode === code).length, code).toBeGreaterThanOrEqual(3);
      }
      expect(data.colorExterior[0]).toMatchObject({ name: "Белый Уюни", metallic: false, price: 0 });
      expect(data.colorExterior.find((c) => c.code === "vik-black")).toMatchObject({ name: "Чёрный Вик", price: 80_000 });
      expect(data.featureCategory.map((c) => c.name)).toEqual([
        "Безопасность",
        "Комфорт",
        "Мультимедиа",
        "Экстерьер",
        "Интерьер",
        "Ассистенты водителя",
      ]);
      expect(data.specificationCategory.map((c) => c.name)).toEqual([
        "Габариты",
        "Двигатель",
        "Трансмиссия",
        "Динамика",
        "Расход топлива",
        "Масса",
      ]);
      expect(data.package.filter((p) => p.long).map((p) => p.code)).toEqual(["first-class-l"]);
      expect(data.package).toEqual((await Promise.all(modelCodes.map((code) => packagesOf(`modelCode=${code}&withG90l=1`)))).flat());
    });

    test("every id a package names is listed in the categories", async () => {
      const { data } = configuratorAnswer.parse((await get("/configurator/json-data")).body);
      const featureIds = new Set(data.featureCategory.flatMap((c) => c.features.map((f) => f.id)));
      const specificationIds = new Set(data.specificationCategory.flatMap((c) => c.specifications.map((s) => s.id)));
      expect(featureIds.size).toBeGreaterThanOrEqual(25);
      for (const pkg of data.package) {
        for (const id of pkg.featureIds) expect(featureIds.has(id), `${pkg.code}: ${id}`).toBe(true);
        for (const id of pkg.specificationIds) expect(specificationIds.has(id), `${pkg.code}: ${id}`).toBe(true);
      }
    });

    test("rejects parameters and other methods", async () => {
      await api.expectFailure("/configurator/json-data?model=g70", 400, "Неизвестный параметр запроса: model");
      const answer = await api.request("/configurator/json-data", { method: "POST" });
      expect(answer.status).toBe(405);
      expect(answer.headers.get("allow")).toBe("GET");
    });
  });
}
