import { decimalComma, groupThousands } from "@contract/numbers";
import type { specificationCategories, specifications } from "../schema";
import { engineContent, type EngineContent } from "./engines";

type SpecificationCategoryRow = typeof specificationCategories.$inferInsert;
type SpecificationRow = typeof specifications.$inferInsert;

/** Seed rows of the specification categories, in the configurator's order. */
export const specificationCategorySeed: SpecificationCategoryRow[] = [
  { id: 1, name: "Габариты", sortOrder: 10 },
  { id: 2, name: "Двигатель", sortOrder: 20 },
  { id: 3, name: "Трансмиссия", sortOrder: 30 },
  { id: 4, name: "Динамика", sortOrder: 40 },
  { id: 5, name: "Расход топлива", sortOrder: 50 },
  { id: 6, name: "Масса", sortOrder: 60 },
];

// The figures of one engine version, in display order: [category id, name, value]. Their position
// is part of the specification id (engine id * 100 + position), so only ever append to this list.
function figures(e: EngineContent): Array<[number, string, string]> {
  return [
    [1, "Длина", `${groupThousands(e.body.lengthMm)} мм`],
    [1, "Ширина", `${groupThousands(e.body.widthMm)} мм`],
    [1, "Высота", `${groupThousands(e.body.heightMm)} мм`],
    [1, "Колёсная база", `${groupThousands(e.body.wheelbaseMm)} мм`],
    [1, "Дорожный просвет", `${e.body.clearanceMm} мм`],
    [1, "Объём багажника", `${e.body.trunkL} л`],
    [2, "Тип двигателя", e.layout],
    [2, "Рабочий объём", `${groupThousands(e.displacementCc)} см³`],
    [2, "Максимальная мощность", `${e.powerHp} л.с. при ${e.powerRpm} об/мин`],
    [2, "Максимальный крутящий момент", `${e.torqueNm} Н·м при ${e.torqueRpm} об/мин`],
    [2, "Топливо", e.engineType === "diesel" ? "Дизельное топливо" : "Бензин АИ-95"],
    [3, "Коробка передач", "8-ступенчатая автоматическая"],
    [3, "Привод", "Полный, с электронным распределением тяги между осями"],
    [4, "Разгон 0–100 км/ч", `${decimalComma(e.accelerationS, 1)} с`],
    [4, "Максимальная скорость", `${e.maxSpeedKmh} км/ч`],
    [5, "Смешанный цикл", `${decimalComma(e.fuelConsumption, 1)} л/100 км`],
    [5, "Объём топливного бака", `${e.body.tankL} л`],
    [6, "Снаряжённая масса", `${groupThousands(e.kerbKg)} кг`],
    [6, "Полная масса", `${groupThousands(e.grossKg)} кг`],
  ];
}

/** Specification rows of one engine version. */
export function specificationRowsOf(engine: EngineContent): SpecificationRow[] {
  return figures(engine).map(([categoryId, name, value], index) => ({
    id: engine.id * 100 + index + 1,
    categoryId,
    name,
    value,
    sortOrder: index + 1,
  }));
}

/** Seed rows of the specifications: every figure of every engine version. */
export const specificationSeed: SpecificationRow[] = engineContent.flatMap(specificationRowsOf);
