import type { Section } from "~/components/content/sections";

/**
 * Copy of the home page; the hero's slides and the order of the blocks come from the studio
 * (GET /v1/home), the models, news and contacts from the site data.
 */
export const homeContent = {
  metaTitle: "Официальный дилер Genesis в Химках",
  metaDescription:
    "Genesis Химки — официальный дилер Genesis на Ленинградском шоссе: модели G70, GV70, G80, GV80 и G90, автомобили в наличии, конфигуратор, тест-драйв и сервис.",
  hero: {
    /** Names the carousel region for assistive technology. */
    label: "Модели Genesis",
    lineupTitle: "Модели и цены",
    testDriveLabel: "Записаться на тест-драйв",
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
