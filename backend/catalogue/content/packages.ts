import type { ModelCode } from "@contract/model";

/** A package as the content writes it: equipment by feature code, engine by engine id. */
export type PackageContent = {
  id: number;
  modelCode: ModelCode;
  code: string;
  name: string;
  engineId: number;
  priceRub: number;
  /** True where the menu says "price coming soon" (G80, GV80): the price is a guide. */
  priceIndicative?: boolean;
  long?: boolean;
  features: string[];
};

const without = (list: string[], ...left: string[]) => list.filter((code) => !left.includes(code));

// Equipment every Genesis in Russia comes with.
const base = [
  "airbags",
  "junction-assist",
  "blind-spot-brake",
  "rear-cross-traffic",
  "safe-exit",
  "driver-attention",
  "seat-heating",
  "climate-2",
  "smartphone",
  "led-headlights",
  "leather",
  "smart-cruise",
  "lane-keeping",
  "parking-sensors",
];

const g70Premium = [...base, "screen-10", "wheels-18"];
const g70Elite = [
  ...g70Premium,
  "front-ventilation",
  "rear-seat-heating",
  "seat-memory",
  "cluster-3d",
  "lexicon-audio",
  "wireless-charging",
  "power-tailgate",
];
const g70Sport = [
  ...without(g70Premium, "wheels-18"),
  "wheels-19",
  "sport-package",
  "adaptive-suspension",
  "front-ventilation",
  "wireless-charging",
];
const g70SportPrestige = [
  ...new Set([
    ...g70Sport,
    ...g70Elite.filter((c) => c !== "wheels-18"),
    "nappa",
    "suede-headliner",
    "head-up",
    "surround-view",
    "blind-spot-view",
    "highway-assist",
  ]),
];

const gv70Premium = [...base, "screen-14", "wheels-19", "rear-seat-heating", "highway-assist", "power-tailgate", "digital-key"];
const gv70Elite = [
  ...gv70Premium,
  "front-ventilation",
  "ergo-seat",
  "seat-memory",
  "cluster-3d",
  "head-up",
  "lexicon-audio",
  "surround-view",
  "blind-spot-view",
  "wireless-charging",
];
const gv70Sport = [
  ...without(gv70Elite, "wheels-19"),
  "wheels-20",
  "sport-package",
  "adaptive-suspension",
  "nappa",
  "panoramic-roof",
  "remote-parking",
  "noise-cancelling",
];

const g80Premium = [
  ...without(base, "led-headlights"),
  "mla-headlights",
  "oled-27",
  "wheels-19",
  "rear-seat-heating",
  "highway-assist",
  "digital-key",
  "power-tailgate",
];
const g80Elite = [
  ...without(g80Premium, "climate-2"),
  "climate-3",
  "front-ventilation",
  "ergo-seat",
  "seat-memory",
  "head-up",
  "surround-view",
  "blind-spot-view",
  "lexicon-audio",
  "soft-close",
  "wireless-charging",
];
const g80Prestige = [
  ...without(g80Elite, "wheels-19", "leather"),
  "wheels-20",
  "adaptive-suspension",
  "rear-screens",
  "rear-ventilation",
  "nappa",
  "wood-trim",
  "remote-parking",
  "noise-cancelling",
];

const gv80Premium = [
  ...without(base, "climate-2"),
  "climate-3",
  "oled-27",
  "wheels-20",
  "rear-seat-heating",
  "highway-assist",
  "power-tailgate",
  "digital-key",
];
const gv80Elite = [
  ...gv80Premium,
  "front-ventilation",
  "ergo-seat",
  "seat-memory",
  "head-up",
  "surround-view",
  "blind-spot-view",
  "lexicon-audio",
  "panoramic-roof",
  "wireless-charging",
];
const gv80Prestige = [...without(gv80Elite, "leather"), "nappa", "third-row", "rear-ventilation", "soft-close", "adaptive-suspension"];
const gv80SportPrestige = [...gv80Prestige, "sport-package", "suede-headliner", "ambient-light", "remote-parking", "noise-cancelling"];

const g90Luxury = [
  ...without(base, "climate-2", "leather"),
  "climate-3",
  "nappa",
  "wood-trim",
  "ambient-light",
  "oled-27",
  "wheels-19",
  "air-suspension",
  "rear-steering",
  "front-ventilation",
  "rear-seat-heating",
  "rear-ventilation",
  "ergo-seat",
  "seat-memory",
  "soft-close",
  "power-tailgate",
  "digital-key",
  "noise-cancelling",
  "highway-assist",
  "surround-view",
];
const g90Prestige = [...g90Luxury, "bo-audio", "rear-screens", "head-up", "blind-spot-view", "wireless-charging", "remote-parking"];
const g90Exclusive = [...without(g90Prestige, "climate-3", "wheels-19"), "climate-4", "wheels-20", "vip-seat", "suede-headliner"];
const g90FirstClass = [...g90Exclusive, "panoramic-roof"];

/** Packages of the five models in menu order; the codes are those the site's model pages use. */
export const packageContent: PackageContent[] = [
  { id: 101, modelCode: "g70", code: "premium-2.0t", name: "Премиум", engineId: 11, priceRub: 2_249_000, features: g70Premium },
  { id: 102, modelCode: "g70", code: "elite-2.0t", name: "Элит", engineId: 11, priceRub: 2_549_000, features: g70Elite },
  { id: 103, modelCode: "g70", code: "sport-2.5t", name: "Спорт", engineId: 12, priceRub: 2_949_000, features: g70Sport },
  {
    id: 104,
    modelCode: "g70",
    code: "sport-prestige-2.5t",
    name: "Спорт Престиж",
    engineId: 12,
    priceRub: 3_249_000,
    features: g70SportPrestige,
  },

  { id: 201, modelCode: "gv70", code: "premium-2.5t", name: "Премиум", engineId: 21, priceRub: 4_740_000, features: gv70Premium },
  { id: 202, modelCode: "gv70", code: "premium-2.2d", name: "Премиум", engineId: 22, priceRub: 4_940_000, features: gv70Premium },
  { id: 203, modelCode: "gv70", code: "elite-2.5t", name: "Элит", engineId: 21, priceRub: 5_290_000, features: gv70Elite },
  { id: 204, modelCode: "gv70", code: "sport-3.5t", name: "Спорт", engineId: 23, priceRub: 6_190_000, features: gv70Sport },

  {
    id: 301,
    modelCode: "g80-new",
    code: "premium-2.5t-249",
    name: "Премиум",
    engineId: 31,
    priceRub: 6_290_000,
    priceIndicative: true,
    features: g80Premium,
  },
  {
    id: 302,
    modelCode: "g80-new",
    code: "elite-2.5t-304",
    name: "Элит",
    engineId: 32,
    priceRub: 6_990_000,
    priceIndicative: true,
    features: g80Elite,
  },
  {
    id: 303,
    modelCode: "g80-new",
    code: "prestige-3.5t",
    name: "Престиж",
    engineId: 33,
    priceRub: 7_890_000,
    priceIndicative: true,
    features: g80Prestige,
  },

  {
    id: 401,
    modelCode: "gv80",
    code: "premium-2.5t-249",
    name: "Премиум",
    engineId: 41,
    priceRub: 7_490_000,
    priceIndicative: true,
    features: gv80Premium,
  },
  {
    id: 402,
    modelCode: "gv80",
    code: "elite-3.0d",
    name: "Элит",
    engineId: 42,
    priceRub: 8_290_000,
    priceIndicative: true,
    features: gv80Elite,
  },
  {
    id: 403,
    modelCode: "gv80",
    code: "prestige-2.5t-304",
    name: "Престиж",
    engineId: 43,
    priceRub: 8_690_000,
    priceIndicative: true,
    features: gv80Prestige,
  },
  {
    id: 404,
    modelCode: "gv80",
    code: "sport-prestige-3.5t",
    name: "Спорт Престиж",
    engineId: 44,
    priceRub: 9_690_000,
    priceIndicative: true,
    features: gv80SportPrestige,
  },

  { id: 501, modelCode: "g90", code: "luxury", name: "Люкс", engineId: 51, priceRub: 4_740_000, features: g90Luxury },
  { id: 502, modelCode: "g90", code: "prestige", name: "Престиж", engineId: 51, priceRub: 5_490_000, features: g90Prestige },
  { id: 503, modelCode: "g90", code: "exclusive", name: "Эксклюзив", engineId: 51, priceRub: 6_190_000, features: g90Exclusive },
  {
    id: 504,
    modelCode: "g90",
    code: "first-class-l",
    name: "Первый класс",
    engineId: 52,
    priceRub: 7_490_000,
    long: true,
    features: g90FirstClass,
  },
];
