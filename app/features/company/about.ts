import type { Section } from "~/components/content/sections";

/** Blocks under the lounge's screens on /about.html. */
export const aboutClosing: readonly Section[] = [
  {
    kind: "cta",
    title: "Приезжайте знакомиться",
    text: "Покажем автомобили, которые вас интересуют, и ответим на вопросы о покупке и обслуживании. Чтобы мы подготовили нужную модель, запишитесь на тест-драйв заранее.",
    actions: [
      { label: "Записаться на тест-драйв", href: "/test-drive.html" },
      { label: "Как нас найти", href: "/contacts.html" },
    ],
  },
];
