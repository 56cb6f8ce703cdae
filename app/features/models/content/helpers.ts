import type { Section } from "~/components/content/sections";
import type { ModelEngine } from "./types";
import { decimalComma } from "@contract/numbers";

/** The 8-speed automatic gearbox of every Genesis sold here. */
export const automaticGearbox = "8-ступенчатая автоматическая";

/** "5,8 с": seconds with a decimal comma, as Russian copy writes them. */
export function formatSeconds(seconds: number): string {
  return `${decimalComma(seconds, 1)} с`;
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
