import type { ModelCode } from "@contract/model";

/** Body dimensions and capacities of a model (the G90 L has its own). */
export type BodyContent = {
  lengthMm: number;
  widthMm: number;
  heightMm: number;
  wheelbaseMm: number;
  clearanceMm: number;
  trunkL: number;
  tankL: number;
};

/** One engine version of a model with every figure its packages and specifications show. */
export type EngineContent = {
  /** Fixed id; the version's specification ids are `id * 100 + n`. */
  id: number;
  modelCode: ModelCode;
  code: string;
  engine: string;
  engineType: "petrol" | "diesel";
  layout: string;
  displacementCc: number;
  powerHp: number;
  powerRpm: string;
  torqueNm: number;
  torqueRpm: string;
  accelerationS: number;
  maxSpeedKmh: number;
  fuelConsumption: number;
  kerbKg: number;
  grossKg: number;
  body: BodyContent;
};

/** Every version sold in Russia has all-wheel drive and the 8-speed automatic. */
export const drive = "Полный привод";
export const transmission = "8АКПП";

// Lengths are the menu's figures (docs/product.md §3 names them "width"; they are body lengths).
const g70: BodyContent = { lengthMm: 4685, widthMm: 1850, heightMm: 1400, wheelbaseMm: 2835, clearanceMm: 135, trunkL: 330, tankL: 60 };
const gv70: BodyContent = { lengthMm: 4715, widthMm: 1910, heightMm: 1630, wheelbaseMm: 2875, clearanceMm: 185, trunkL: 542, tankL: 66 };
const g80: BodyContent = { lengthMm: 4990, widthMm: 1925, heightMm: 1465, wheelbaseMm: 3010, clearanceMm: 150, trunkL: 424, tankL: 73 };
const gv80: BodyContent = { lengthMm: 4945, widthMm: 1975, heightMm: 1715, wheelbaseMm: 2955, clearanceMm: 200, trunkL: 727, tankL: 80 };
const g90: BodyContent = { lengthMm: 5205, widthMm: 1930, heightMm: 1490, wheelbaseMm: 3180, clearanceMm: 155, trunkL: 370, tankL: 83 };
const g90Long: BodyContent = { ...g90, lengthMm: 5395, wheelbaseMm: 3370 };

const inline4Petrol = "Бензиновый, 4 цилиндра в ряд, турбонаддув";
const v6Petrol = "Бензиновый V6, два турбокомпрессора";
const torque25 = "1 650–4 000";
const torque35 = "1 300–4 500";

/** Engine versions of the five models, in each model's order. */
export const engineContent: EngineContent[] = [
  {
    id: 11,
    modelCode: "g70",
    code: "2.0t",
    engine: "2.0T бензин",
    engineType: "petrol",
    layout: inline4Petrol,
    displacementCc: 1998,
    powerHp: 197,
    powerRpm: "6 000",
    torqueNm: 353,
    torqueRpm: "1 450–4 000",
    accelerationS: 8.3,
    maxSpeedKmh: 225,
    fuelConsumption: 8.9,
    kerbKg: 1720,
    grossKg: 2170,
    body: g70,
  },
  {
    id: 12,
    modelCode: "g70",
    code: "2.5t",
    engine: "2.5T бензин",
    engineType: "petrol",
    layout: inline4Petrol,
    displacementCc: 2497,
    powerHp: 304,
    powerRpm: "5 800",
    torqueNm: 422,
    torqueRpm: torque25,
    accelerationS: 5.8,
    maxSpeedKmh: 250,
    fuelConsumption: 10.2,
    kerbKg: 1785,
    grossKg: 2230,
    body: g70,
  },

  {
    id: 21,
    modelCode: "gv70",
    code: "2.5t",
    engine: "2.5T бензин",
    engineType: "petrol",
    layout: inline4Petrol,
    displacementCc: 2497,
    powerHp: 249,
    powerRpm: "5 500",
    torqueNm: 422,
    torqueRpm: torque25,
    accelerationS: 7.3,
    maxSpeedKmh: 225,
    fuelConsumption: 10.5,
    kerbKg: 1870,
    grossKg: 2430,
    body: gv70,
  },
  {
    id: 22,
    modelCode: "gv70",
    code: "2.2d",
    engine: "2.2D дизель",
    engineType: "diesel",
    layout: "Дизельный, 4 цилиндра в ряд, турбонаддув",
    displacementCc: 2151,
    powerHp: 210,
    powerRpm: "3 800",
    torqueNm: 440,
    torqueRpm: "1 750–2 750",
    accelerationS: 8.1,
    maxSpeedKmh: 215,
    fuelConsumption: 7.8,
    kerbKg: 1945,
    grossKg: 2500,
    body: gv70,
  },
  {
    id: 23,
    modelCode: "gv70",
    code: "3.5t",
    engine: "3.5T бензин",
    engineType: "petrol",
    layout: v6Petrol,
    displacementCc: 3470,
    powerHp: 380,
    powerRpm: "5 800",
    torqueNm: 530,
    torqueRpm: torque35,
    accelerationS: 5.1,
    maxSpeedKmh: 240,
    fuelConsumption: 12.4,
    kerbKg: 1985,
    grossKg: 2540,
    body: gv70,
  },

  {
    id: 31,
    modelCode: "g80-new",
    code: "2.5t-249",
    engine: "2.5T бензин",
    engineType: "petrol",
    layout: inline4Petrol,
    displacementCc: 2497,
    powerHp: 249,
    powerRpm: "5 500",
    torqueNm: 422,
    torqueRpm: torque25,
    accelerationS: 7.1,
    maxSpeedKmh: 230,
    fuelConsumption: 9.9,
    kerbKg: 1880,
    grossKg: 2390,
    body: g80,
  },
  {
    id: 32,
    modelCode: "g80-new",
    code: "2.5t-304",
    engine: "2.5T бензин",
    engineType: "petrol",
    layout: inline4Petrol,
    displacementCc: 2497,
    powerHp: 304,
    powerRpm: "5 800",
    torqueNm: 422,
    torqueRpm: torque25,
    accelerationS: 6.0,
    maxSpeedKmh: 240,
    fuelConsumption: 10.2,
    kerbKg: 1900,
    grossKg: 2410,
    body: g80,
  },
  {
    id: 33,
    modelCode: "g80-new",
    code: "3.5t",
    engine: "3.5T бензин",
    engineType: "petrol",
    layout: v6Petrol,
    displacementCc: 3470,
    powerHp: 380,
    powerRpm: "5 800",
    torqueNm: 530,
    torqueRpm: torque35,
    accelerationS: 5.1,
    maxSpeedKmh: 250,
    fuelConsumption: 11.4,
    kerbKg: 1990,
    grossKg: 2500,
    body: g80,
  },

  {
    id: 41,
    modelCode: "gv80",
    code: "2.5t-249",
    engine: "2.5T бензин",
    engineType: "petrol",
    layout: inline4Petrol,
    displacementCc: 2497,
    powerHp: 249,
    powerRpm: "5 500",
    torqueNm: 422,
    torqueRpm: torque25,
    accelerationS: 8.0,
    maxSpeedKmh: 220,
    fuelConsumption: 11.0,
    kerbKg: 2115,
    grossKg: 2740,
    body: gv80,
  },
  {
    id: 42,
    modelCode: "gv80",
    code: "3.0d",
    engine: "3.0D дизель",
    engineType: "diesel",
    layout: "Дизельный, 6 цилиндров в ряд, турбонаддув",
    displacementCc: 2959,
    powerHp: 249,
    powerRpm: "3 800",
    torqueNm: 588,
    torqueRpm: "1 500–3 000",
    accelerationS: 7.5,
    maxSpeedKmh: 225,
    fuelConsumption: 8.8,
    kerbKg: 2230,
    grossKg: 2850,
    body: gv80,
  },
  {
    id: 43,
    modelCode: "gv80",
    code: "2.5t-304",
    engine: "2.5T бензин",
    engineType: "petrol",
    layout: inline4Petrol,
    displacementCc: 2497,
    powerHp: 304,
    powerRpm: "5 800",
    torqueNm: 422,
    torqueRpm: torque25,
    accelerationS: 6.9,
    maxSpeedKmh: 230,
    fuelConsumption: 11.2,
    kerbKg: 2140,
    grossKg: 2760,
    body: gv80,
  },
  {
    id: 44,
    modelCode: "gv80",
    code: "3.5t",
    engine: "3.5T бензин",
    engineType: "petrol",
    layout: v6Petrol,
    displacementCc: 3470,
    powerHp: 380,
    powerRpm: "5 800",
    torqueNm: 530,
    torqueRpm: torque35,
    accelerationS: 5.5,
    maxSpeedKmh: 240,
    fuelConsumption: 12.5,
    kerbKg: 2250,
    grossKg: 2870,
    body: gv80,
  },

  {
    id: 51,
    modelCode: "g90",
    code: "3.5t",
    engine: "3.5T бензин, 48 В",
    engineType: "petrol",
    layout: `${v6Petrol}, электрический нагнетатель 48 В`,
    displacementCc: 3470,
    powerHp: 380,
    powerRpm: "5 800",
    torqueNm: 530,
    torqueRpm: torque35,
    accelerationS: 5.9,
    maxSpeedKmh: 250,
    fuelConsumption: 11.9,
    kerbKg: 2195,
    grossKg: 2710,
    body: g90,
  },
  {
    id: 52,
    modelCode: "g90",
    code: "3.5t-l",
    engine: "3.5T бензин, 48 В",
    engineType: "petrol",
    layout: `${v6Petrol}, электрический нагнетатель 48 В`,
    displacementCc: 3470,
    powerHp: 415,
    powerRpm: "5 800",
    torqueNm: 549,
    torqueRpm: torque35,
    accelerationS: 5.7,
    maxSpeedKmh: 250,
    fuelConsumption: 12.4,
    kerbKg: 2330,
    grossKg: 2850,
    body: g90Long,
  },
];
