import type { Section } from "~/components/content/sections";
import type { ModelColour, ModelEngine } from "./types";

/** The 8-speed automatic gearbox of every Genesis sold here. */
export const automaticGearbox = "8-ступенчатая автоматическая";

// Models share paints: one entry per paint keeps its name and swatch the same on every model's pages.
const paints = {
  "adriatic-blue": { name: "Адриатический Синий", hex: "#213b5a" },
  "barossa-burgundy": { name: "Баросса Бордовый", hex: "#4d1d22" },
  "bond-silver": { name: "Бонд Серебристый", hex: "#b4b5b6" },
  "brunswick-green": { name: "Брансуик Зелёный", hex: "#26362f" },
  "capri-blue": { name: "Капри Синий", hex: "#24415f" },
  "cardiff-green": { name: "Кардифф Зелёный", hex: "#2f3d34" },
  "himalayan-grey": { name: "Гималайский Серый", hex: "#585b5f" },
  "makalu-grey": { name: "Макалу Серый", hex: "#6c6e70" },
  "mallorca-blue": { name: "Майорка Синий", hex: "#2a4a6b" },
  "matterhorn-white": { name: "Маттерхорн Белый", hex: "#dcdcd6" },
  "melbourne-grey": { name: "Мельбурн Серый", hex: "#5d6065" },
  "savile-silver": { name: "Савиль Серебристый", hex: "#a8abae" },
  "sevilla-red": { name: "Севилья Красный", hex: "#74191d" },
  "tasman-blue": { name: "Тасман Синий", hex: "#1e3249" },
  "uyuni-white": { name: "Уюни Белый", hex: "#eeeeea" },
  "vik-black": { name: "Вик Чёрный", hex: "#16171a" },
} as const satisfies Record<string, Omit<ModelColour, "id">>;

/** Id of a Genesis paint. */
export type PaintId = keyof typeof paints;

/** A model's paints, in the order its pages offer them. */
export function modelPaints(...ids: PaintId[]): ModelColour[] {
  return ids.map((id) => ({ id, ...paints[id] }));
}

/** "5,8 с": seconds with a decimal comma, as Russian copy writes them. */
export function formatSeconds(seconds: number): string {
  return `${seconds.toFixed(1).replace(".", ",")} с`;
}

/** "304 л.с.". */
export function formatPower(hp: number): string {
  return `${hp} л.с.`;
}

/** The engines of a model as a table block: version, fuel, power, torque, 0–100, drive, gearbox. */
export function enginesTable(engines: readonly ModelEngine[], caption: string, note?: string): Section {
  return {
    kind: "table",
    title: "Двигатели и характеристики",
    caption,
    head: ["Двигатель", "Топливо", "Мощность", "Крутящий момент", "0–100 км/ч", "Привод", "Коробка передач"],
    rows: engines.map((e) => [
      e.name,
      e.fuel,
      formatPower(e.powerHp),
      `${e.torqueNm} Н·м`,
      formatSeconds(e.accelerationS),
      e.drive,
      e.transmission,
    ]),
    ...(note ? { note } : {}),
  };
}
