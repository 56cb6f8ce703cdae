import { type ModelCode, modelCodes } from "@contract/model-codes";
import { creditCostRangeLabel } from "@contract/numbers";
import type { SpecialOffer, SpecialOfferKind } from "@contract/special-offer";
import { getModelFamily } from "~/features/models/model-pages";
import { getMonthNameGenitive } from "~/lib/format";

/** What an offer is about; the list shows it as a label. */
export type OfferKind = SpecialOfferKind;

/**
 * A special offer as the content API sends it (GET /v1/special-offer): dates are calendar days
 * 'YYYY-MM-DD' in Moscow time, both ends included; `status` is where it stands today.
 */
export type Offer = SpecialOffer;

/** Labels of the offer kinds as a visitor reads them. */
export const offerKindLabels: Record<OfferKind, string> = {
  credit: "Кредит",
  "trade-in": "Трейд-ин",
  service: "Сервис",
  warranty: "Гарантия",
  fleet: "Корпоративным клиентам",
  insurance: "Страхование",
};

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
  if (modelCodes.every((code) => offer.models.includes(code))) return "все модели Genesis";
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

/** An advertised rate with what leads to it («кредит от 5,9 % годовых» → «кредит»), for a text that cannot carry its ПСК. */
function withoutAdvertisedRate(text: string): string {
  return text
    .replace(/(?:\s|\u00a0)*(?:от|по ставке|под)?(?:\s|\u00a0)*\d+(?:[.,]\d+)?(?:\s|\u00a0)*%(?:\s|\u00a0)*годовых/g, "")
    .replace(/\s+([,.:;])/g, "$1")
    .trim();
}

/**
 * The page's own meta of an offer: its title, its summary with the period, noindex once ended. A search
 * engine shows them apart from the page, so a title that advertises a rate carries its ПСК range as the
 * page's heading does; one whose rate no program backs (no ПСК known) loses the rate (docs/decisions/0109).
 */
export function offerPageMeta(page: { offer: Pick<Offer, "title" | "short" | "validFrom" | "validTo" | "credit_cost">; expired: boolean }) {
  const { offer } = page;
  const period = `Действует ${formatPeriod(offer.validFrom, offer.validTo)}.`;
  const cost = offer.credit_cost;
  if (cost === null) {
    return {
      title: withoutAdvertisedRate(offer.title),
      description: `${withoutAdvertisedRate(offer.short)} ${period}`,
      specific: true,
      noindex: page.expired,
    };
  }
  return {
    title: cost ? `${offer.title}, ${creditCostRangeLabel(cost)}` : offer.title,
    description: cost
      ? `${offer.short} Полная стоимость кредита — ${creditCostRangeLabel(cost).replace(/^ПСК /, "")}. ${period}`
      : `${offer.short} ${period}`,
    specific: true,
    noindex: page.expired,
  };
}
