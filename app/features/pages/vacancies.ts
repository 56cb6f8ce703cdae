import type { Vacancy } from "@contract/people";
import type { Position, Section } from "~/components/content/sections";
import type { ContentPage, DealerFacts } from "./types";

function applySection(facts: DealerFacts): Section {
  const ways = [
    facts.email ? `Пришлите резюме на ${facts.email} и укажите в теме письма название вакансии.` : null,
    facts.phone ? `Или позвоните по телефону ${facts.phone} и попросите соединить с отделом персонала.` : null,
  ].filter((line): line is string => line !== null);
  return {
    kind: "cta",
    id: "otklik",
    title: "Как откликнуться",
    text: [...ways, "Мы отвечаем на каждое резюме в течение трёх рабочих дней."].join(" "),
    actions: [
      ...(facts.email ? [{ label: "Отправить резюме", href: `mailto:${facts.email}?subject=${encodeURIComponent("Резюме")}` }] : []),
      ...(facts.phoneHref ? [{ label: "Позвонить", href: facts.phoneHref }] : []),
      ...(facts.email || facts.phoneHref ? [] : [{ label: "Контакты дилера", href: "/contacts.html" }]),
    ],
  };
}

/** A vacancy as the page shows it: its facts (employment, schedule, pay), a summary and three lists. */
export function vacancyPosition(vacancy: Vacancy): Position {
  return {
    id: vacancy.code,
    title: vacancy.title,
    facts: [vacancy.employment, vacancy.schedule, vacancy.salary].filter(Boolean),
    summary: vacancy.summary,
    lists: [
      { title: "Обязанности", items: vacancy.duties },
      { title: "Требования", items: vacancy.requirements },
      { title: "Условия", items: vacancy.conditions },
    ],
  };
}

/** The open positions; when there are none, or they could not be loaded, a sentence says so. */
function positionsSection(vacancies: readonly Vacancy[] | null): Section {
  const title = "Открытые вакансии";
  if (vacancies === null)
    return {
      kind: "text",
      title,
      paragraphs: [
        "Список вакансий сейчас не загрузился. Обновите страницу через минуту или напишите нам — расскажем об открытых позициях.",
      ],
    };
  if (vacancies.length === 0)
    return {
      kind: "text",
      title,
      paragraphs: ["Сейчас все позиции заняты. Пришлите резюме — мы сохраним его и напишем, когда откроется подходящая вакансия."],
    };
  return { kind: "positions", title, items: vacancies.map(vacancyPosition) };
}

/** Open positions at the dealership and how to apply. */
export const vacanciesPage: ContentPage = {
  path: "/vakansii.html",
  title: "Вакансии",
  metaTitle: "Вакансии Genesis Химки: работа в дилерском центре",
  description:
    "Работа в Genesis Химки: менеджер по продажам, мастер-консультант, автомеханик, специалист по кредитованию и другие вакансии. Обязанности, требования и условия.",
  lead: "Мы ищем людей, которым нравится работать с автомобилями и с клиентами. Каждый сотрудник Genesis Химки проходит обучение по стандартам бренда и растёт вместе с дилерским центром.",
  crumbs: [{ title: "О компании", href: "/about.html" }],
  // The positions come from the API (the studio's hr role publishes them: docs/decisions/0104).
  loads: "vacancies",
  sections: (facts, loaded) => [
    positionsSection(loaded.vacancies),
    applySection(facts),
    {
      kind: "links",
      title: "О нас",
      items: [
        { title: "Наша команда", href: "/workers.html", text: "Люди, которые работают в Genesis Химки" },
        { title: "О дилерском центре", href: "/about.html", text: "История и принципы работы" },
      ],
    },
  ],
};
