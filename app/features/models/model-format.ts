import { modelPriceLabel, modelPriceOf, packagePriceLabel as contractPackagePriceLabel } from "@contract/model-price";
import { formatPower, formatSeconds } from "./content/helpers";
import type { ModelEngine } from "./content/types";

/* Browser-safe helpers of model pages: no content modules imported here. */

/** What a package's engine says on the pages: ModelEngine's figures, without the content id. */
export type PackageEngine = Omit<ModelEngine, "id">;

/**
 * A package as pages show it (from GET /v1/complectation): its engine, equipment highlights and price.
 * `priceIndicative` marks the guide prices of models whose price is «скоро» (G80, GV80).
 */
export type PackageView = {
  id: string;
  name: string;
  engine: PackageEngine;
  equipment: readonly string[];
  priceRub: number;
  priceIndicative: boolean;
  long: boolean;
};

/** A key figure of a model: "197–304 л.с." labelled "Мощность". */
export type KeyFigure = { value: string; label: string };

/** Lowest list price of the packages, or null when none has one yet (guide prices do not count). */
export function startingPrice(packages: readonly Pick<PackageView, "priceRub" | "priceIndicative">[]): number | null {
  const prices = packages.filter((p) => !p.priceIndicative).map((p) => p.priceRub);
  return prices.length > 0 ? Math.min(...prices) : null;
}

/** "2 249 000 ₽", or «Ориентировочная цена от 6 290 000 ₽» for a guide price (the rule of contract/price-notes.ts). */
export function packagePriceLabel(pkg: Pick<PackageView, "priceRub" | "priceIndicative">): string {
  return contractPackagePriceLabel(pkg);
}

/** «от 2 249 000 ₽», «Ориентировочная цена от 6 290 000 ₽» with a guide price, or «Цена скоро» (contract/model-price.ts). */
export function fromPriceLabel(price: number | null, guidePrice: number | null = null): string {
  return modelPriceLabel(modelPriceOf({ price, priceComingSoon: price === null, guidePrice }));
}

/** "3.5T, 48 В" with "Бензин" → "3.5T бензин, 48 В": the fuel once, beside the engine's size. */
export function engineLabel(engine: Pick<PackageEngine, "name" | "fuel">): string {
  const [size = "", ...rest] = engine.name.split(", ");
  return [`${size} ${engine.fuel.toLowerCase()}`.trim(), ...rest].join(", ");
}

/** One line about a package's engine: "2.5T · 304 л.с. · полный привод". */
export function engineLine(engine: Pick<ModelEngine, "name" | "powerHp" | "drive">): string {
  return [engine.name, formatPower(engine.powerHp), engine.drive.toLowerCase()].join(" · ");
}

/** Power range, best 0–100 time and drive of a model's engines: the key figures of its pages. */
export function keyFigures(engines: readonly ModelEngine[]): KeyFigure[] {
  if (engines.length === 0) return [];
  const powers = engines.map((e) => e.powerHp);
  const min = Math.min(...powers);
  const max = Math.max(...powers);
  const fastest = Math.min(...engines.map((e) => e.accelerationS));
  const drives = [...new Set(engines.map((e) => e.drive))];
  const drive = drives.length === 1 ? (drives[0] ?? "").replace(" привод", "") : "Задний или полный";
  return [
    { value: min === max ? formatPower(min) : `${min}–${max} л.с.`, label: "Мощность" },
    { value: `${engines.length > 1 ? "от " : ""}${formatSeconds(fastest)}`, label: "Разгон 0–100 км/ч" },
    { value: drive, label: "Привод" },
  ];
}

const defaultPriceDisclaimer =
  "Указаны максимальные рекомендованные розничные цены. Точную стоимость автомобиля и дополнительного оборудования уточняйте у менеджеров дилерского центра.";

/** The brand's note under prices (option `price_disclaimer`), with a default when the options lack it. */
export function priceDisclaimer(options: Record<string, unknown>): string {
  const text = options.price_disclaimer;
  return typeof text === "string" && text.trim() !== "" ? text : defaultPriceDisclaimer;
}
