// The dealership's departments, the dealers by city and the way here: what the contacts, service and dealers
// pages show. Apart from contacts.ts, whose few lines every page's footer and structured data need, so this text
// reaches only the pages that show it.
import type { Section } from "~/components/content/sections";

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
