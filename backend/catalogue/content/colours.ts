import type { ModelCode } from "@contract/model";
import type { exteriorColors, interiorColors } from "../schema";
import { modelSeed } from "./models";

type ExteriorRow = typeof exteriorColors.$inferInsert;
type InteriorRow = typeof interiorColors.$inferInsert;

type Paint = { code: string; name: string; hex: string; metallic: boolean; priceRub: number };
type Trim = { code: string; name: string; hex: string; priceRub: number };

// Solid white is included; metallic paints cost extra, the pearl white a little more.
const metallic = 80_000;
const paints = {
  uyuniWhite: { code: "uyuni-white", name: "Белый Уюни", hex: "#eeeeea", metallic: false, priceRub: 0 },
  vikBlack: { code: "vik-black", name: "Чёрный Вик", hex: "#16171a", metallic: true, priceRub: metallic },
  savileSilver: { code: "savile-silver", name: "Серебристый Сэвил", hex: "#a8abae", metallic: true, priceRub: metallic },
  maunaRed: { code: "mauna-red", name: "Красный Мауна", hex: "#7a1c22", metallic: true, priceRub: metallic },
  makaluGrey: { code: "makalu-grey", name: "Серый Макалу", hex: "#6c6e70", metallic: true, priceRub: metallic },
  capriBlue: { code: "capri-blue", name: "Синий Капри", hex: "#24415f", metallic: true, priceRub: metallic },
  hanaumaMint: { code: "hanauma-mint", name: "Мятный Ханаума", hex: "#9fbcb0", metallic: true, priceRub: metallic },
  matterhornWhite: { code: "matterhorn-white", name: "Белый Маттерхорн", hex: "#dcdcd6", metallic: true, priceRub: 120_000 },
  brunswickGreen: { code: "brunswick-green", name: "Зелёный Брансуик", hex: "#26362f", metallic: true, priceRub: metallic },
} satisfies Record<string, Paint>;

const trims = {
  blackNappa: { code: "black-nappa", name: "Чёрная кожа наппа", hex: "#1b1b1c", priceRub: 0 },
  brownNappa: { code: "brown-nappa", name: "Коричневая кожа наппа", hex: "#5b3626", priceRub: 0 },
  beige: { code: "beige", name: "Бежевая кожа", hex: "#c8b296", priceRub: 0 },
  redNappa: { code: "red-nappa", name: "Красная кожа наппа", hex: "#6e1f24", priceRub: 60_000 },
  greyNappa: { code: "grey-nappa", name: "Серая кожа наппа", hex: "#8a8b8c", priceRub: 60_000 },
  ivoryNappa: { code: "ivory-nappa", name: "Кожа наппа цвета слоновой кости", hex: "#e3d9c6", priceRub: 120_000 },
} satisfies Record<string, Trim>;

/** Every exterior paint by its code (the picture generator reads the hexes of the seed from here). */
export const exteriorPaints: Readonly<Record<string, Paint>> = Object.fromEntries(
  Object.values(paints).map((paint) => [paint.code, paint]),
);

const p = paints;
const t = trims;

// Order within a model is the configurator's; ids follow it, so append new paints at the end.
const byModel: Record<ModelCode, { paints: Paint[]; trims: Trim[] }> = {
  g70: {
    paints: [p.uyuniWhite, p.vikBlack, p.savileSilver, p.maunaRed, p.makaluGrey, p.capriBlue, p.hanaumaMint],
    trims: [t.blackNappa, t.brownNappa, t.beige, t.redNappa],
  },
  gv70: {
    paints: [p.uyuniWhite, p.vikBlack, p.savileSilver, p.makaluGrey, p.capriBlue, p.hanaumaMint, p.maunaRed],
    trims: [t.blackNappa, t.brownNappa, t.beige],
  },
  "g80-new": {
    paints: [p.uyuniWhite, p.vikBlack, p.savileSilver, p.makaluGrey, p.capriBlue, p.brunswickGreen, p.matterhornWhite],
    trims: [t.blackNappa, t.brownNappa, t.beige, t.greyNappa],
  },
  gv80: {
    paints: [p.uyuniWhite, p.vikBlack, p.savileSilver, p.makaluGrey, p.capriBlue, p.matterhornWhite, p.brunswickGreen],
    trims: [t.blackNappa, t.brownNappa, t.beige, t.greyNappa],
  },
  g90: {
    paints: [p.uyuniWhite, p.vikBlack, p.savileSilver, p.makaluGrey, p.capriBlue, p.matterhornWhite, p.brunswickGreen],
    trims: [t.blackNappa, t.brownNappa, t.beige, t.ivoryNappa],
  },
};

function modelIdOf(code: ModelCode): number {
  const model = modelSeed.find((row) => row.code === code);
  if (!model) throw new Error(`Неизвестная модель в контенте: ${code}`);
  return model.id;
}

const entries = Object.entries(byModel) as Array<[ModelCode, (typeof byModel)[ModelCode]]>;

/** Seed rows of the paints; id = model id * 100 + position (G70: 101…). */
export const exteriorColorSeed: ExteriorRow[] = entries.flatMap(([modelCode, { paints: list }]) =>
  list.map((paint, index) => ({ id: modelIdOf(modelCode) * 100 + index + 1, modelCode, ...paint, sortOrder: index + 1 })),
);

/** Seed rows of the interior trims; id = model id * 100 + 50 + position (G70: 151…). */
export const interiorColorSeed: InteriorRow[] = entries.flatMap(([modelCode, { trims: list }]) =>
  list.map((trim, index) => ({ id: modelIdOf(modelCode) * 100 + 50 + index + 1, modelCode, ...trim, sortOrder: index + 1 })),
);
