import type { CreditProgram } from "@contract/credit-program";
import type { PackageView } from "~/features/models/model-format";
import { modelFamilies } from "~/features/models/model-pages";
import type { ConfiguratorModel, ConfiguratorOption } from "./configurator-data.server";

export const testPackage = (id: string, name: string, priceRub: number, over: Partial<PackageView> = {}): PackageView => ({
  id,
  name,
  engine: { name: "2.5T", fuel: "Бензин", powerHp: 249, torqueNm: 422, accelerationS: 7.3, drive: "Полный привод", transmission: "8АКПП" },
  equipment: ["Светодиодные фары с двойными линиями", "Салон из натуральной кожи"],
  priceRub,
  priceIndicative: false,
  long: false,
  ...over,
});

export const testPaints: ConfiguratorOption[] = [
  { id: "uyuni-white", name: "Белый Уюни", hex: "#eeeeea", priceRub: 0 },
  { id: "vik-black", name: "Чёрный Вик", hex: "#16171a", priceRub: 80_000 },
];
export const testTrims: ConfiguratorOption[] = [
  { id: "black-nappa", name: "Чёрная кожа наппа", hex: "#1b1b1c", priceRub: 0 },
  { id: "beige", name: "Бежевая кожа", hex: "#d8c3a5", priceRub: 120_000 },
];

const packagesByCode: Record<string, PackageView[]> = {
  g70: [testPackage("premium-2.0t", "Премиум", 2_249_000)],
  gv70: [testPackage("premium-2.5t", "Премиум", 4_740_000), testPackage("elite-2.5t", "Элит", 5_290_000)],
  "g80-new": [testPackage("premium-2.5t-249", "Премиум", 6_290_000, { priceIndicative: true })],
  gv80: [],
  g90: [testPackage("luxury", "Люкс", 4_740_000), testPackage("first-class-l", "Первый класс", 7_490_000, { long: true })],
};

/** The five models as the loader gives them; the GV80's packages did not load. */
export const testModels: ConfiguratorModel[] = modelFamilies.map((family) => ({
  code: family.code,
  configuratorCode: family.configuratorCode,
  fullName: family.fullName,
  body: family.body,
  homePath: `/${family.code}.html`,
  stockHref: `/avto-v-nalicii.html?model=${family.code}`,
  packages: packagesByCode[family.code] ?? [],
  colours: testPaints,
  interiors: testTrims,
  defaultColourId: "uyuni-white",
  equipmentIds: Object.fromEntries(
    (packagesByCode[family.code] ?? []).map((p, i) => [p.id, { features: i === 0 ? [1, 7] : [1, 7, 9], specifications: [101] }]),
  ),
}));

export const testProgram = (over: Partial<CreditProgram> = {}): CreditProgram => ({
  id: 1,
  name: "Genesis Finance Стандарт",
  bank: "Genesis Finance",
  description: "Классический кредит",
  active: true,
  min_price: 2_000_000,
  max_price: 15_000_000,
  min_credit: 300_000,
  max_credit: 12_000_000,
  min_prepay: 20,
  max_prepay: 80,
  rate: 14.9,
  restcost: 0,
  terms: [12, 24, 36, 48, 60].map((term) => ({ term })),
  fee_percent: 0,
  insurance_percent: 0,
  lender: "Genesis Finance",
  ...over,
});

export const testPrograms: CreditProgram[] = [
  testProgram(),
  testProgram({ id: 2, name: "С остаточным платежом", rate: 9.9, restcost: 45, max_prepay: 70, terms: [{ term: 24 }, { term: 36 }] }),
  testProgram({ id: 3, name: "Закрытая программа", active: false }),
  testProgram({ id: 4, name: "Только дорогие", min_price: 7_000_000 }),
];
