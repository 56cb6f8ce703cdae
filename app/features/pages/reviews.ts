import type { ContentPage } from "./types";

/** Customer reviews of the dealership with ratings; the reviews themselves come from the studio (GET /v1/reviews). */
export const reviewsPage: ContentPage = {
  path: "/otzivy.html",
  title: "Отзывы клиентов",
  metaTitle: "Отзывы о Genesis Химки",
  description:
    "Отзывы клиентов дилерского центра Genesis Химки о покупке, тест-драйве и сервисном обслуживании автомобилей Genesis. Средняя оценка и мнения владельцев.",
  lead: "Мы читаем каждый отзыв и отвечаем на него. Спасибо всем, кто нашёл время рассказать о своём опыте, — это помогает нам становиться лучше.",
  crumbs: [{ title: "О компании", href: "/about.html" }],
  // The reviews are the studio's (docs/decisions/0113): the shown ones, in the order staff gave them.
  loads: "reviews",
  // With none shown the page says so, rather than «0 из 5»; not loaded (search indexing), the section has no reviews.
  sections: (_facts, loaded) => [
    loaded.reviews === null || loaded.reviews.length > 0
      ? { kind: "reviews", id: "otzivy", title: "Что говорят наши клиенты", items: loaded.reviews ?? [] }
      : { kind: "text", id: "otzivy", title: "Что говорят наши клиенты", paragraphs: ["Здесь появятся отзывы наших клиентов."] },
    {
      kind: "text",
      title: "Оставить отзыв",
      paragraphs: [
        "Расскажите о своём опыте покупки или обслуживания: позвоните в дилерский центр или напишите нам — отзыв передадут руководителю, и мы обязательно ответим.",
        "Если что-то пошло не так, напишите сразу: мы разберёмся в ситуации и предложим решение.",
      ],
    },
    {
      kind: "links",
      items: [
        { title: "Контакты", href: "/contacts.html", text: "Адрес, телефон и часы работы" },
        { title: "Наша команда", href: "/workers.html", text: "Сотрудники дилерского центра" },
      ],
    },
  ],
};
