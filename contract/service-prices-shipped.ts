// The service centre's prices as the site ships them: the studio's revision 0 (the seed) and what the service
// pages show when the content API does not answer. Plain data with types only, so zod stays out of any bundle.
import type { ServicePrices } from "./service-prices";

export const shippedServicePrices: ServicePrices = {
  /** Recommended maximum prices in roubles, works and parts, per model, ТО-1 … ТО-8 in order. */
  maintenance: {
    g70: [18_900, 27_400, 19_800, 38_600, 19_800, 31_200, 20_400, 46_900],
    gv70: [21_400, 30_900, 22_300, 42_800, 22_300, 34_700, 22_900, 51_800],
    "g80-new": [22_600, 32_500, 23_400, 44_900, 23_400, 36_300, 24_100, 54_200],
    gv80: [25_900, 36_800, 26_800, 51_300, 26_800, 40_900, 27_600, 61_700],
    g90: [29_800, 42_400, 30_900, 58_700, 30_900, 46_600, 31_800, 69_500],
  },
  /** Each service's lowest price in roubles and what it buys. */
  services: {
    shinomontazh: {
      priceFrom: 4_900,
      priceNote: "Сезонная замена колёс в сборе. Шиномонтаж комплекта — от 7 800 ₽, хранение — 9 000 ₽ за сезон.",
    },
    "tormoznaya-sistema": {
      priceFrom: 5_600,
      priceNote: "Замена колодок одной оси, работа. Оригинальные колодки — по прайс-листу отдела запасных частей.",
    },
    "zamena-masla": { priceFrom: 7_400, priceNote: "Работа, масло и масляный фильтр для Genesis G70 с двигателем 2.0T." },
    elektrika: {
      priceFrom: 3_900,
      priceNote: "Проверка аккумулятора и системы зарядки. Калибровка систем помощи водителю — от 9 500 ₽.",
    },
    diagnostika: {
      priceFrom: 4_500,
      priceNote: "Полная диагностика по чек-листу; она засчитывается при выполнении рекомендованных работ в течение 30 дней.",
    },
    "kuzovnoy-remont": { priceFrom: 6_500, priceNote: "Беспокрасочное удаление вмятины. Окраска одного элемента — от 24 000 ₽." },
    konditsioner: {
      priceFrom: 5_900,
      priceNote: "Заправка и проверка герметичности. С антибактериальной обработкой и фильтром — от 9 800 ₽.",
    },
    "podgotovka-k-zime": {
      priceFrom: 3_500,
      priceNote: "Проверка по чек-листу. Щётки и жидкости — по прайс-листу отдела запасных частей.",
    },
    transmissiya: {
      priceFrom: 8_900,
      priceNote: "Замена масла в раздаточной коробке, работа и масло. Обслуживание коробки передач — от 24 500 ₽.",
    },
    podveska: { priceFrom: 4_200, priceNote: "Регулировка углов установки колёс. Диагностика ходовой части — 2 500 ₽." },
  },
};
