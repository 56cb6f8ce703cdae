import { groupThousands } from "./numbers";
import { stockCarTypes, type StockCar } from "./stock";

/**
 * A car of the stock for a test, whole and consistent: a new Genesis GV80 Престиж on sale from the
 * new-car offers, unless `overrides` say otherwise. `condition: "used"` makes it a used car of the
 * used-car export with its mileage; the price's text follows `priceRub`.
 */
export function makeStockCar(overrides: Partial<StockCar> = {}): StockCar {
  const used = overrides.condition === "used";
  const priceRub = overrides.priceRub ?? 8_690_000;
  return {
    id: used ? "u-EM4001" : "n-70001",
    source: used ? "export-master" : "ilsa-offers",
    condition: used ? "used" : "new",
    type: used ? stockCarTypes.used : stockCarTypes.new,
    model: "GV80",
    modelCode: "gv80",
    package: "Престиж",
    modification: "2.5T 304 л.с., 8АКПП",
    engineType: "Бензин",
    driveType: "Полный привод",
    photos: [],
    vin: "1234",
    bodyColor: "Чёрный",
    price: groupThousands(priceRub),
    priceRub,
    availability: true,
    warrantyDate: true,
    warrantyUntil: null,
    year: used ? 2021 : 2026,
    mileage: used ? 45_000 : null,
    videos: [],
    ...overrides,
  };
}
