import type { Section } from "~/components/content/sections";
import { formatPhone, normalizeSupportPhone, phoneHref } from "~/lib/phone";

/** The dealer's contacts as the page shows them; each value comes from the site options when they have it. */
export type DealerContacts = {
  name: string;
  address: string;
  phone: string | null;
  email: string;
  salesHours: string;
  serviceHours: string;
};

/**
 * What the page shows when an option is missing: the dealer's published contacts. Options are the
 * source of truth (a dealer can change them without a release); these only keep the page whole.
 */
export const fallbackDealerContacts: DealerContacts = {
  name: "Genesis Химки",
  address: "Московская область, г. Химки, Ленинградское шоссе, вл. 21",
  phone: "+74951204567",
  email: "info@genesis-khimki.ru",
  salesHours: "Ежедневно с 9:00 до 21:00",
  serviceHours: "Ежедневно с 8:00 до 22:00",
};

const text = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : null;

/** "Сервис: ежедневно с 8:00 до 22:00" → "Ежедневно с 8:00 до 22:00": the page already says whose hours they are. */
export function stripHoursLabel(hours: string): string {
  const stripped = hours.replace(/^[^:\d]+:\s*/, "");
  return stripped.charAt(0).toUpperCase() + stripped.slice(1);
}

/** The dealer's contacts from the site options (docs/product.md §3), with the published values where an option is missing. */
export function getDealerContacts(options: Record<string, unknown>): DealerContacts {
  const serviceHours = text(options.dealer_service_hours);
  return {
    name: text(options.dealer_name) ?? fallbackDealerContacts.name,
    address: text(options.dealer_address) ?? fallbackDealerContacts.address,
    phone: normalizeSupportPhone(text(options.phone) ?? text(options.dealer_phone)) ?? fallbackDealerContacts.phone,
    email: text(options.dealer_email) ?? fallbackDealerContacts.email,
    salesHours: text(options.dealer_hours) ?? fallbackDealerContacts.salesHours,
    serviceHours: serviceHours ? stripHoursLabel(serviceHours) : fallbackDealerContacts.serviceHours,
  };
}

/** A department with its direct line. */
export type ContactDepartment = {
  id: string;
  name: string;
  text: string;
  /** Normalised phone, "+7…". */
  phone: string;
  email: string;
  hours: string;
};

export const contactDepartments: readonly ContactDepartment[] = [
  {
    id: "sales",
    name: "Отдел продаж",
    text: "Новые автомобили, тест-драйв, конфигурация и сроки поставки.",
    phone: "+74951204567",
    email: "sales@genesis-khimki.ru",
    hours: "Ежедневно с 9:00 до 21:00",
  },
  {
    id: "service",
    name: "Сервисный центр",
    text: "Запись на техническое обслуживание и ремонт, гарантийные вопросы.",
    phone: "+74951204568",
    email: "service@genesis-khimki.ru",
    hours: "Ежедневно с 8:00 до 22:00",
  },
  {
    id: "parts",
    name: "Запасные части и аксессуары",
    text: "Оригинальные запасные части, шины, диски и аксессуары Genesis.",
    phone: "+74951204569",
    email: "parts@genesis-khimki.ru",
    hours: "Ежедневно с 9:00 до 20:00",
  },
  {
    id: "finance",
    name: "Кредитование и страхование",
    text: "Кредитные программы, КАСКО и ОСАГО, продлённая гарантия.",
    phone: "+74951204570",
    email: "finance@genesis-khimki.ru",
    hours: "Ежедневно с 9:00 до 21:00",
  },
  {
    id: "certified",
    name: "Автомобили с пробегом и трейд-ин",
    text: "Оценка вашего автомобиля, сертифицированные автомобили Genesis с пробегом.",
    phone: "+74951204571",
    email: "tradein@genesis-khimki.ru",
    hours: "Ежедневно с 9:00 до 21:00",
  },
  {
    id: "corporate",
    name: "Корпоративные продажи",
    text: "Автомобили для компаний, лизинг и обслуживание автопарков.",
    phone: "+74951204572",
    email: "corporate@genesis-khimki.ru",
    hours: "Пн–пт с 9:00 до 19:00",
  },
  {
    id: "client-care",
    name: "Клиентская служба",
    text: "Отзывы, предложения и вопросы о качестве обслуживания.",
    phone: "+74951204573",
    email: "care@genesis-khimki.ru",
    hours: "Ежедневно с 9:00 до 21:00",
  },
];

/** The department with this id; a missing one is a programming error. */
export function requireDepartment(id: string): ContactDepartment {
  const department = contactDepartments.find((d) => d.id === id);
  if (!department) throw new Error(`Нет отдела: ${id}`);
  return department;
}

/** A phone as shown and as linked: "+7 (495) 120-45-68" and "tel:+74951204568". */
export function phoneLink(phone: string | null | undefined): { text: string; href: string } | null {
  const href = phoneHref(phone);
  return href === "" ? null : { text: formatPhone(phone), href };
}

/**
 * Dealers by city as the page shows them when the dealers API (docs/product.md §7) fails: this dealership
 * alone. The dealer and city finder (features/dealers) shows the API's list otherwise.
 */
export type DealerListing = { city: string; dealers: readonly { id: string; note: string }[] };

export const dealerListings: readonly DealerListing[] = [
  {
    city: "Москва и Московская область",
    dealers: [
      {
        id: "genesis-khimki",
        note: "Продажа новых автомобилей и автомобилей с пробегом, тест-драйв, сервисный центр, кузовной ремонт.",
      },
    ],
  },
];

/** How to get here, as content blocks. */
export const directionSections: readonly Section[] = [
  {
    kind: "steps",
    title: "На автомобиле из Москвы",
    intro: "Дорога от МКАД занимает около пяти минут. Ориентируйтесь на указатели на Химки и Зеленоград.",
    items: [
      {
        title: "Ленинградское шоссе",
        text: "Двигайтесь по Ленинградскому шоссе из центра в сторону Химок и Зеленограда, по основному ходу, не уходя на боковые проезды.",
      },
      {
        title: "После МКАД",
        text: "Проедьте под развязкой с МКАД и продолжайте движение по основному ходу Ленинградского шоссе (М-10) около 3 км.",
      },
      {
        title: "Съезд к дилерскому центру",
        text: "Держитесь правой полосы и перестройтесь на дублёр: въезд к дилерскому центру — справа по ходу движения, у стелы Genesis.",
      },
      {
        title: "Парковка",
        text: "Гостевая парковка у входа в шоурум. Для сервиса — отдельный въезд в зону приёмки, мастер-консультант встретит вас у автомобиля.",
      },
    ],
  },
  {
    kind: "features",
    title: "На общественном транспорте",
    intro: "Если вы оставляете автомобиль в сервисе, мы бесплатно довезём вас до метро или станции МЦД.",
    items: [
      {
        title: "Метро «Ховрино»",
        text: "Конечная станция Замоскворецкой линии. Далее автобусом по Ленинградскому шоссе в сторону Химок: три остановки, около 10 минут.",
      },
      {
        title: "МЦД-3, станция «Химки»",
        text: "Поезда Ленинградско-Казанского диаметра от станций «Ховрино» и «Ленинградская». От станции «Химки» — 12 минут пешком или 3 минуты на такси.",
      },
      {
        title: "Трансфер дилерского центра",
        text: "Клиентов сервиса отвозим к метро «Ховрино» и станции МЦД «Химки». Предупредите мастера-консультанта при записи.",
      },
    ],
  },
];
