// Every text a visitor can receive from the embedded backend, in one place (DESIGN "Errors are data").

/** Russian messages of the /v1 API. */
export const messages = {
  newsNotFound: "Новость не найдена",
  modelNotFound: "Модель не найдена",
  featureNotFound: "Опция комплектации не найдена",
  specificationNotFound: "Характеристика не найдена",
  specialOfferNotFound: "Предложение не найдено",
  cityNotFound: "Город не найден",
  pageMetaNotFound: "Метатеги для этой страницы не найдены",
  searchTooShort: "Введите не менее двух символов",
  unknownEndpoint: "Запрошенный метод API не найден",
  methodNotAllowed: "Этот метод запроса не поддерживается",
  internalError: "Внутренняя ошибка сервера",
  badRequest: "Некорректный адрес запроса",
  starting: "Сервис запускается, повторите запрос через несколько секунд",
  unknownParams: (names: string[]) =>
    names.length === 1
      ? `Неизвестный параметр запроса: ${names[0]}`
      : `Неизвестные параметры запроса: ${names.join(", ")}`,
  singleValue: (name: string) => `Параметр ${name} задан неверно: ожидается одно значение`,
  positiveInt: (name: string, max: number) =>
    `Параметр ${name} должен быть целым числом от 1 до ${max}`,
  flag: (name: string) => `Параметр ${name} может принимать только значения 0 или 1`,
  booleanFlag: (name: string) => `Параметр ${name} может принимать только значения 1, 0, true или false`,
  required: (name: string) => `Не указан обязательный параметр ${name}`,
  textTooLong: (name: string, max: number) =>
    `Параметр ${name} должен быть непустой строкой не длиннее ${max} символов`,
  controlCharacters: (name: string) => `Параметр ${name} содержит недопустимые символы`,
  oneOf: (name: string, values: readonly string[]) =>
    `Параметр ${name} может принимать только значения: ${values.join(", ")}`,
  slug: (name: string, max: number) =>
    `Параметр ${name} должен состоять из строчных латинских букв, цифр и дефисов и быть не длиннее ${max} символов`,
  searchTooLong: (max: number) => `Поисковый запрос должен быть не длиннее ${max} символов`,
  detailWithPaging: "Параметры code и id нельзя сочетать с page и pageSize",
} as const;
