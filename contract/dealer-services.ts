// The zod-free part of the dealer contract: what a dealer or service centre offers and its Russian
// labels. The browser imports these without loading zod; contract/dealer.ts re-exports them.

/** What a dealer or service centre offers; labels in {@link dealerServiceLabels}. */
export const dealerServiceCodes = ["sales", "service", "body-repair", "trade-in", "certified-used"] as const;
export type DealerServiceCode = (typeof dealerServiceCodes)[number];

/** Russian labels of the dealer services. */
export const dealerServiceLabels: Record<DealerServiceCode, string> = {
  sales: "Продажа новых автомобилей",
  service: "Сервис",
  "body-repair": "Кузовной ремонт",
  "trade-in": "Трейд-ин",
  "certified-used": "Сертифицированные автомобили с пробегом",
};
