import type { NewsItem } from "@contract/news";
import { newsHref } from "~/features/news/news-list";
import { modelFamilies } from "~/features/models/model-pages";
import type { ModelFamily, ModelPageKind } from "~/features/models/model-pages";
import { findContentPage } from "~/features/pages/content-pages";
import type { Worker } from "@contract/people";
import { workerHref } from "~/features/company/worker-card";
import { serviceHref, services } from "~/features/service/services";

/**
 * A page in the sitemap; `document` marks a file (PDF) rather than a page of the site.
 * `label` is the shorter text shown under a block heading ("Дизайн" under «Genesis G70»).
 */
export type SitemapEntry = { title: string; path: string; description: string; label?: string; document?: boolean };

/** A titled list of entries inside a group (a model family in «Модели»). */
export type SitemapBlock = { title?: string; entries: readonly SitemapEntry[] };

export type SitemapGroup = { id: string; title: string; blocks: readonly SitemapBlock[] };

/** An entry for a content page, with its title and description taken from the page's own content. */
function contentEntry(path: string, title?: string): SitemapEntry {
  const page = findContentPage(path);
  if (!page) throw new Error(`Нет страницы ${path} в реестре страниц`);
  return { title: title ?? page.title, path, description: page.description };
}

const kindDescription: Record<ModelPageKind, (name: string) => string> = {
  home: (name) => `${name}: обзор модели, версии, цены и основные характеристики.`,
  // The name leads: «Дизайн Новый Genesis G80» would need the name declined, which a template cannot do.
  design: (name) => `${name}: дизайн экстерьера и салона, материалы и цвета.`,
  safety: (name) => `${name}: безопасность — системы помощи водителю ADAS, подушки безопасности и структура кузова.`,
  technology: (name) => `${name}: технологии — мультимедиа, цифровые приборы, проекционный дисплей и подключённые сервисы.`,
  comfort: (name) => `${name}: комфорт — салон, кресла второго ряда, климат и тишина в движении.`,
  performance: (name) => `${name}: динамика — двигатели, мощность в л.с., разгон до 100 км/ч, привод и подвеска.`,
  gallery: (name) => `${name}: фотографии экстерьера и салона.`,
  price: (name) => `${name}: цены и комплектации, кредит и специальные условия.`,
  long: (name) => `${name} L: удлинённая версия флагманского седана с увеличенным пространством для пассажиров.`,
};

function familyBlock(family: ModelFamily): SitemapBlock {
  return {
    title: family.fullName,
    entries: family.pages.map((page) => ({
      title: page.kind === "home" ? `${family.fullName} — обзор` : `${family.fullName} — ${page.title}`,
      label: page.title,
      path: page.path,
      description: kindDescription[page.kind](family.fullName),
    })),
  };
}

/** The three legal documents served as PDFs. */
export const legalDocuments: readonly SitemapEntry[] = [
  {
    title: "Политика конфиденциальности",
    path: "/docs/privacy-policy.pdf",
    description: "Как сайт обращается с данными посетителей и файлами cookie. PDF.",
    document: true,
  },
  {
    title: "Политика обработки персональных данных",
    path: "/docs/personal-data-policy.pdf",
    description: "Цели, состав и сроки обработки персональных данных клиентов. PDF.",
    document: true,
  },
  {
    title: "Договор купли-продажи (образец)",
    path: "/docs/contract.pdf",
    description: "Образец договора купли-продажи автомобиля. PDF.",
    document: true,
  },
];

/** The static pages of the site grouped as the sitemap shows them; the search index reads the same data. */
/** The group the team's pages are listed in. */
const companyGroupId = "kompaniya";

export const sitemapGroups: readonly SitemapGroup[] = [
  {
    id: "modeli",
    title: "Модели",
    blocks: [
      {
        entries: [
          {
            title: "Модельный ряд",
            path: "/models.html",
            description: "Все модели Genesis в России: седаны G70, G80, G90 и кроссоверы GV70, GV80 с ценами.",
          },
          {
            title: "Будущее Genesis",
            path: "/genesis-future-vehicles.html",
            description: "Концепты Genesis, которые показывают дизайн и технологии будущих моделей.",
          },
          {
            title: "Концепт Genesis X",
            path: "/genesis-future-vehicles-genesis-x.html",
            description: "Электрическое купе класса гран туризмо Genesis X.",
          },
          {
            title: "Концепт Genesis Mint",
            path: "/genesis-future-vehicles-mint.html",
            description: "Компактный городской электромобиль Genesis Mint.",
          },
          {
            title: "Новый Genesis G80",
            path: "/promo-new-g80.html",
            description: "Новый бизнес-седан Genesis G80: обновлённый дизайн, технологии и предзаказ.",
          },
          {
            title: "Genesis GV80",
            path: "/promo-gv80.html",
            description: "Флагманский кроссовер Genesis GV80: дизайн, салон и предзаказ.",
          },
        ],
      },
      ...modelFamilies.map(familyBlock),
    ],
  },
  {
    id: "pokupka",
    title: "Покупка",
    blocks: [
      {
        entries: [
          contentEntry("/clients.html"),
          {
            title: "Автомобили в наличии",
            path: "/avto-v-nalicii.html",
            description: "Новые автомобили Genesis и автомобили с пробегом, которые можно купить сразу.",
          },
          contentEntry("/certified.html"),
          {
            title: "Конфигуратор",
            path: "/configurator",
            description: "Соберите свой Genesis: версия, цвет, отделка салона, цена и расчёт кредита.",
          },
          {
            title: "Специальные предложения",
            path: "/special-offers.html",
            description: "Действующие условия на покупку автомобилей Genesis и сервис.",
          },
          { title: "Тест-драйв", path: "/test-drive.html", description: "Запись на тест-драйв Genesis: модель, дата и время поездки." },
          contentEntry("/videochat.html"),
          contentEntry("/oplata.html", "Способы оплаты"),
        ],
      },
    ],
  },
  {
    id: "vladeltsam",
    title: "Владельцам",
    blocks: [
      {
        entries: [
          contentEntry("/owners.html", "Владельцам Genesis"),
          {
            title: "Сервис",
            path: "/servis.html",
            description: "Сервисный центр Genesis Химки: ремонт, диагностика, кузовные работы и шиномонтаж.",
          },
          {
            title: "Техническое обслуживание",
            path: "/servis/to.html",
            description: "Регламент и стоимость технического обслуживания автомобилей Genesis.",
          },
          {
            title: "Запись в сервис и обратный звонок",
            path: "/service-form.html",
            description: "Оставьте заявку на обслуживание или просьбу перезвонить — мастер-консультант свяжется с вами.",
          },
          contentEntry("/warranty.html"),
          contentEntry("/connected-services.html"),
          contentEntry("/products.html"),
        ],
      },
      {
        title: "Услуги сервиса",
        entries: services.map((service) => ({ title: service.title, path: serviceHref(service), description: service.short })),
      },
    ],
  },
  {
    id: companyGroupId,
    title: "Компания",
    blocks: [
      {
        entries: [
          {
            title: "Главная",
            path: "/",
            description: "Официальный дилер Genesis в Химках: модели, автомобили в наличии, тест-драйв и сервис.",
          },
          {
            title: "О компании",
            path: "/about.html",
            description: "Дилерский центр Genesis Химки на Ленинградском шоссе: шоурум, сервис и принципы работы.",
          },
          contentEntry("/brand.html"),
          { title: "Контакты", path: "/contacts.html", description: "Адрес, телефон, часы работы и схема проезда к дилерскому центру." },
          { title: "Наша команда", path: "/workers.html", description: "Сотрудники дилерского центра Genesis Химки." },
          contentEntry("/vakansii.html"),
          contentEntry("/otzivy.html"),
          contentEntry("/company-info.html"),
          contentEntry("/contractors.html"),
          { title: "Поиск по сайту", path: "/search.html", description: "Поиск страниц, моделей и новостей сайта." },
          { title: "Карта сайта", path: "/sitemap.html", description: "Все разделы и страницы сайта." },
        ],
      },
    ],
  },
  {
    id: "novosti",
    title: "Новости",
    blocks: [
      {
        entries: [{ title: "Все новости", path: "/news.html", description: "События бренда Genesis и дилерского центра Genesis Химки." }],
      },
    ],
  },
  {
    id: "pravovaya-informatsiya",
    title: "Правовая информация",
    blocks: [
      {
        entries: [
          contentEntry("/personal-data.html"),
          {
            title: "Согласие на обработку персональных данных",
            path: "/soglasie.html",
            description: "Тексты согласий, которые даются в формах сайта: на обработку и передачу данных, на получение рекламы.",
          },
          ...legalDocuments,
        ],
      },
    ],
  },
];

/** Sitemap entries for news articles. */
function newsEntries(items: readonly Pick<NewsItem, "code" | "name" | "preview_description">[]): SitemapEntry[] {
  return items.map((item) => ({ title: item.name, path: newsHref(item.code), description: item.preview_description }));
}

/** The groups with the news articles added under «Новости» (each article once, in the order given). */
export function sitemapWithNews(items: readonly Pick<NewsItem, "code" | "name" | "preview_description">[]): SitemapGroup[] {
  const seen = new Set<string>();
  const unique = items.filter((item) => !seen.has(item.code) && seen.add(item.code));
  return sitemapGroups.map((group) =>
    group.id === "novosti" ? { ...group, blocks: [...group.blocks, { title: "Статьи", entries: newsEntries(unique) }] } : group,
  );
}

/** The groups with the team (from the API) under «Компания», each worker's page with their position. */
export function sitemapWithTeam(
  groups: readonly SitemapGroup[],
  team: readonly Pick<Worker, "slug" | "name" | "position">[],
): SitemapGroup[] {
  if (team.length === 0) return [...groups];
  const block: SitemapBlock = {
    title: "Наша команда",
    entries: team.map((worker) => ({ title: worker.name, path: workerHref(worker), description: worker.position })),
  };
  return groups.map((group) => (group.id === companyGroupId ? { ...group, blocks: [...group.blocks, block] } : group));
}

/** Every entry of the groups, each path once (first occurrence wins). */
export function allSitemapEntries(groups: readonly SitemapGroup[] = sitemapGroups): SitemapEntry[] {
  const byPath = new Map<string, SitemapEntry>();
  for (const entry of groups.flatMap((group) => group.blocks.flatMap((block) => block.entries))) {
    if (!byPath.has(entry.path)) byPath.set(entry.path, entry);
  }
  return [...byPath.values()];
}
