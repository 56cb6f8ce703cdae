// Every text a visitor can receive from the embedded backend, in one place (DESIGN "Errors are data").
import { decimalComma } from "@contract/numbers";
import { fieldLabel } from "@contract/russian-issues";

const labelOf = (name: string) => fieldLabel([name]) ?? name;

/** Russian messages of the /v1 API. */
export const messages = {
  newsNotFound: "Новость не найдена",
  newsGone: "Новость снята с публикации",
  modelNotFound: "Модель не найдена",
  featureNotFound: "Опция комплектации не найдена",
  specificationNotFound: "Характеристика не найдена",
  specialOfferNotFound: "Предложение не найдено",
  specialOfferGone: "Предложение снято с публикации",
  workerNotFound: "Сотрудник не найден",
  stockCarNotFound: "Автомобиль не найден",
  stockCarMoved: "Страница автомобиля теперь по другому адресу",
  cityNotFound: "Город не найден",
  pageMetaNotFound: "Метатеги для этой страницы не найдены",
  consentNotFound: "Такой редакции согласия нет",
  searchTooShort: "Введите не менее двух символов",
  unknownEndpoint: "Запрошенный метод API не найден",
  methodNotAllowed: "Этот метод запроса не поддерживается",
  internalError: "Внутренняя ошибка сервера",
  databaseUnreachable: "Сервис временно недоступен, повторите запрос через минуту",
  badRequest: "Некорректный адрес запроса",
  starting: "Сервис запускается, повторите запрос через несколько секунд",
  unknownParams: (names: string[]) =>
    names.length === 1 ? `Неизвестный параметр запроса: ${names[0]}` : `Неизвестные параметры запроса: ${names.join(", ")}`,
  singleValue: (name: string) => `Параметр ${name} задан неверно: ожидается одно значение`,
  positiveInt: (name: string, max: number) => `Параметр ${name} должен быть целым числом от 1 до ${max}`,
  flag: (name: string) => `Параметр ${name} может принимать только значения 0 или 1`,
  booleanFlag: (name: string) => `Параметр ${name} может принимать только значения 1, 0, true или false`,
  required: (name: string) => `Не указан обязательный параметр ${name}`,
  textTooLong: (name: string, max: number) => `Параметр ${name} должен быть непустой строкой не длиннее ${max} символов`,
  controlCharacters: (name: string) => `Параметр ${name} содержит недопустимые символы`,
  oneOf: (name: string, values: readonly string[]) => `Параметр ${name} может принимать только значения: ${values.join(", ")}`,
  slug: (name: string, max: number) =>
    `Параметр ${name} должен состоять из строчных латинских букв, цифр и дефисов и быть не длиннее ${max} символов`,
  searchTooLong: (max: number) => `Поисковый запрос должен быть не длиннее ${max} символов`,
  detailWithPaging: "Параметры code и id нельзя сочетать с page и pageSize",

  // Bodies of writes (POST): how they are read, then how their fields are checked.
  bodyTooLarge: (limitBytes: number) => `Тело запроса слишком большое: допускается не более ${formatKilobytes(limitBytes)} КБ`,
  tooManyFields: (max: number) => `Слишком много полей в запросе: допускается не более ${max}`,
  malformedJson: "Тело запроса не является корректным JSON",
  malformedBody: "Тело запроса повреждено или неполно",
  bodyNotObject: "Тело запроса должно быть объектом с полями",
  unsupportedMediaType:
    "Неподдерживаемый тип тела запроса: отправьте application/json, application/x-www-form-urlencoded или multipart/form-data",
  unsupportedCharset: "Неподдерживаемая кодировка тела запроса: используйте UTF-8",
  unsupportedEncoding: "Сжатое тело запроса не поддерживается",
  filesNotAccepted: "Этот запрос не принимает файлы",
  unknownFields: (names: string[]) => (names.length === 1 ? `Неизвестное поле: ${names[0]}` : `Неизвестные поля: ${names.join(", ")}`),
  fieldRequired: (name: string) => `Заполните поле «${labelOf(name)}»`,
  fieldSingleValue: (name: string) => `${labelOf(name)}: ожидается одно значение`,
  fieldText: (name: string, max: number) => `${labelOf(name)}: непустой текст не длиннее ${max} символов`,
  fieldControlCharacters: (name: string) => `${labelOf(name)}: есть недопустимые символы`,

  // Requests of visitors (POST /v1/request…): the fields' own texts are in contract/leads.ts.
  leadAccepted: "Заявка принята",
  tooManyLeads: (minutes: number) => `Слишком много заявок с вашего адреса. Повторите попытку через ${minutes} мин.`,
  tooManyLeadsForPhone: (minutes: number) => `Слишком много заявок с этого номера телефона. Повторите попытку через ${minutes} мин.`,
  tooManyPdfs: (minutes: number) => `Слишком много PDF за короткое время. Повторите попытку через ${minutes} мин.`,
  idempotencyKeyReused: "Этот ключ идемпотентности уже использован для заявки другого вида",
} as const;

// 65536 bytes read as "64", 1500 as "1,5": the Russian decimal comma.
function formatKilobytes(bytes: number): string {
  return decimalComma(Math.round((bytes / 1024) * 10) / 10);
}
