// The Russian words of every problem a schema finds that its own field did not word: the one error map
// of the site's forms, their actions and the dealer backend's endpoints (a tampered `intent`, a number
// where text was due, an unknown field). Fields are named as the visitor knows them («Цель запроса»),
// never by their key («intent»), and zod's own texts («Invalid option», «ожидалось string») never
// reach anyone. zod-free at run time: the browser loads it with the form's checks.
import type { z } from "zod";

/** The fields visitors and API clients send, as a person names them. */
export const fieldLabels: Readonly<Record<string, string>> = {
  name: "Имя",
  surname: "Фамилия",
  phone: "Телефон",
  email: "Электронная почта",
  agree: "Согласие на обработку персональных данных",
  consent_version: "Версия согласия на обработку персональных данных",
  third_parties_consent_version: "Версия согласия на передачу данных третьим лицам",
  advertising_consent: "Согласие на получение рекламы",
  model: "Модель",
  city: "Город",
  dealer: "Дилерский центр",
  intent: "Цель запроса",
  package: "Комплектация",
  stock_car: "Автомобиль из наличия",
  service: "Вид работ",
  vin_or_plate: "VIN или госномер",
  convenient_time: "Удобное время для звонка",
  preferred_date: "Желаемая дата",
  preferred_time: "Удобное время",
  date: "Дата поездки",
  time: "Время поездки",
  slot: "Время поездки",
  method: "Метод",
  comment: "Комментарий",
  car_make: "Марка автомобиля",
  car_model: "Модель автомобиля",
  car_year: "Год выпуска",
  mileage: "Пробег",
  expected_price: "Ожидаемая цена",
  file: "PDF конфигурации",
  exterior: "Цвет кузова",
  interior: "Салон",
  price: "Цена конфигурации",
  finance: "Условия кредита",
  page: "Страница",
  place: "Место на странице",
  utm_source: "Метка utm_source",
  utm_medium: "Метка utm_medium",
  utm_campaign: "Метка utm_campaign",
  utm_content: "Метка utm_content",
  utm_term: "Метка utm_term",
  yclid: "Клик в Яндекс Директе (yclid)",
  ym_client_id: "ClientID Яндекс Метрики",
  landing_page: "Первая страница визита",
  idempotency_key: "Ключ повторной отправки",
  website: "Служебное поле",
  car: "Автомобиль",
  day: "День",
  reason: "Причина",
  modification: "Комплектация",
  packet: "Пакет",
  trim_caption: "Название комплектации",
  credit: "Кредит",
  program: "Кредитная программа",
  amount_credit: "Сумма кредита",
  first_pay: "Первоначальный взнос",
  percent: "Ставка",
  monthly_payment: "Ежемесячный платёж",
  save: "Сохранение",
};

/** A field's name for a message: «Цель запроса» for `intent`; a key nobody named is quoted as it came. */
export function fieldLabel(path: readonly PropertyKey[] | undefined): string | null {
  const key = path?.[0];
  if (key === undefined) return null;
  return fieldLabels[String(key)] ?? String(key);
}

const typeNames: Record<string, string> = {
  string: "текст",
  number: "число",
  int: "целое число",
  bigint: "целое число",
  boolean: "да или нет",
  date: "дата",
  array: "список",
  object: "набор полей",
  literal: "определённое значение",
};

/** «1 значение», «2 значения», «5 значений»: the Russian plural after a number. */
function plural(count: number, one: string, few: string, many: string): string {
  const tens = Math.abs(count) % 100;
  const units = tens % 10;
  if (tens > 10 && tens < 20) return many;
  if (units === 1) return one;
  if (units >= 2 && units <= 4) return few;
  return many;
}

/** What is wrong, without the field's name. */
function problem(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined ? "не заполнено" : `ожидается ${typeNames[issue.expected] ?? "другое значение"}`;
    case "too_big": {
      const max = Number(issue.maximum);
      if (issue.origin === "string") return `не длиннее ${max} ${plural(max, "символа", "символов", "символов")}`;
      if (issue.origin === "array" || issue.origin === "set") return `не больше ${max} ${plural(max, "значения", "значений", "значений")}`;
      return issue.inclusive === false ? `меньше ${max}` : `не больше ${max}`;
    }
    case "too_small": {
      const min = Number(issue.minimum);
      if (issue.origin === "string")
        return min <= 1 ? "не заполнено" : `не короче ${min} ${plural(min, "символа", "символов", "символов")}`;
      if (issue.origin === "array" || issue.origin === "set") return `не меньше ${min} ${plural(min, "значения", "значений", "значений")}`;
      return issue.inclusive === false ? `больше ${min}` : `не меньше ${min}`;
    }
    case "invalid_format":
      return issue.format === "email" ? "проверьте адрес электронной почты" : "заполнено в неверном формате";
    case "not_multiple_of":
      return `должно делиться на ${issue.divisor}`;
    case "unrecognized_keys":
      return issue.keys.length === 1 ? `неизвестное поле: ${issue.keys[0]}` : `неизвестные поля: ${issue.keys.join(", ")}`;
    case "invalid_value":
      return issue.values.length === 1 ? "значение не подходит" : "выберите один из предложенных вариантов";
    case "invalid_union":
    case "invalid_key":
    case "invalid_element":
    case "custom":
      return "заполнено неверно";
  }
}

/**
 * The Russian message of an issue its schema left without one, for `safeParse(value, { error })`:
 * «Цель запроса: выберите один из предложенных вариантов», «Неизвестные поля: a, b».
 */
export function russianIssueMessage(issue: z.core.$ZodRawIssue): string {
  const text = problem(issue);
  if (issue.code === "unrecognized_keys") return text.charAt(0).toUpperCase() + text.slice(1);
  const label = fieldLabel(issue.path);
  if (!label) return `Запрос: ${text}`;
  // Whatever the field expects (text, one of a list), an absent one reads as not filled in.
  const absent =
    issue.input === undefined && (issue.code === "invalid_type" || issue.code === "invalid_value" || issue.code === "invalid_union");
  return absent ? `Заполните поле «${label}»` : `${label}: ${text}`;
}
