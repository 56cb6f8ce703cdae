/**
 * Every error text of the site (docs/product.md §8), in one catalogue so wording stays consistent and Russian.
 * Texts quoted by the spec are kept verbatim; the rest follow their tone. The few the pages' own scripts say
 * are in page-error-messages.ts, which this includes, so a first visit does not load the whole catalogue.
 */
import { pageErrorMessages } from "./page-error-messages";

export const errorMessages = {
  requireServiceMissing: 'Api: Ошибка, необходимо передать "requireService"',
  unknownService: (name: string) => `Api: Ошибка, сервис "${name}" не настроен`,
  invalidResponse: "Неверный ответ сервера",
  newsNotFound: "Новость не найдена",
  scheduleLoadFailed: "Ошибка получения расписания",
  newsGone: "Эта новость снята с публикации. Свежие новости дилерского центра — в разделе «Новости».",
  offerGone: "Это предложение больше не действует. Действующие предложения дилерского центра — в разделе «Специальные предложения».",
  workerGone: "Этот сотрудник больше не работает в дилерском центре. Вся команда — на странице «Наши сотрудники».",
  optionsLoadFailed: (reason: string) => `Не удалось получить опции: ${reason}`,
  dealerRequestFailed: (message: string) => `Ошибка: "${message}"`,
  networkFailure: (url: string) => `Сеть недоступна: не удалось выполнить запрос ${url}`,
  networkTimeout: (url: string, timeoutMs: number) => `Сервер не ответил за ${timeoutMs / 1000} с: не удалось выполнить запрос ${url}`,
  loadNeverSettled: (timeoutMs: number) => `Загрузка не закончилась за ${timeoutMs / 1000} с`,
  httpStatus: (status: number) => httpStatusTexts[status] ?? `Ошибка сервера (код ${status})`,

  // Console-only failures the spec lists without wording (docs/product.md §8).
  complectationsLoadFailed: "Не удалось получить список комплектаций",
  featuresLoadFailed: "Не удалось получить список оборудования",
  configuratorLoadFailed: "Не удалось получить данные конфигуратора",
  specificationsLoadFailed: "Не удалось получить технические характеристики",
  metaLoadFailed: "Не удалось получить мета-теги",
  modelsLoadFailed: "Не удалось получить список моделей",
  dealersLoadFailed: "Не удалось получить список дилеров",
  newsListLoadFailed: "Не удалось получить список новостей",
  homeNewsLoadFailed: "Не удалось получить новости для главной страницы",
  newsDetailLoadFailed: "Не удалось получить новость",
  offersLoadFailed: "Не удалось получить специальные предложения",
  homePageLoadFailed: "Не удалось получить слайды и блоки главной страницы",
  servicePricesLoadFailed: "Не удалось получить цены сервиса",
  reviewsLoadFailed: "Не удалось получить отзывы клиентов",
  offerLoadFailed: "Не удалось получить специальное предложение",
  vacanciesLoadFailed: "Не удалось получить список вакансий",
  workersLoadFailed: "Не удалось получить список сотрудников",
  workerLoadFailed: "Не удалось получить сотрудника",
  creditProgramsLoadFailed: "Не удалось получить кредитные программы",
  consentsLoadFailed: "Не удалось получить редакции согласий",
  consentLoadFailed: "Не удалось получить текст согласия",
  feedLoadFailed: (feed: string) => `Не удалось загрузить фид автомобилей: ${feed}`,
  searchFailed: "Поиск сейчас не отвечает. Попробуйте ещё раз через минуту.",

  // What the pages' own scripts say (a part of the page or the search out of reach), kept small for them.
  ...pageErrorMessages,

  // Shown to a visitor when nothing more specific is known.
  unexpected: "Что-то пошло не так. Попробуйте ещё раз позже.",
} as const;

// Node's fetch leaves statusText empty on HTTP/2 and some proxies drop it: these stand in for it.
const httpStatusTexts: Partial<Record<number, string>> = {
  400: "Неверный запрос",
  401: "Требуется авторизация",
  403: "Доступ запрещён",
  404: "Не найдено",
  405: "Метод не поддерживается",
  408: "Превышено время ожидания запроса",
  409: "Конфликт запроса",
  413: "Слишком большой запрос",
  422: "Неверные данные запроса",
  429: "Слишком много запросов",
  500: "Внутренняя ошибка сервера",
  502: "Ошибка шлюза",
  503: "Сервис временно недоступен",
  504: "Шлюз не отвечает",
};
