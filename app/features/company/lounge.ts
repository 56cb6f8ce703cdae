/**
 * The lounge page (/about.html): the dealership presented as a Genesis lounge with screens.
 * docs/product.md §2.2: the active screen defaults to 'about'. Content and the tab logic are pure data and functions.
 */

export const loungeScreenIds = ["about", "showroom", "service", "team", "hospitality"] as const;
export type LoungeScreenId = (typeof loungeScreenIds)[number];

export const defaultLoungeScreen: LoungeScreenId = "about";

export type LoungeScreen = {
  id: LoungeScreenId;
  /** The tab's label. */
  label: string;
  /** The panel's heading. */
  title: string;
  paragraphs: readonly string[];
  facts?: readonly { value: string; label: string }[];
  highlights: readonly { title: string; text: string }[];
  /** Slugs of team members the screen introduces. */
  people?: readonly string[];
  links: readonly { title: string; href: string }[];
};

export const loungeScreens: readonly LoungeScreen[] = [
  {
    id: "about",
    label: "О дилере",
    title: "Genesis Химки — официальный дилер Genesis",
    paragraphs: [
      "Мы открылись в 2018 году как один из первых дилерских центров Genesis в Подмосковье. Всё, что связано с автомобилем, собрано под одной крышей: шоурум с полным модельным рядом, студия персонализации, сервисный центр, программа автомобилей с пробегом и финансовые услуги.",
      "Наш формат — лаунж, а не автосалон. Здесь нет спешки и навязчивых предложений: за каждым клиентом закреплён персональный менеджер, который знает историю ваших обращений и отвечает на вопросы тогда, когда вам удобно.",
      "Дилерский центр расположен на Ленинградском шоссе, в нескольких минутах от МКАД: до нас удобно добраться и из Москвы, и из северных районов области.",
    ],
    facts: [
      { value: "2018", label: "год открытия" },
      { value: "3 200 м²", label: "площадь дилерского центра" },
      { value: "14", label: "постов сервисного центра" },
      { value: "60+", label: "сотрудников в команде" },
    ],
    highlights: [
      {
        title: "Полный цикл владения",
        text: "Покупка, кредит и страхование, трейд-ин, сервис и продажа автомобиля с пробегом — в одном месте и с одним контактным лицом.",
      },
      {
        title: "Стандарты Genesis",
        text: "Дилерский центр прошёл сертификацию по международным стандартам бренда: от оформления шоурума до оборудования сервиса.",
      },
      {
        title: "Прозрачные договорённости",
        text: "Стоимость, сроки и состав работ мы фиксируем письменно до начала работ и не меняем их без вашего согласия.",
      },
    ],
    links: [
      { title: "Контакты и схема проезда", href: "/contacts.html" },
      { title: "Реквизиты компании", href: "/company-info.html" },
      { title: "Отзывы клиентов", href: "/otzivy.html" },
    ],
  },
  {
    id: "showroom",
    label: "Шоурум",
    title: "Шоурум: весь модельный ряд в одном зале",
    paragraphs: [
      "В шоуруме представлены все модели Genesis — седаны G70, G80 и G90, внедорожники GV70 и GV80. Автомобили стоят свободно, чтобы их можно было рассмотреть со всех сторон, посидеть на каждом ряду и открыть багажник без посторонних.",
      "В студии персонализации собраны образцы цветов кузова, кожи, дерева и алюминиевых вставок. Менеджер соберёт конфигурацию на большом экране и покажет, как выбранное сочетание выглядит при дневном свете.",
    ],
    facts: [
      { value: "5", label: "моделей в экспозиции" },
      { value: "12", label: "автомобилей для тест-драйва" },
      { value: "60+", label: "образцов отделки в студии" },
    ],
    highlights: [
      {
        title: "Студия персонализации",
        text: "Образцы материалов салона и цветов кузова, которые можно потрогать и сравнить рядом друг с другом.",
      },
      {
        title: "Тест-драйв по вашему маршруту",
        text: "Автомобиль можно взять на несколько часов или попросить доставить его к дому или офису.",
      },
      {
        title: "Выдача в отдельной зоне",
        text: "Новый автомобиль передаётся в закрытой зоне выдачи, где менеджер без спешки настроит его под вас.",
      },
    ],
    links: [
      { title: "Модельный ряд", href: "/models.html" },
      { title: "Автомобили в наличии", href: "/avto-v-nalicii.html" },
      { title: "Записаться на тест-драйв", href: "/test-drive.html" },
    ],
  },
  {
    id: "service",
    label: "Сервис",
    title: "Сервисный центр, который не отнимает день",
    paragraphs: [
      "Сервисный центр работает ежедневно с 8:00 до 22:00. Плановое обслуживание большинства автомобилей занимает около двух часов, и всё это время можно провести в лаунже или в рабочей зоне.",
      "Ремонтная зона отделена от клиентской стеклянной стеной: вы видите свой автомобиль на подъёмнике, а мастер-консультант присылает фото- и видеоотчёт о каждом этапе работ.",
    ],
    facts: [
      { value: "14", label: "постов обслуживания и ремонта" },
      { value: "8:00–22:00", label: "сервис работает ежедневно" },
      { value: "100 %", label: "оригинальные запасные части" },
    ],
    highlights: [
      {
        title: "Забор и доставка автомобиля",
        text: "Заберём автомобиль на обслуживание от дома или офиса и вернём его чистым в удобное время.",
      },
      {
        title: "Подменный автомобиль",
        text: "На время ремонта, который длится больше дня, предоставим автомобиль Genesis.",
      },
      {
        title: "Сертифицированные специалисты",
        text: "Техники регулярно проходят обучение в техническом центре Genesis и работают на фирменном диагностическом оборудовании.",
      },
    ],
    links: [
      { title: "Услуги сервиса", href: "/servis.html" },
      { title: "Стоимость ТО", href: "/servis/to.html" },
      { title: "Обратный звонок сервиса", href: "/service-form.html" },
    ],
  },
  {
    id: "team",
    label: "Команда",
    title: "Люди, с которыми вы будете иметь дело",
    paragraphs: [
      "В дилерском центре работают более шестидесяти человек. Менеджеры, мастера-консультанты и техники прошли обучение по программам Genesis, а многие работают с нами с момента открытия.",
      "Мы считаем, что клиенту достаточно помнить одно имя. Поэтому за вами закрепляется персональный менеджер, а в сервисе — постоянный мастер-консультант, который знает историю вашего автомобиля.",
    ],
    people: ["andrey-sokolov", "ekaterina-volkova", "igor-kuznetsov", "olga-semenova"],
    highlights: [
      {
        title: "Персональный менеджер",
        text: "Один человек ведёт вас от первого звонка до выдачи автомобиля и остаётся на связи после покупки.",
      },
      {
        title: "Постоянный мастер-консультант",
        text: "Знает историю обслуживания вашего автомобиля и заранее напоминает о предстоящих работах.",
      },
    ],
    links: [
      { title: "Все сотрудники", href: "/workers.html" },
      { title: "Вакансии", href: "/vakansii.html" },
    ],
  },
  {
    id: "hospitality",
    label: "Гостеприимство",
    title: "Гостеприимство в деталях",
    paragraphs: [
      "Лаунж задуман как место, где приятно провести время, даже если вы заехали ненадолго. Бариста сварит кофе из зёрен обжарки небольших московских мастерских, а в меню есть чай, свежевыжатые соки и лёгкие закуски.",
      "Для тех, кто приезжает с делами, есть тихая рабочая зона с быстрым интернетом и переговорная комната, которую можно забронировать на время обслуживания автомобиля. Детская комната с игровой зоной находится под присмотром администратора.",
    ],
    highlights: [
      {
        title: "Кофе и кухня",
        text: "Кофе-бар с бариста, чай, соки и лёгкие закуски — для гостей шоурума и клиентов сервиса.",
      },
      {
        title: "Рабочая зона",
        text: "Отдельные столы, быстрый интернет, зарядные устройства и переговорная на четыре человека.",
      },
      {
        title: "Детская комната",
        text: "Игровая зона с книгами и конструкторами, пока взрослые выбирают автомобиль или ждут окончания работ.",
      },
      {
        title: "Трансфер",
        text: "Довезём до метро «Ховрино» или станции «Химки» МЦД, если вы оставили автомобиль в сервисе.",
      },
    ],
    links: [
      { title: "Как нас найти", href: "/contacts.html" },
      { title: "Специальные предложения", href: "/special-offers.html" },
    ],
  },
];

/** A screen id from free text (a query parameter, a hash); anything unknown gives the default 'about'. */
export function parseLoungeScreen(value: string | null | undefined): LoungeScreenId {
  const found = loungeScreenIds.find((id) => id === value);
  return found ?? defaultLoungeScreen;
}

/**
 * The screen a URL asks for: `?screen=showroom` (what the server sees), else the hash
 * `#showroom` or `#screen=showroom` (links written for the browser); the default otherwise.
 */
export function getLoungeScreenFromUrl(search: string, hash: string): LoungeScreenId {
  const fromQuery = new URLSearchParams(search).get("screen");
  if (fromQuery !== null && loungeScreenIds.some((id) => id === fromQuery)) return parseLoungeScreen(fromQuery);
  const fragment = hash.replace(/^#/, "");
  const fromHash = fragment.startsWith("screen=") ? new URLSearchParams(fragment).get("screen") : fragment;
  return parseLoungeScreen(fromHash);
}

/** Query string that opens a screen; the default screen needs none, so /about.html stays clean. */
export function getLoungeScreenSearch(id: LoungeScreenId): string {
  return id === defaultLoungeScreen ? "" : `?screen=${id}`;
}

/**
 * The screen a key moves to in the tab list (WAI-ARIA tabs pattern): arrows go to the previous or
 * next screen and wrap around, Home and End go to the first and last. Other keys give null.
 */
export function getNextLoungeScreen(current: LoungeScreenId, key: string): LoungeScreenId | null {
  const index = loungeScreenIds.indexOf(current);
  const count = loungeScreenIds.length;
  const target = (() => {
    switch (key) {
      case "ArrowRight":
        return (index + 1) % count;
      case "ArrowLeft":
        return (index - 1 + count) % count;
      case "Home":
        return 0;
      case "End":
        return count - 1;
      default:
        return null;
    }
  })();
  return target === null ? null : (loungeScreenIds[target] ?? null);
}
