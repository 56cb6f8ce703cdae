import { afterEach, expect, test, vi } from "vitest";
import type { Complectation } from "@contract/catalogue";
import type { FeatureCategory } from "@contract/configurator";
import { createApi } from "~/lib/api-client";
import { engineName, loadModelPackages, maxHighlights, toPackageViews } from "./packages.server";

afterEach(() => vi.restoreAllMocks());

const complectation = (code: string, name: string, featureIds: number[], over: Partial<Complectation> = {}): Complectation => ({
  id: 1,
  code,
  modelCode: "g90",
  name,
  long: false,
  engine: "3.5T бензин",
  engineType: "petrol",
  displacement: 3470,
  power: 380,
  torque: 530,
  transmission: "8АКПП",
  drive: "Полный привод",
  acceleration: 5.9,
  fuelConsumption: 12.1,
  price: 4_740_000,
  priceIndicative: false,
  featureIds,
  specificationIds: [],
  ...over,
});

const category = (id: number, name: string, features: [number, string][]): FeatureCategory => ({
  id,
  name,
  features: features.map(([fid, fname]) => ({ id: fid, name: fname, description: "" })),
});

const categories = [
  category(1, "Безопасность", [
    [1, "10 подушек безопасности"],
    [2, "Контроль слепых зон"],
  ]),
  category(2, "Комфорт", [
    [7, "Подогрев сидений"],
    [8, "Вентиляция сидений"],
    [9, "Массаж"],
  ]),
  category(3, "Мультимедиа", [[24, "Экран 14,5 дюйма"]]),
  category(4, "Экстерьер", [
    [33, "Светодиодные фары"],
    [35, "Диски 19 дюймов"],
    [38, "Панорамная крыша"],
  ]),
  category(5, "Интерьер", [[40, "Кожаный салон"]]),
];

test("the first package leads with one item of each category, exterior first, safety last", () => {
  const [first] = toPackageViews([complectation("luxury", "Люкс", [1, 2, 7, 8, 24, 33, 35, 40])], categories);
  expect(first?.equipment).toEqual([
    "Светодиодные фары",
    "Кожаный салон",
    "Экран 14,5 дюйма",
    "Подогрев сидений",
    "10 подушек безопасности",
    "Диски 19 дюймов",
  ]);
  expect(first?.equipment).toHaveLength(maxHighlights);
});

test("a later package lists what it adds to the previous one of another name", () => {
  const views = toPackageViews(
    [
      complectation("luxury", "Люкс", [1, 7, 33]),
      complectation("luxury-d", "Люкс", [1, 7, 33], { engine: "3.0D дизель", engineType: "diesel" }),
      complectation("prestige", "Престиж", [1, 7, 9, 33, 38, 99]),
      complectation("first-class-l", "Первый класс", [1, 7, 9, 33, 38, 99], { long: true, price: 7_490_000 }),
    ],
    categories,
  );
  // The same name with another engine is no step up: it shows its own main equipment.
  expect(views[1]?.equipment).toEqual(views[0]?.equipment);
  expect(views[1]?.engine).toMatchObject({ name: "3.0D", fuel: "Дизель" });
  // Unknown feature 99 is left out.
  expect(views[2]?.equipment).toEqual(["Всё из комплектации «Люкс»", "Панорамная крыша", "Массаж"]);
  // Nothing added: the package shows its own equipment rather than an empty line.
  expect(views[3]?.equipment).toEqual(["Светодиодные фары", "Подогрев сидений", "10 подушек безопасности", "Панорамная крыша", "Массаж"]);
  expect(views[3]).toMatchObject({ id: "first-class-l", long: true, priceRub: 7_490_000, priceIndicative: false });
});

test("«Всё из» names only a package whose equipment this one has in full", () => {
  // Shaped like the G70: the Sport swaps the 18″ wheels for 19″ ones and has none of the Elite's
  // massage, so it is no «Элит» plus extras; the Sport Prestige has all of the Sport and more.
  const views = toPackageViews(
    [
      complectation("premium", "Премиум", [1, 7, 33, 40]),
      complectation("elite", "Элит", [1, 7, 33, 40, 8, 9, 24]),
      complectation("sport", "Спорт", [1, 7, 35, 40, 8, 38]),
      complectation("sport-prestige", "Спорт Престиж", [1, 7, 35, 40, 8, 38, 9, 24, 2]),
      complectation("prestige", "Престиж", [1, 7, 33, 40, 24, 38]),
    ],
    categories,
  );
  expect(views.map((v) => v.equipment[0])).toEqual([
    "Светодиодные фары",
    "Всё из комплектации «Премиум»",
    // Includes neither the Elite nor the Premium: its own equipment, what the Elite lacks first.
    "Диски 19 дюймов",
    "Всё из комплектации «Спорт»",
    // Not all of the Sport Prestige, the Sport or the Elite, but all of the Premium.
    "Всё из комплектации «Премиум»",
  ]);
  expect(views[2]?.equipment).toEqual([
    "Диски 19 дюймов",
    "Панорамная крыша",
    "Кожаный салон",
    "Подогрев сидений",
    "10 подушек безопасности",
    "Вентиляция сидений",
  ]);
  expect(views[3]?.equipment).toEqual(["Всё из комплектации «Спорт»", "Экран 14,5 дюйма", "Массаж", "Контроль слепых зон"]);
  expect(views[4]?.equipment).toEqual(["Всё из комплектации «Премиум»", "Панорамная крыша", "Экран 14,5 дюйма"]);
});

test("without the configurator's categories the packages still carry engine and price", () => {
  const [view] = toPackageViews([complectation("premium", "Премиум", [1, 2], { price: 6_290_000, priceIndicative: true })], []);
  expect(view).toMatchObject({
    equipment: [],
    priceRub: 6_290_000,
    priceIndicative: true,
    engine: { name: "3.5T", powerHp: 380, transmission: "8АКПП" },
  });
});

test("a failing complectation API is logged and gives no packages; failing equipment names only empty the lists", async () => {
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});
  const answers: Record<string, () => Response> = {
    "/api/v1/complectation": () => Response.json({ success: false, data: null, message: "Сбой" }, { status: 500 }),
    "/api/configurator/json-data": () => Response.json({ success: false, data: null, message: "Сбой" }, { status: 500 }),
  };
  const fetch = vi.fn((input: RequestInfo | URL) =>
    Promise.resolve((answers[new URL(String(input)).pathname] ?? (() => new Response(null, { status: 404 })))()),
  );
  const api = createApi({ requireService: { api: "http://packages-fail.test/api", dealer: "http://packages-fail.test/dealer" }, fetch });
  expect(await loadModelPackages(api, "g70")).toBeNull();
  expect(logged.mock.calls.map(([message]) => String(message).split(":")[0])).toEqual(
    expect.arrayContaining(["Не удалось получить список комплектаций (g70)", "Не удалось получить список оборудования"]),
  );

  answers["/api/v1/complectation"] = () => Response.json({ success: true, data: [complectation("premium", "Премиум", [1])], message: "" });
  const packages = await loadModelPackages(api, "g70");
  expect(packages?.map((p) => [p.name, p.equipment.length])).toEqual([["Премиум", 0]]);
});

test("the feed's fuel word leaves the engine's name wherever it stands", () => {
  expect(engineName("2.5T бензин")).toBe("2.5T");
  expect(engineName("3.5T бензин, 48 В")).toBe("3.5T, 48 В");
  expect(engineName("2.2D Дизель")).toBe("2.2D");
  expect(engineName("2.5T")).toBe("2.5T");
});
