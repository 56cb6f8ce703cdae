import type { options } from "../schema";

type OptionRow = typeof options.$inferInsert;

// Brand-wide texts the site shows whatever the dealer (footer legal notes, meta defaults).
const general: Record<string, string> = {
  brand_name: "Genesis",
  site_description:
    "Официальный дилер Genesis в Москве и Московской области: модельный ряд G70, GV70, G80, GV80 и G90, автомобили в наличии, тест-драйв, сервис и специальные предложения.",
  copyright_year: "2023",
  disclaimer:
    "Информация на сайте носит исключительно информационный характер и ни при каких условиях не является публичной офертой, определяемой положениями статьи 437 Гражданского кодекса Российской Федерации.",
  price_disclaimer:
    "Указаны максимальные рекомендованные розничные цены. Точную стоимость автомобиля, комплектации и дополнительного оборудования уточняйте у менеджеров дилерского центра.",
};

// The dealer's own contacts. The phone is stored as people write it; the site normalises it (docs/product.md §5).
// The legal name is deliberately absent: the spec omits it from the footer.
const dealer: Record<string, string> = {
  dealer_name: "Genesis Химки",
  dealer_phone: "8 495 120-45-67",
  dealer_email: "info@genesis-khimki.ru",
  dealer_address: "Московская область, г. Химки, Ленинградское шоссе, вл. 21",
  dealer_hours: "Ежедневно с 9:00 до 21:00",
  dealer_service_hours: "Ежедневно с 8:00 до 22:00",
  legal_inn: "5047128397",
  legal_ogrn: "1175047005121",
  legal_kpp: "504701001",
  social_vk: "https://vk.com/genesis_khimki",
  social_telegram: "https://t.me/genesis_khimki",
  social_youtube: "https://www.youtube.com/@genesis_khimki",
};

/** Seed rows of the options table. */
export const optionSeed: OptionRow[] = [
  ...Object.entries(general).map(([key, value]) => ({ scope: "general" as const, key, value })),
  ...Object.entries(dealer).map(([key, value]) => ({ scope: "dealer" as const, key, value })),
];
