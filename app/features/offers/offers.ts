import type { ModelCode } from "@contract/model";
import { getModelFamily } from "~/features/models/model-pages";
import { getMonthNameGenitive } from "~/lib/format";

/** What an offer is about; the list shows it as a label. */
export type OfferKind = "credit" | "trade-in" | "service" | "warranty" | "fleet" | "insurance";

/**
 * A special offer. The shape is what the content API will send later: dates are calendar days
 * 'YYYY-MM-DD' in Moscow time, both ends included.
 */
export type Offer = {
  id: string;
  kind: OfferKind;
  title: string;
  /** One or two sentences for the list card and the page's lead. */
  short: string;
  /** The offer's full text, paragraph by paragraph. */
  full: readonly string[];
  /** The terms in brief, shown as a list. */
  terms: readonly string[];
  validFrom: string;
  validTo: string;
  models: readonly ModelCode[];
  /** Legal small print. */
  legal: string;
};

export type OfferStatus = "upcoming" | "active" | "expired";

/** Labels of the offer kinds as a visitor reads them. */
export const offerKindLabels: Record<OfferKind, string> = {
  credit: "Кредит",
  "trade-in": "Трейд-ин",
  service: "Сервис",
  warranty: "Гарантия",
  fleet: "Корпоративным клиентам",
  insurance: "Страхование",
};

const allModels: readonly ModelCode[] = ["g70", "gv70", "g80-new", "gv80", "g90"];

const commonLegal =
  "Информация носит справочный характер и не является публичной офертой, определяемой положениями статьи 437 Гражданского кодекса Российской Федерации. Указаны максимальные рекомендованные розничные цены. Подробные условия уточняйте у сотрудников дилерского центра Genesis Химки.";

/** The dealer's special offers. Expired ones stay here for old links; the list hides them. */
export const offers: readonly Offer[] = [
  {
    id: "genesis-finance",
    kind: "credit",
    title: "Genesis Finance: кредит от 5,9 % годовых",
    short: "Субсидированная ставка на G70, GV70 и новый G80 при первоначальном взносе от 30 % и сроке до трёх лет.",
    full: [
      "Программа Genesis Finance создана для тех, кто ценит предсказуемость. Часть процентов по кредиту компенсирует Genesis, поэтому ставка остаётся низкой на весь срок, а ежемесячный платёж известен заранее.",
      "Кредит оформляется в дилерском центре за одну встречу: специалист по кредитованию сравнит предложения банков-партнёров, подготовит документы и отправит заявку. Предварительное решение обычно приходит в течение часа.",
      "Программу можно сочетать с трейд-ином: стоимость вашего автомобиля засчитывается в первоначальный взнос.",
    ],
    terms: [
      "Ставка от 5,9 % годовых в рублях",
      "Первоначальный взнос от 30 % стоимости автомобиля",
      "Срок кредита от 12 до 36 месяцев",
      "Сумма кредита до 8 000 000 ₽",
      "Без обязательного приобретения КАСКО у определённого страховщика",
    ],
    validFrom: "2026-10-01",
    validTo: "2027-03-31",
    models: ["g70", "gv70", "g80-new"],
    legal:
      "Кредит предоставляется банками — партнёрами Genesis. Ставка 5,9 % годовых действует при первоначальном взносе от 30 %, сроке кредита 36 месяцев и подтверждении дохода. Полная стоимость кредита — от 6,12 % до 18,4 % годовых в зависимости от условий банка. Банк вправе отказать в выдаче кредита без объяснения причин. " +
      commonLegal,
  },
  {
    id: "residual-payment",
    kind: "credit",
    title: "Кредит с остаточным платежом для GV80 и G90",
    short: "До 45 % стоимости автомобиля переносится на конец срока: ежемесячный платёж снижается почти вдвое.",
    full: [
      "Кредит с остаточным платежом позволяет ездить на флагманском Genesis и платить в первую очередь за то время, пока вы пользуетесь автомобилем. Значительная часть стоимости — остаточный платёж — переносится на последний месяц.",
      "В конце срока вы выбираете, как поступить: погасить остаточный платёж и оставить автомобиль себе, рефинансировать его или сдать автомобиль в трейд-ин и пересесть на новую модель Genesis.",
    ],
    terms: [
      "Остаточный платёж до 45 % стоимости автомобиля",
      "Первоначальный взнос от 20 %",
      "Срок кредита 24 или 36 месяцев",
      "Возможность досрочного погашения без комиссии",
    ],
    validFrom: "2026-11-01",
    validTo: "2027-01-31",
    models: ["gv80", "g90"],
    legal:
      "Кредит предоставляется банками — партнёрами Genesis. Размер остаточного платежа зависит от модели, срока кредита и ожидаемого пробега. Пример расчёта для Genesis G90 предоставляется по запросу. Полная стоимость кредита определяется банком индивидуально. " +
      commonLegal,
  },
  {
    id: "trade-in",
    kind: "trade-in",
    title: "Выгода до 400 000 ₽ по программе трейд-ин",
    short: "Сдайте автомобиль любой марки в зачёт нового Genesis и получите дополнительную выгоду к рыночной оценке.",
    full: [
      "Оценка занимает около сорока минут: эксперт осматривает кузов и салон, проверяет историю автомобиля и проводит короткую диагностику. Цену мы фиксируем письменно, и она действует семь дней.",
      "К рыночной стоимости вашего автомобиля добавляется выгода по программе — её размер зависит от выбранной модели Genesis. Если автомобиль находится в залоге у банка, мы поможем закрыть кредит в день сделки.",
      "Вы приезжаете на своём автомобиле, а уезжаете на новом Genesis: переоформление документов мы берём на себя.",
    ],
    terms: [
      "G90 и GV80 — выгода до 400 000 ₽",
      "G80 и GV70 — выгода до 300 000 ₽",
      "G70 — выгода до 200 000 ₽",
      "Принимаются автомобили любых марок не старше 12 лет",
    ],
    validFrom: "2026-09-01",
    validTo: "2026-12-31",
    models: allModels,
    legal:
      "Выгода предоставляется в виде скидки на новый автомобиль Genesis при одновременной сдаче автомобиля клиента в зачёт. Автомобиль в зачёт должен принадлежать покупателю или его близкому родственнику не менее шести месяцев. Выгода не суммируется с программой «Корпоративный автопарк». " +
      commonLegal,
  },
  {
    id: "winter-service",
    kind: "service",
    title: "Зимний сервис: проверка по 30 пунктам без оплаты",
    short: "Проверим аккумулятор, тормоза, шины и системы обогрева, а на работы по итогам осмотра дадим скидку 15 %.",
    full: [
      "Холодный сезон предъявляет к автомобилю особые требования. Мастер-диагност проверит состояние аккумулятора и генератора, тормозной системы, шин, щёток стеклоочистителя, систем обогрева и уровень технических жидкостей.",
      "По итогам осмотра вы получите письменное заключение с фотографиями. Если что-то требует внимания, мастер-консультант согласует с вами работы и их стоимость до начала ремонта.",
    ],
    terms: [
      "Проверка по 30 пунктам — без оплаты",
      "Скидка 15 % на работы по итогам проверки",
      "Скидка 10 % на зимние щётки и незамерзающую жидкость",
      "Запись на удобное время, проверка занимает около часа",
    ],
    validFrom: "2026-11-01",
    validTo: "2027-02-28",
    models: allModels,
    legal:
      "Предложение распространяется на автомобили Genesis, проходящие обслуживание в дилерском центре Genesis Химки, по предварительной записи. Скидка не распространяется на работы по гарантии, кузовной ремонт и страховые случаи. " +
      commonLegal,
  },
  {
    id: "extended-warranty",
    kind: "warranty",
    title: "Продлённая гарантия: ещё два года защиты",
    short:
      "Заводская гарантия продлевается на два года, но не более чем до 150 000 км общего пробега, — в том же объёме.",
    full: [
      "Продлённая гарантия покрывает двигатель, трансмиссию, рулевое управление, подвеску, электрооборудование и системы помощи водителю. Ремонт выполняется в сервисных центрах официальных дилеров Genesis с использованием оригинальных запасных частей.",
      "Программу можно оформить при покупке нового автомобиля или в любой момент действия заводской гарантии. Гарантия сохраняется при продаже автомобиля и повышает его стоимость на вторичном рынке.",
    ],
    terms: [
      "Дополнительные 2 года или 150 000 км общего пробега",
      "Покрытие узлов и агрегатов в объёме заводской гарантии",
      "Эвакуация и подменный автомобиль на время гарантийного ремонта",
      "Гарантия переходит к следующему владельцу",
    ],
    validFrom: "2026-06-01",
    validTo: "2027-05-31",
    models: allModels,
    legal:
      "Продлённая гарантия оформляется на автомобили Genesis, своевременно прошедшие плановое техническое обслуживание у официального дилера. Срок действия исчисляется с даты окончания заводской гарантии. Перечень узлов и исключения приведены в сервисной книжке и договоре продлённой гарантии. " +
      commonLegal,
  },
  {
    id: "corporate-fleet",
    kind: "fleet",
    title: "Корпоративный автопарк: условия для компаний",
    short: "Специальные цены для юридических лиц, лизинг с авансом от 10 % и персональный менеджер для автопарка.",
    full: [
      "Genesis G80 и G90 выбирают для представительских автомобилей компаний, GV70 и GV80 — для руководителей, которым важны простор и полный привод. Для корпоративных клиентов мы готовим индивидуальное предложение с учётом размера парка и сроков поставки.",
      "Персональный менеджер сопровождает сделку от подбора комплектаций до регистрации автомобилей, а сервисный центр закрепляет за автопарком отдельного мастера-консультанта и приоритетную запись.",
    ],
    terms: [
      "Корпоративная скидка от двух автомобилей в парке",
      "Лизинг с авансом от 10 % через компании-партнёры",
      "Приоритетная запись на сервис и подменные автомобили",
      "Единый договор на обслуживание всего автопарка",
    ],
    validFrom: "2026-01-15",
    validTo: "2027-12-31",
    models: allModels,
    legal:
      "Предложение действует для юридических лиц и индивидуальных предпринимателей при заключении договора с дилерским центром Genesis Химки. Размер скидки определяется индивидуально. Лизинг предоставляется лизинговыми компаниями — партнёрами Genesis; решение о финансировании принимает лизинговая компания. " +
      commonLegal,
  },
  {
    id: "genesis-insurance",
    kind: "insurance",
    title: "КАСКО от 3,9 % стоимости автомобиля",
    short: "Полис КАСКО от страховых компаний — партнёров Genesis с ремонтом только у официального дилера.",
    full: [
      "Мы подобрали страховые программы, которые учитывают особенности автомобилей Genesis: стоимость оригинальных деталей, сложные системы помощи водителю и светодиодную оптику. Ремонт по полису выполняется в сервисном центре официального дилера.",
      "Полис оформляется в дилерском центре в день покупки автомобиля. Специалист по страхованию сравнит предложения нескольких компаний и поможет выбрать франшизу.",
    ],
    terms: [
      "Тариф от 3,9 % стоимости автомобиля",
      "Ремонт только у официального дилера Genesis",
      "Замена стёкол и оптики без справок",
      "Эвакуация при любом страховом случае",
    ],
    validFrom: "2026-10-01",
    validTo: "2027-06-30",
    models: allModels,
    legal:
      "Страхование осуществляют страховые компании — партнёры Genesis, имеющие лицензии Банка России. Тариф 3,9 % рассчитан для нового автомобиля при стаже водителя от 5 лет, возрасте от 30 лет и франшизе 30 000 ₽. Итоговая стоимость полиса определяется страховой компанией. " +
      commonLegal,
  },
  {
    id: "summer-air-conditioning",
    kind: "service",
    title: "Летний сервис: обслуживание кондиционера",
    short: "Антибактериальная обработка и заправка кондиционера со скидкой 20 %.",
    full: [
      "Мастер проверит герметичность системы кондиционирования, заправит её хладагентом и проведёт антибактериальную обработку испарителя.",
    ],
    terms: ["Скидка 20 % на обслуживание кондиционера", "Замена салонного фильтра со скидкой 10 %"],
    validFrom: "2026-06-01",
    validTo: "2026-08-31",
    models: allModels,
    legal: "Предложение распространяется на автомобили Genesis по предварительной записи. " + commonLegal,
  },
];

const moscowDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Moscow",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The calendar day 'YYYY-MM-DD' of a moment in Moscow, where the dealer's offers start and end. */
export function toMoscowDay(moment: Date): string {
  return moscowDay.format(moment);
}

/** Whether an offer has not started, runs, or has ended on a day 'YYYY-MM-DD' (both ends included). */
export function getOfferStatus(offer: Pick<Offer, "validFrom" | "validTo">, day: string): OfferStatus {
  if (day < offer.validFrom) return "upcoming";
  if (day > offer.validTo) return "expired";
  return "active";
}

/** Offers running on a day, the ones ending soonest first (ties by title), so nothing urgent is buried. */
export function getActiveOffers(list: readonly Offer[], day: string): Offer[] {
  return list
    .filter((offer) => getOfferStatus(offer, day) === "active")
    .sort((a, b) => a.validTo.localeCompare(b.validTo) || a.title.localeCompare(b.title, "ru"));
}

/** The offer with this id. */
export function findOffer(list: readonly Offer[], id: string): Offer | undefined {
  return list.find((offer) => offer.id === id);
}

type DayParts = { year: number; month: number; day: number };

function parseDay(text: string): DayParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) throw new RangeError(`Неверная дата: ${text}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** A day as it reads in Russian: '2027-03-31' → "31 марта 2027". */
export function formatDay(text: string): string {
  const { year, month, day } = parseDay(text);
  return `${day} ${getMonthNameGenitive(month)} ${year}`;
}

/**
 * An offer's period in Russian without repeating what both ends share:
 * "с 1 по 30 ноября 2026", "с 1 ноября по 31 декабря 2026", "с 1 октября 2026 по 31 марта 2027".
 */
export function formatPeriod(from: string, to: string): string {
  const a = parseDay(from);
  const b = parseDay(to);
  if (a.year !== b.year) return `с ${formatDay(from)} по ${formatDay(to)}`;
  if (a.month !== b.month) return `с ${a.day} ${getMonthNameGenitive(a.month)} по ${formatDay(to)}`;
  return `с ${a.day} по ${formatDay(to)}`;
}

/** Names of the models an offer applies to, "G70, GV70 и G80"; all five give "все модели Genesis". */
export function describeOfferModels(offer: Pick<Offer, "models">): string {
  if (allModels.every((code) => offer.models.includes(code))) return "все модели Genesis";
  const names = offer.models.map((code) => getModelFamily(code)?.name ?? code);
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} и ${names.at(-1)}`;
}

/** Each applicable model's name and home page, for links. */
export function getOfferModelLinks(offer: Pick<Offer, "models">): { code: ModelCode; name: string; href: string }[] {
  return offer.models.flatMap((code) => {
    const family = getModelFamily(code);
    const home = family?.pages[0];
    return family && home ? [{ code, name: family.fullName, href: home.path }] : [];
  });
}

/** Where to go next from an offer, by kind: the calls to action of its page. */
export const offerActions: Record<OfferKind, readonly { label: string; href: string }[]> = {
  credit: [
    { label: "Рассчитать в конфигураторе", href: "/configurator" },
    { label: "Записаться на тест-драйв", href: "/test-drive.html" },
  ],
  "trade-in": [
    { label: "Автомобили в наличии", href: "/avto-v-nalicii.html" },
    { label: "Связаться с отделом трейд-ин", href: "/contacts.html#department-certified" },
  ],
  service: [
    { label: "Записаться на сервис", href: "/service-form.html" },
    { label: "Услуги сервиса", href: "/servis.html" },
  ],
  warranty: [
    { label: "Гарантия Genesis", href: "/warranty.html" },
    { label: "Связаться с сервисом", href: "/service-form.html" },
  ],
  fleet: [
    { label: "Отдел корпоративных продаж", href: "/contacts.html#department-corporate" },
    { label: "Модельный ряд", href: "/models.html" },
  ],
  insurance: [
    { label: "Связаться со специалистом", href: "/contacts.html#department-finance" },
    { label: "Автомобили в наличии", href: "/avto-v-nalicii.html" },
  ],
};
