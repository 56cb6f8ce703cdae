// The cars' feeds as the staff area shows them to an admin (issue 34; docs/decisions/0093, 0107): each feed's
// last reads and what the last good one made of the feed, and «Обновить сейчас».
import { z } from "zod";
import { stockSources, type StockSource } from "./stock";

/** The feeds as staff know them. */
export const stockSourceLabels: Record<StockSource, string> = {
  "export-master": "Склад дилера (Export Master)",
  "ilsa-offers": "Предложения ILSA",
  autoru: "Фид Auto.ru",
  avito: "Фид Авито (автозагрузка)",
};

/** What told a car's condition, as the page names it (backend/stock/reshape.ts, docs/decisions/0090). */
export const conditionEvidenceLabels: Record<string, string> = {
  feed: "раздел фида (новые или с пробегом)",
  declared: "настройка AUTORU_FEED_SECTION",
  marked: "отмечены в фиде",
  run: "по пробегу",
  state: "по состоянию (state)",
  owners: "по числу владельцев",
  year: "по году выпуска",
  description: "по словам описания",
  none: "не определено — показаны без обещаний нового автомобиля",
};

/** The fields whose unknown values are kept as the feed writes them. */
export const keptFieldLabels = { engine: "Двигатель", drive: "Привод", color: "Цвет" } as const;

const countsSchema = z.record(z.string(), z.number());

export const feedHealthSchema = z.object({
  read: z.number(),
  dropped: z.array(z.object({ reason: z.string(), count: z.number() })),
  otherMarks: z.number(),
  conditions: countsSchema,
  keptAsWritten: z.object({ engine: countsSchema, drive: countsSchema, color: countsSchema }),
  notStated: z.object({ engine: z.number(), drive: z.number() }),
});

export const stockFeedStateSchema = z.object({
  source: z.enum(stockSources),
  carCount: z.number(),
  /** The last good read; null while there has been none. */
  refreshedAt: z.string().nullable(),
  /** The last read, good or not. */
  checkedAt: z.string().nullable(),
  nextCheckAt: z.string(),
  /** Why the last read failed; null after a good one. */
  lastError: z.string().nullable(),
  health: feedHealthSchema.nullable(),
});
export type StockFeedState = z.infer<typeof stockFeedStateSchema>;

export const stockFeedsAnswerSchema = z.object({ feeds: z.array(stockFeedStateSchema) });

export const stockFeedMessages = {
  refreshQueued: (count: number) =>
    count === 1
      ? "Фид будет прочитан в течение нескольких секунд: обновите страницу, чтобы увидеть результат"
      : `Фиды (${count}) будут прочитаны в течение нескольких секунд: обновите страницу, чтобы увидеть результат`,
  unknownFeed: "Такого фида на сайте нет",
  noFeeds: "Фиды автомобилей не настроены: на сайте нет автомобилей в наличии",
} as const;
