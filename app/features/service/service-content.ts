import type { MaintenancePrices } from "@contract/service-prices";
import type { Section } from "~/components/content/sections";
import { requireDepartment } from "~/features/contacts/contact-directory";
import { formatPhone, phoneHref } from "~/lib/phone";
import { everyVisitSentence, formatInterval, getMaintenanceTable, maintenanceIntervals } from "./maintenance";
import { serviceFormHref } from "./service-request";
import type { ServiceItem } from "./services";

const servicePhone = requireDepartment("service");

/** The service centre's direct line: visible text and tel: link. */
export const servicePhoneLink = {
  text: formatPhone(servicePhone.phone),
  href: phoneHref(servicePhone.phone),
  hours: servicePhone.hours,
};

/** Breadcrumbs of the pages under /servis.html. */
export const serviceCrumbs = [
  { title: "Владельцам", href: "/owners.html" },
  { title: "Сервис", href: "/servis.html" },
] as const;

/** «Записаться на обслуживание»; a service's own page links the callback form with that service chosen. */
function bookingCtaFor(serviceSlug?: string): Section {
  return {
    kind: "cta",
    title: "Записаться на обслуживание",
    text: "Мастер-консультант подберёт удобное время, рассчитает стоимость и напомнит о визите накануне. Сервис работает ежедневно с 8:00 до 22:00.",
    actions: [
      { label: "Заказать обратный звонок", href: serviceSlug ? serviceFormHref(serviceSlug) : "/service-form.html" },
      { label: `Позвонить ${servicePhoneLink.text}`, href: servicePhoneLink.href },
    ],
  };
}

const bookingCta = bookingCtaFor();

/** /servis.html, before the list of services. */
export const serviceIntro: readonly Section[] = [
  {
    kind: "facts",
    items: [
      { value: "14", label: "постов обслуживания и ремонта" },
      { value: "8:00–22:00", label: "ежедневно, без выходных" },
      { value: "12 месяцев", label: "гарантия на работы и запасные части" },
      { value: "15 000 км", label: "интервал планового ТО" },
    ],
  },
];

/** /servis.html, after the list of services. */
export const serviceOutro: readonly Section[] = [
  {
    kind: "features",
    title: "Сервис в стиле Genesis",
    intro: "Мы ценим ваше время, поэтому обслуживание автомобиля не должно требовать вашего присутствия.",
    items: [
      {
        title: "Забор и доставка",
        text: "Заберём автомобиль от дома или офиса в пределах 50 км от дилерского центра и вернём его после обслуживания.",
      },
      {
        title: "Подменный автомобиль",
        text: "Если работы займут больше дня, на это время вы получите автомобиль Genesis.",
      },
      {
        title: "Фото- и видеоотчёт",
        text: "Мастер-консультант присылает отчёт о состоянии автомобиля и согласует любые дополнительные работы заранее.",
      },
      {
        title: "Оригинальные запасные части",
        text: "Используем только оригинальные детали и материалы с допуском Genesis, гарантия — 12 месяцев без ограничения пробега.",
      },
    ],
  },
  {
    kind: "steps",
    title: "Как записаться",
    items: [
      {
        title: "Звонок или заявка",
        text: "Позвоните в сервис или оставьте заявку на обратный звонок — мастер-консультант перезвонит в течение 30 минут.",
      },
      {
        title: "Время и смета",
        text: "Подберём удобное время, назовём стоимость работ и запасных частей и закажем детали заранее.",
      },
      {
        title: "Приёмка",
        text: "Мастер-консультант встретит вас у автомобиля, вместе осмотрит его и оформит заказ-наряд.",
      },
      {
        title: "Выдача",
        text: "Расскажем о выполненных работах, покажем заменённые детали и передадим автомобиль чистым.",
      },
    ],
  },
  {
    kind: "links",
    title: "Владельцам",
    items: [
      { title: "Гарантия Genesis", href: "/warranty.html", text: "Условия и сроки заводской гарантии" },
      {
        title: "Подключённые сервисы",
        href: "/connected-services.html",
        text: "Удалённое управление автомобилем из приложения",
      },
      { title: "Специальные предложения", href: "/special-offers.html", text: "Сервисные акции и продлённая гарантия" },
    ],
  },
  bookingCta,
];

/** /servis/to.html. */
export function getMaintenanceSections(prices: MaintenancePrices): Section[] {
  const table = getMaintenanceTable(prices);
  return [
    {
      kind: "text",
      title: "Регламент обслуживания",
      paragraphs: [
        "Плановое техническое обслуживание автомобилей Genesis проводится каждые 15 000 км или раз в год — в зависимости от того, что наступит раньше. Своевременное ТО у официального дилера сохраняет заводскую гарантию и отражается в электронной сервисной книжке.",
        "При эксплуатации в тяжёлых условиях — короткие поездки в городе, частые пробки, буксировка прицепа — интервал замены масла сокращается до 7 500 км. Мастер-консультант подскажет, какой режим подходит вашему автомобилю.",
      ],
      aside:
        "Стоимость ТО зависит от модели, двигателя и регламента. Точную сумму назовёт мастер-консультант при записи по VIN-номеру автомобиля.",
    },
    {
      kind: "table",
      title: "Стоимость планового ТО",
      caption: "Цены на работы и запасные части по моделям и интервалам, ₽",
      head: table.head,
      rows: table.rows,
      note: "Указаны максимальные рекомендованные цены с учётом работ, оригинальных запасных частей и расходных материалов. Стоимость для других двигателей и дополнительных работ уточняйте у мастера-консультанта. Цены не являются публичной офертой.",
    },
    {
      kind: "features",
      title: "Что входит в каждое ТО",
      intro: `${everyVisitSentence} К этому в каждом интервале добавляются свои работы.`,
      items: maintenanceIntervals.map((interval) => ({
        title: formatInterval(interval),
        text: `${interval.works.join(". ")}.`,
      })),
    },
    bookingCtaFor("to"),
  ];
}

/** /servis/{slug}.html: a service's facts, how a visit goes, and the call to action. */
export function getServiceDetailSections(service: ServiceItem, priceFromText: string): { facts: Section; process: Section; cta: Section } {
  return {
    facts: {
      kind: "facts",
      items: [
        { value: priceFromText, label: "стоимость" },
        { value: service.duration, label: "продолжительность" },
        { value: "12 месяцев", label: "гарантия на работы" },
      ],
    },
    process: {
      kind: "steps",
      title: "Как проходит визит",
      items: [
        {
          title: "Запись",
          text: "Мастер-консультант уточнит симптомы и пробег, назовёт стоимость и закажет запасные части к вашему приезду.",
        },
        {
          title: "Приёмка",
          text: "Вместе осмотрим автомобиль и зафиксируем объём работ в заказ-наряде. Пока идут работы, можно отдохнуть в лаунже.",
        },
        {
          title: "Работы",
          text: "Если обнаружится что-то ещё, мастер пришлёт фотографии и выполнит дополнительные работы только с вашего согласия.",
        },
        {
          title: "Выдача",
          text: "Покажем заменённые детали, объясним, что сделано, и дадим рекомендации до следующего визита.",
        },
      ],
    },
    cta: bookingCtaFor(service.slug),
  };
}
