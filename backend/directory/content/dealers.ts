import type { DealerServiceCode } from "@contract/dealer";
import type { cities, dealers } from "../schema";

type CityRow = typeof cities.$inferInsert;
type DealerRow = typeof dealers.$inferInsert;

/** Seed rows of the cities of the dealer finder. */
export const citySeed: CityRow[] = [
  { id: 1, name: "Москва", region: "Москва", latitude: 55.7558, longitude: 37.6173, sortOrder: 10 },
  { id: 2, name: "Химки", region: "Московская область", latitude: 55.8887, longitude: 37.4302, sortOrder: 20 },
  { id: 3, name: "Санкт-Петербург", region: "Санкт-Петербург", latitude: 59.9386, longitude: 30.3141, sortOrder: 30 },
  { id: 4, name: "Екатеринбург", region: "Свердловская область", latitude: 56.8389, longitude: 60.6057, sortOrder: 40 },
  { id: 5, name: "Краснодар", region: "Краснодарский край", latitude: 45.0355, longitude: 38.9753, sortOrder: 50 },
  { id: 6, name: "Казань", region: "Республика Татарстан", latitude: 55.7963, longitude: 49.1088, sortOrder: 60 },
];

type DealerContent = Omit<DealerRow, "certified" | "sortOrder" | "services"> & { services: DealerServiceCode[] };

const daily = (hours: string) => [`Ежедневно: ${hours}`];
const full: DealerServiceCode[] = ["sales", "service", "body-repair", "trade-in", "certified-used"];

const content: DealerContent[] = [
  {
    id: 1,
    cityId: 2,
    name: "Genesis Химки",
    address: "Московская область, г. Химки, Ленинградское шоссе, вл. 21",
    phone: "8 495 120-45-67",
    email: "info@genesis-khimki.ru",
    salesHours: daily("9:00–21:00"),
    serviceHours: daily("8:00–22:00"),
    latitude: 55.9003,
    longitude: 37.4197,
    services: full,
    testDrive: true,
  },
  {
    id: 2,
    cityId: 2,
    name: "Genesis Химки — кузовной центр",
    address: "Московская область, г. Химки, ул. Бабакина, 9",
    phone: "8 495 120-45-68",
    email: "body@genesis-khimki.ru",
    salesHours: [],
    serviceHours: ["Пн–Сб: 8:00–20:00", "Вс: выходной"],
    latitude: 55.8863,
    longitude: 37.4545,
    services: ["service", "body-repair"],
    testDrive: false,
  },
  {
    id: 3,
    cityId: 1,
    name: "Genesis Москва Юг",
    address: "г. Москва, Варшавское шоссе, 132А",
    phone: "8 495 230-18-90",
    email: "sales@genesis-yug.ru",
    salesHours: ["Пн–Пт: 9:00–21:00", "Сб–Вс: 10:00–20:00"],
    serviceHours: daily("8:00–21:00"),
    latitude: 55.5986,
    longitude: 37.6052,
    services: ["sales", "service", "trade-in"],
    testDrive: true,
  },
  {
    id: 4,
    cityId: 1,
    name: "Genesis Студия Москва-Сити",
    address: "г. Москва, Пресненская набережная, 2, ТРЦ «Афимолл Сити», 1 этаж",
    phone: "8 495 230-18-91",
    email: "studio@genesis-yug.ru",
    salesHours: daily("10:00–22:00"),
    serviceHours: [],
    latitude: 55.7491,
    longitude: 37.5395,
    services: ["sales"],
    testDrive: false,
  },
  {
    id: 5,
    cityId: 3,
    name: "Genesis Пулково",
    address: "г. Санкт-Петербург, Пулковское шоссе, 40, корп. 4",
    phone: "8 812 407-33-10",
    email: "info@genesis-pulkovo.ru",
    salesHours: daily("9:00–21:00"),
    serviceHours: daily("8:00–21:00"),
    latitude: 59.8122,
    longitude: 30.3227,
    services: full,
    testDrive: true,
  },
  {
    id: 6,
    cityId: 4,
    name: "Genesis Екатеринбург",
    address: "г. Екатеринбург, ул. Металлургов, 67",
    phone: "8 343 288-54-00",
    email: "info@genesis-ekb.ru",
    salesHours: ["Пн–Сб: 9:00–20:00", "Вс: 10:00–18:00"],
    serviceHours: ["Пн–Сб: 8:00–20:00", "Вс: 9:00–18:00"],
    latitude: 56.8284,
    longitude: 60.5246,
    services: ["sales", "service", "body-repair", "trade-in"],
    testDrive: true,
  },
  {
    id: 7,
    cityId: 5,
    name: "Genesis Краснодар",
    address: "г. Краснодар, ул. Дзержинского, 100",
    phone: "8 861 205-71-71",
    email: "info@genesis-krd.ru",
    salesHours: daily("9:00–20:00"),
    serviceHours: daily("8:00–20:00"),
    latitude: 45.0934,
    longitude: 38.9809,
    services: full,
    testDrive: true,
  },
  {
    id: 8,
    cityId: 6,
    name: "Genesis Казань",
    address: "Республика Татарстан, г. Казань, проспект Победы, 141",
    phone: "8 843 212-40-40",
    email: "info@genesis-kazan.ru",
    salesHours: ["Пн–Пт: 9:00–20:00", "Сб–Вс: 10:00–19:00"],
    serviceHours: ["Пн–Сб: 8:00–20:00", "Вс: выходной"],
    latitude: 55.7541,
    longitude: 49.2127,
    services: ["sales", "service", "trade-in"],
    testDrive: true,
  },
];

/** Seed rows of the dealers; `certified` follows from the services, as the schema demands. */
export const dealerSeed: DealerRow[] = content.map((dealer, index) => ({
  ...dealer,
  certified: dealer.services.includes("certified-used"),
  sortOrder: (index + 1) * 10,
}));
