import type { models } from "../schema";

type ModelRow = typeof models.$inferInsert;

type ModelContent = {
  code: string;
  name: string;
  href: string;
  widthMm: number;
  priceRub: number | null;
  configuratorCode: string;
};

// docs/product.md §3 table, in menu order. The configurator still knows the restyled G70 as `g70-fl`.
const content: ModelContent[] = [
  { code: "g70", name: "G70", href: "/new-g70.html", widthMm: 4685, priceRub: 2_249_000, configuratorCode: "g70-fl" },
  { code: "gv70", name: "GV70", href: "/gv70.html", widthMm: 4715, priceRub: 4_740_000, configuratorCode: "gv70" },
  { code: "g80-new", name: "G80", href: "/new-g80.html", widthMm: 4990, priceRub: null, configuratorCode: "g80-new" },
  { code: "gv80", name: "GV80", href: "/gv80.html", widthMm: 4945, priceRub: null, configuratorCode: "gv80" },
  { code: "g90", name: "G90", href: "/g90.html", widthMm: 5205, priceRub: 4_740_000, configuratorCode: "g90" },
];

/** Seed rows of the models table; ids and sort order follow the menu order. */
export const modelSeed: ModelRow[] = content.map((model, index) => ({
  id: index + 1,
  code: model.code,
  name: model.name,
  modelName: `Genesis ${model.name}`,
  href: model.href,
  widthMm: model.widthMm,
  image: `/images/models/${model.code}.svg`,
  imageWithShadow: `/images/models/${model.code}-shadow.svg`,
  priceRub: model.priceRub,
  priceComingSoon: model.priceRub === null,
  configuratorCode: model.configuratorCode,
  sortOrder: (index + 1) * 10,
}));
