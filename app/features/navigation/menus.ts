import { modelFamilies } from "~/features/models/model-pages";
import type { PublicConfig } from "~/lib/public-config";
import type { MenuItem, MenuLink } from "./menu-types";

/** Id of the Owners menu, whose dropdown carries the customer-support block. */
export const OWNERS_MENU_ID = 3;

const link = (id: string, name: string, href: string): MenuLink => ({ id, name, href, local: true });
// Documents are files the server sends, not app routes: a plain link, opened in a new tab.
const documentLink = (id: string, name: string, href: string): MenuLink => ({
  id,
  name,
  href,
  local: false,
  target: "_blank",
  rel: "noopener",
});

const modelLinks = modelFamilies.map((family) => link(`model-${family.code}`, family.fullName, family.pages[0]?.path ?? "/models.html"));

/** Left menu of the header: Models, Purchase, Owners, Genesis (docs/product.md §2.2). */
export const leftMenu: readonly MenuItem[] = [
  {
    id: 1,
    name: "Модели",
    href: "/models.html",
    local: true,
    leftMenu: true,
    rightMenu: false,
    type: "model",
    footerLink: [...modelLinks, link("models", "Все модели", "/models.html")],
    itemsGroup: [],
  },
  {
    id: 2,
    name: "Покупка",
    local: true,
    leftMenu: true,
    rightMenu: false,
    iconName: "buy",
    details: {
      title: "Покупка",
      description:
        "Подберите автомобиль, рассчитайте кредит и запишитесь на тест-драйв — менеджеры дилерского центра в Химках помогут на каждом шаге.",
    },
    ads: {
      image: "/images/models/gv80-shadow.svg",
      description: "Почувствуйте Genesis за рулём: тест-драйв в удобное вам время.",
      button: { id: "ads-test-drive", name: "Записаться на тест-драйв", action: "test-drive", local: true },
    },
    footerLink: [
      link("configurator", "Конфигуратор", "/configurator"),
      link("stock", "Автомобили в наличии", "/avto-v-nalicii.html"),
      link("certified", "Автомобили с пробегом", "/certified.html"),
      link("special-offers", "Специальные предложения", "/special-offers.html"),
      link("test-drive", "Тест-драйв", "/test-drive.html"),
      link("payments", "Кредит и оплата", "/oplata.html"),
    ],
    itemsGroup: [
      {
        id: "choose",
        name: "Выбор автомобиля",
        items: [
          link("models", "Модельный ряд", "/models.html"),
          link("configurator", "Конфигуратор", "/configurator"),
          link("stock", "Автомобили в наличии", "/avto-v-nalicii.html"),
          link("certified", "Сертифицированные автомобили с пробегом", "/certified.html"),
          link("videochat", "Видеоконсультация", "/videochat.html"),
        ],
      },
      {
        id: "offers",
        name: "Условия покупки",
        items: [
          link("special-offers", "Специальные предложения", "/special-offers.html"),
          link("promo-new-g80", "Новый Genesis G80: предложение", "/promo-new-g80.html"),
          link("promo-gv80", "Genesis GV80: предложение", "/promo-gv80.html"),
          link("trade-in", "Трейд-ин: оценка вашего автомобиля", "/special-offers/trade-in.html"),
          link("payments", "Кредит и оплата", "/oplata.html"),
          link("test-drive", "Тест-драйв", "/test-drive.html"),
        ],
      },
    ],
  },
  {
    id: OWNERS_MENU_ID,
    name: "Владельцам",
    local: true,
    leftMenu: true,
    rightMenu: false,
    iconName: "mechanic",
    details: {
      title: "Владельцам",
      description: "Сервис, гарантия и цифровые сервисы Genesis: всё, чтобы автомобиль радовал вас каждый день.",
    },
    footerLink: [
      link("service", "Сервис", "/servis.html"),
      link("maintenance", "Техническое обслуживание", "/servis/to.html"),
      link("service-form", "Запись на сервис", "/service-form.html"),
      link("warranty", "Гарантия", "/warranty.html"),
      link("connected-services", "Подключённые сервисы", "/connected-services.html"),
    ],
    itemsGroup: [
      {
        id: "service",
        name: "Сервис",
        items: [
          link("service", "Сервисное обслуживание", "/servis.html"),
          link("maintenance", "Техническое обслуживание", "/servis/to.html"),
          link("service-form", "Запись на сервис", "/service-form.html"),
          link("warranty", "Гарантия", "/warranty.html"),
        ],
      },
      {
        id: "ownership",
        name: "Владение",
        items: [
          link("owners", "Владельцам Genesis", "/owners.html"),
          link("connected-services", "Подключённые сервисы", "/connected-services.html"),
          link("clients", "Клиентам", "/clients.html"),
          link("products", "Аксессуары и продукция", "/products.html"),
        ],
      },
    ],
  },
  {
    id: 4,
    name: "Genesis",
    local: true,
    leftMenu: true,
    rightMenu: false,
    iconName: "diamond",
    details: { title: "Genesis", description: "Бренд, его будущее и дилерский центр Genesis в Химках." },
    footerLink: [
      link("brand", "О бренде", "/brand.html"),
      link("future", "Будущие модели", "/genesis-future-vehicles.html"),
      link("news", "Новости", "/news.html"),
    ],
    itemsGroup: [
      {
        id: "brand",
        name: "Бренд",
        items: [
          link("brand", "О бренде", "/brand.html"),
          link("future", "Будущие модели", "/genesis-future-vehicles.html"),
          link("future-genesis-x", "Концепт Genesis X", "/genesis-future-vehicles-genesis-x.html"),
          link("future-mint", "Концепт Genesis Mint", "/genesis-future-vehicles-mint.html"),
          link("news", "Новости", "/news.html"),
        ],
      },
      {
        id: "dealer",
        name: "Дилерский центр",
        items: [
          link("about", "О дилере", "/about.html"),
          link("contacts", "Контакты", "/contacts.html"),
          link("company-info", "Информация о компании", "/company-info.html"),
          link("workers", "Наша команда", "/workers.html"),
          link("reviews", "Отзывы", "/otzivy.html"),
          link("vacancies", "Вакансии", "/vakansii.html"),
          link("contractors", "Контрагентам", "/contractors.html"),
        ],
      },
    ],
  },
];

/** Right menu: the personal account and the online showroom, both on the brand's site. */
export function getRightMenu(config: Pick<PublicConfig, "personalAccountUrl" | "onlineShowroomUrl">): readonly MenuItem[] {
  const external = {
    local: false,
    target: "_blank",
    rel: "noopener",
    leftMenu: false,
    rightMenu: true,
    footerLink: [],
    itemsGroup: [],
  } as const;
  return [
    { ...external, id: "personal-account", name: "Личный кабинет", href: config.personalAccountUrl, iconName: "user" },
    { ...external, id: "online-showroom", name: "Онлайн-шоурум", href: config.onlineShowroomUrl, iconName: "worldwide" },
  ];
}

/** Links of the footer's second row: the dealer and the legal documents. */
export const footerRow2: readonly { id: string; name: string; items: readonly MenuLink[] }[] = [
  {
    id: "dealer",
    name: "Дилерский центр",
    items: [
      link("contacts", "Контакты", "/contacts.html"),
      link("about", "О дилере", "/about.html"),
      link("company-info", "Информация о компании", "/company-info.html"),
      link("workers", "Наша команда", "/workers.html"),
      link("reviews", "Отзывы", "/otzivy.html"),
      link("vacancies", "Вакансии", "/vakansii.html"),
      link("contractors", "Контрагентам", "/contractors.html"),
    ],
  },
  {
    id: "documents",
    name: "Документы",
    items: [
      documentLink("privacy-policy", "Политика конфиденциальности", "/docs/privacy-policy.pdf"),
      documentLink("personal-data-policy", "Политика обработки персональных данных", "/docs/personal-data-policy.pdf"),
      documentLink("contract", "Типовой договор", "/docs/contract.pdf"),
      link("personal-data", "Как мы обрабатываем персональные данные", "/personal-data.html"),
      link("consent", "Согласие на обработку персональных данных", "/soglasie.html"),
      { id: "privacy-summary", name: "Коротко о конфиденциальности", action: "privacy-policy", local: true },
    ],
  },
];

/** The sitemap page, linked from the burger and the footer. */
export const sitemapLink: MenuLink = link("sitemap", "Карта сайта", "/sitemap.html");
