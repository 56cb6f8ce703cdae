import type { ModelCode } from "@contract/model";
import type { Section } from "~/components/content/sections";

/** One slide of the home hero: a model, with copy of its own. */
export type HeroSlideCopy = { code: ModelCode; eyebrow: string; title: string; text: string };

/** Copy of the home page; the models, news and contacts come from the site data. */
export const homeContent = {
  metaTitle: "Официальный дилер Genesis в Химках",
  metaDescription:
    "Genesis Химки — официальный дилер Genesis на Ленинградском шоссе: модели G70, GV70, G80, GV80 и G90, автомобили в наличии, конфигуратор, тест-драйв и сервис.",
  hero: {
    /** Names the carousel region for assistive technology. */
    label: "Модели Genesis",
    lineupTitle: "Модели и цены",
    /** «Подробнее о G90»: the first call to action of each slide, followed by the model's short name. */
    detailsLabel: "Подробнее о",
    testDriveLabel: "Записаться на тест-драйв",
    /** One slide per model; the first slide's title is the page's only h1. */
    slides: [
      {
        code: "g90",
        eyebrow: "Genesis G90 · флагманский седан",
        title: "Роскошь, в центре которой — человек",
        text: "Пневмоподвеска с камерой заранее видит неровности, подруливающая задняя ось делает большой седан послушным в городе, а в салоне тихо на любой скорости. G90 бережёт главное — ваше время и силы.",
      },
      {
        code: "g80-new",
        eyebrow: "Новый Genesis G80 · бизнес-седан",
        title: "Классика, которой есть что сказать",
        text: "Панорамный дисплей во всю переднюю панель, полный привод и задний ряд, где хочется ехать пассажиром. Обновлённый G80 сохранил пропорции большого седана и стал ещё внимательнее к деталям.",
      },
      {
        code: "gv80",
        eyebrow: "Genesis GV80 · полноразмерный кроссовер",
        title: "Простор, который говорит о статусе спокойно",
        text: "Пять или семь мест, бензиновый или дизельный двигатель и подвеска, которая готовится к неровностям заранее. GV80 одинаково уверен на городском проспекте и на дороге к загородному дому.",
      },
      {
        code: "gv70",
        eyebrow: "Genesis GV70 · кроссовер среднего размера",
        title: "Характер купе и свобода кроссовера",
        text: "Атлетичный силуэт, полный привод, который сам подстраивается под снег и грязь, и салон с активным шумоподавлением. GV70 — для тех, кто любит водить и не хочет выбирать между динамикой и практичностью.",
      },
      {
        code: "g70",
        eyebrow: "Genesis G70 · спортивный седан",
        title: "Седан для тех, кто любит дорогу",
        text: "Точный руль, адаптивная подвеска и полный привод на базе заднеприводной архитектуры. G70 — самый лёгкий на подъём Genesis и самый доступный способ познакомиться с маркой.",
      },
    ] satisfies HeroSlideCopy[],
  },
  strip: {
    title: "Модельный ряд",
    intro: "Три седана и два кроссовера с полным приводом. Каждую модель можно увидеть в шоуруме и испытать на тест-драйве.",
    allLabel: "Все модели",
  },
  purchase: {
    kind: "links",
    title: "Как купить Genesis",
    items: [
      { title: "Конфигуратор", href: "/configurator", text: "Выберите модель, комплектацию и цвет — и узнайте стоимость." },
      { title: "Автомобили в наличии", href: "/avto-v-nalicii.html", text: "Новые Genesis, которые можно забрать в ближайшие дни." },
      { title: "Сертифицированные с пробегом", href: "/certified.html", text: "Проверенные автомобили Genesis с гарантией дилера." },
      { title: "Тест-драйв", href: "/test-drive.html", text: "Любая модель линейки по удобному для вас маршруту." },
    ],
  } satisfies Section,
  service: {
    kind: "cta",
    title: "Сервис Genesis",
    text: "Техническое обслуживание, ремонт и шиномонтаж по стандартам Genesis. Заберём автомобиль у вашего дома и вернём его после обслуживания, а на время работ предоставим подменный Genesis.",
    actions: [
      { label: "Записаться на сервис", href: "/service-form.html" },
      { label: "Услуги сервиса", href: "/servis.html" },
      { label: "Владельцам", href: "/owners.html" },
    ],
  } satisfies Section,
  news: { title: "Новости", allLabel: "Все новости" },
  contacts: { title: "Дилерский центр" },
};
