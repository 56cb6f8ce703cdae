import type { Section } from "~/components/content/sections";

/** Blocks under the team list on /workers.html. */
export const teamClosing: readonly Section[] = [
  {
    kind: "cta",
    title: "Хотите работать с нами",
    text: "Мы ищем людей, которым нравится заботиться о клиентах и разбираться в технике. Открытые вакансии и условия работы — на странице вакансий.",
    actions: [
      { label: "Открытые вакансии", href: "/vakansii.html" },
      { label: "О дилере", href: "/about.html" },
    ],
  },
];

/** The closing block of a worker's page. */
export const workerClosing: readonly Section[] = [
  {
    kind: "cta",
    title: "Вся команда Genesis Химки",
    text: "Познакомьтесь с другими сотрудниками дилерского центра или свяжитесь с нами по телефону — соединим с нужным специалистом.",
    actions: [
      { label: "Все сотрудники", href: "/workers.html" },
      { label: "Контакты", href: "/contacts.html" },
    ],
  },
];
