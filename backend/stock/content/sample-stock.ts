// The embedded providers' stock: about 60 Genesis cars of the dealer in Khimki, new ones in the
// configurator's packages and paints, certified used ones of plausible years, mileage and Moscow-region
// prices. Built deterministically from the catalogue, so the feeds are the same on every start.
import type { ModelCode } from "@contract/model-codes";
import { stockPhotoPath, stockPhotoViews } from "@contract/stock";
import { exteriorPaints } from "../../catalogue/content/colours";
import { engineContent } from "../../catalogue/content/engines";
import { packageContent } from "../../catalogue/content/packages";

/** The dealer code the embedded offers provider files this dealer's offers under. */
export const sampleDealerCode = "GNS-KHM-01";

/** A sample car as the feeds write it (raw texts, before docs/product.md §3's normalisation). */
export type SampleCar = {
  id: string;
  dealerCode: string;
  modelCode: ModelCode;
  model: string;
  complectation: string;
  modification: string;
  year: number;
  engine: "petrol" | "diesel";
  paint: string;
  /** How each feed names the paint: the used export in English where it can, the offers in Russian. */
  colourRu: string;
  colourEn: string;
  metallic: boolean;
  photos: string[];
  vin: string;
  price: number;
  inStock: boolean;
  mileage: number;
  warrantyDate: string;
  rearDrive: boolean;
  /** Sold a few days ago: the export still lists it, as `sold`. */
  sold?: boolean;
};

const modelNames: Record<ModelCode, string> = { g70: "G70", gv70: "GV70", "g80-new": "G80", gv80: "GV80", g90: "G90" };
const paintWords: Record<string, { ru: string; en: string }> = {
  "uyuni-white": { ru: "Белый", en: "white" },
  "vik-black": { ru: "Черный", en: "black" },
  "savile-silver": { ru: "Серебристый", en: "Серебристый" },
  "mauna-red": { ru: "Красный", en: "Красный" },
  "makalu-grey": { ru: "Серый", en: "grey" },
  "capri-blue": { ru: "Синий", en: "blue" },
  "hanauma-mint": { ru: "Мятный", en: "Мятный" },
  "matterhorn-white": { ru: "Белый", en: "white" },
  "brunswick-green": { ru: "Зеленый", en: "green" },
};
const modelPaints: Record<ModelCode, string[]> = {
  g70: ["uyuni-white", "vik-black", "savile-silver", "mauna-red", "makalu-grey", "capri-blue", "hanauma-mint"],
  gv70: ["uyuni-white", "vik-black", "savile-silver", "makalu-grey", "capri-blue", "hanauma-mint", "mauna-red"],
  "g80-new": ["uyuni-white", "vik-black", "savile-silver", "makalu-grey", "capri-blue", "brunswick-green", "matterhorn-white"],
  gv80: ["uyuni-white", "vik-black", "savile-silver", "makalu-grey", "capri-blue", "matterhorn-white", "brunswick-green"],
  g90: ["uyuni-white", "vik-black", "savile-silver", "makalu-grey", "capri-blue", "matterhorn-white", "brunswick-green"],
};
const vinPrefix: Record<ModelCode, string> = {
  g70: "KMTG341A",
  gv70: "KMUMB81D",
  "g80-new": "KMTGB41E",
  gv80: "KMUHB81C",
  g90: "KMTF341B",
};
const vinLetters = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";

// A small deterministic generator: the same feeds on every start and in every test.
function generator(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    // The low bits of this generator cycle quickly; the high ones do not.
    return Math.floor(state / 65_536) % n;
  };
}

function paintOf(code: string) {
  const paint = exteriorPaints[code];
  if (!paint) throw new Error(`[sample-stock] no paint ${code}`);
  return paint;
}

function sampleCar(
  pick: (n: number) => number,
  id: string,
  modelCode: ModelCode,
  packageIndex: number,
  paintCode: string,
  year: number,
): Omit<SampleCar, "price" | "inStock" | "mileage" | "warrantyDate" | "rearDrive"> & { basePrice: number } {
  const packages = packageContent.filter((p) => p.modelCode === modelCode);
  const pkg = packages[packageIndex % packages.length];
  if (!pkg) throw new Error(`[sample-stock] no package for ${modelCode}`);
  const engine = engineContent.find((e) => e.id === pkg.engineId);
  if (!engine) throw new Error(`[sample-stock] no engine ${pkg.engineId}`);
  const paint = paintOf(paintCode);
  const words = paintWords[paintCode] ?? { ru: paint.name, en: paint.name };
  const serial = Array.from({ length: 9 }, () => vinLetters[pick(vinLetters.length)]).join("");
  return {
    id,
    dealerCode: sampleDealerCode,
    modelCode,
    model: modelNames[modelCode],
    complectation: pkg.name,
    modification: `${engine.code.toUpperCase().replace(/-\d+$/, "")} ${engine.powerHp} л.с., 8АКПП`,
    year,
    engine: engine.engineType,
    paint: paintCode,
    colourRu: words.ru,
    colourEn: words.en,
    metallic: paint.metallic,
    photos: stockPhotoViews.map((view) => stockPhotoPath(modelCode, view, paint.hex)),
    vin: `${vinPrefix[modelCode]}${serial}`,
    basePrice: pkg.priceRub + paint.priceRub,
  };
}

const modelOrder: ModelCode[] = ["g70", "gv70", "g80-new", "gv80", "g90"];
const newPerModel: Record<ModelCode, number> = { g70: 8, gv70: 9, "g80-new": 7, gv80: 7, g90: 5 };

/** New cars of the offers provider: 36 across the five models, most in stock, some on their way. */
export function sampleNewCars(): SampleCar[] {
  const pick = generator(20_261_124);
  const cars: SampleCar[] = [];
  let serial = 70_100;
  for (const modelCode of modelOrder) {
    const paints = modelPaints[modelCode];
    for (let i = 0; i < newPerModel[modelCode]; i++) {
      serial += 1 + pick(7);
      const paintCode = paints[(i * 3 + pick(3)) % paints.length] ?? "vik-black";
      const car = sampleCar(pick, String(serial), modelCode, i + pick(2), paintCode, i % 4 === 3 ? 2025 : 2026);
      // Dealer-fitted extras (mats, film, a second set of wheels) on some cars.
      const extras = [0, 0, 45_000, 120_000, 0, 185_000][pick(6)] ?? 0;
      cars.push({ ...car, price: car.basePrice + extras, inStock: pick(5) !== 0, mileage: 0, warrantyDate: "", rearDrive: false });
    }
  }
  return cars;
}

const usedPerModel: Record<ModelCode, number> = { g70: 6, gv70: 6, "g80-new": 5, gv80: 4, g90: 3 };

/** Certified used cars of the stock export: 24, from 2019 to 2024, about 16 000 km a year. */
export function sampleUsedCars(now: Date = new Date("2026-11-24T00:00:00Z")): SampleCar[] {
  const pick = generator(19_850_711);
  const cars: SampleCar[] = [];
  let serial = 4_000;
  const thisYear = now.getUTCFullYear();
  for (const modelCode of modelOrder) {
    const paints = modelPaints[modelCode];
    for (let i = 0; i < usedPerModel[modelCode]; i++) {
      serial += 3 + pick(40);
      const year = 2019 + ((i * 2 + pick(3)) % 6);
      const age = Math.max(1, thisYear - year);
      const paintCode = paints[pick(paints.length)] ?? "vik-black";
      const car = sampleCar(pick, `EM${serial}`, modelCode, pick(4), paintCode, year);
      const mileage = Math.round((age * (11_000 + pick(9_000)) + pick(4_000)) / 100) * 100;
      // Moscow-region asking prices: about 5 % a year off today's list price (imports keep used prices
      // high), a little less for high mileage.
      const value = car.basePrice * 0.95 ** age * (mileage > 80_000 ? 0.95 : 1);
      const price = Math.round(value / 10_000) * 10_000;
      // Genesis's warranty runs five years from the first sale.
      const month = String(1 + pick(12)).padStart(2, "0");
      const day = String(1 + pick(28)).padStart(2, "0");
      cars.push({
        ...car,
        price,
        inStock: pick(8) !== 0,
        mileage,
        warrantyDate: `${year + 5}-${month}-${day}`,
        // The first G70s of 2019 came with rear-wheel drive as well.
        rearDrive: modelCode === "g70" && year === 2019,
      });
    }
  }
  return cars;
}

/** Two used cars sold last week that the export still lists as `sold` (their pages answer 410). */
export function sampleSoldCars(now: Date = new Date("2026-11-24T00:00:00Z")): SampleCar[] {
  const pick = generator(4_242);
  const gv80 = sampleCar(pick, "EM3901", "gv80", 2, "vik-black", now.getUTCFullYear() - 3);
  const g80 = sampleCar(pick, "EM3902", "g80-new", 1, "makalu-grey", now.getUTCFullYear() - 2);
  return [
    {
      ...gv80,
      price: 6_350_000,
      inStock: false,
      mileage: 47_300,
      warrantyDate: `${now.getUTCFullYear() + 2}-04-18`,
      rearDrive: false,
      sold: true,
    },
    {
      ...g80,
      price: 5_790_000,
      inStock: false,
      mileage: 28_900,
      warrantyDate: `${now.getUTCFullYear() + 3}-09-02`,
      rearDrive: false,
      sold: true,
    },
  ];
}

/** Cars of a neighbouring dealer in the same offers answer: the dealer code filter leaves them out. */
export function sampleOtherDealerCars(): SampleCar[] {
  const pick = generator(777);
  const car = sampleCar(pick, "90001", "gv70", 1, "capri-blue", 2026);
  return [{ ...car, dealerCode: "GNS-MSK-07", price: car.basePrice, inStock: true, mileage: 0, warrantyDate: "", rearDrive: false }];
}
