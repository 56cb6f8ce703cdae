import type { ContentPage, DealerFacts } from "./types";

/** Rows of the requisites table; details the options do not give are left out. */
export function requisiteRows(facts: DealerFacts): string[][] {
  const rows: [string, string | null][] = [
    ["ИНН", facts.inn],
    ["КПП", facts.kpp],
    ["ОГРН", facts.ogrn],
    ["Адрес", facts.address],
    ["Телефон", facts.phone],
    ["Электронная почта", facts.email],
    ["Часы работы", facts.hours],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null);
}

/** «Реквизиты»: the dealer's legal identifiers, taken from the site options. */
export const companyInfoPage: ContentPage = {
  path: "/company-info.html",
  title: "Реквизиты",
  metaTitle: "Реквизиты дилерского центра Genesis Химки",
  description:
    "Реквизиты официального дилера Genesis в Химках: ИНН, КПП, ОГРН, адрес и контакты для договоров, счетов и официальной переписки.",
  lead: "Сведения об организации, которые понадобятся для договоров, счетов, доверенностей и официальных запросов.",
  crumbs: [{ title: "О компании", href: "/about.html" }],
  sections: (facts) => [
    {
      kind: "table",
      title: "Сведения об организации",
      caption: "Регистрационные данные и контакты дилерского центра",
      head: ["Реквизит", "Значение"],
      rows: requisiteRows(facts),
      note: "Банковские реквизиты для оплаты указываются в договоре и выставленном счёте. Перед оплатой сверьте их с менеджером.",
    },
    {
      kind: "text",
      title: "Официальные запросы",
      paragraphs: [
        facts.email
          ? `Письма и запросы направляйте на ${facts.email} или почтой по адресу дилерского центра. Мы отвечаем в течение десяти рабочих дней.`
          : "Письма и запросы направляйте почтой по адресу дилерского центра. Мы отвечаем в течение десяти рабочих дней.",
        "Карточку предприятия с банковскими реквизитами можно запросить у менеджера отдела продаж или сервиса.",
      ],
    },
    {
      kind: "links",
      title: "Документы",
      items: [
        { title: "Политика конфиденциальности", href: "/docs/privacy-policy.pdf", text: "PDF" },
        { title: "Политика обработки персональных данных", href: "/docs/personal-data-policy.pdf", text: "PDF" },
        { title: "Договор купли-продажи (образец)", href: "/docs/contract.pdf", text: "PDF" },
        { title: "Для контрагентов", href: "/contractors.html", text: "Как стать поставщиком дилерского центра" },
      ],
    },
  ],
};
