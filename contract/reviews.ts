// The customers' reviews as the studio edits them (issue 36; docs/decisions/0113): one item, "page", whose data
// are the reviews of /otzivy.html in their order, each shown or hidden. One schema for the editor's checks, the
// staff page's action and the staff API; the site reads only the shown ones (GET /v1/reviews).
import { z } from "zod";
import { localDayOf } from "./test-drive-time";

/** The single item of the kind. */
export const reviewsItemId = "page";
export const reviewsMax = 60;
export const reviewNameMax = 60;
export const reviewCarMax = 60;
export const reviewTextMin = 30;
export const reviewTextMax = 1500;

/**
 * The models' names the editor suggests for the car; the field takes any text, since a review may be about an
 * earlier generation, a car with mileage or the service of a car bought elsewhere.
 */
export const reviewCarSuggestions = ["Genesis G70", "Genesis GV70", "Genesis G80", "Genesis GV80", "Genesis G90"] as const;

export const reviewsMessages = {
  nameRequired: `Напишите имя автора так, как он согласился его показать: от 2 до ${reviewNameMax} символов`,
  carRequired: `Напишите автомобиль автора, например «Genesis GV80»: от 2 до ${reviewCarMax} символов`,
  dateInvalid: "Укажите день отзыва в формате ГГГГ-ММ-ДД, например 2026-11-18",
  dateInFuture: "Отзыв не может быть написан позже сегодняшнего дня",
  ratingInvalid: "Поставьте оценку от 1 до 5",
  textRequired: `Вставьте текст отзыва: от ${reviewTextMin} до ${reviewTextMax} символов`,
  shownInvalid: "Отметьте, показан отзыв на сайте или скрыт",
  tooMany: `Не больше ${reviewsMax} отзывов: старые можно удалить, их версии останутся в истории`,
  listInvalid: "Список отзывов не прочитан: обновите страницу и повторите",
  reviewsPermanent: "Страницу отзывов нельзя снять с сайта: скройте отдельные отзывы и опубликуйте",
} as const;

const text = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .transform((value) => value.replace(/[ \t\r\n]+/g, " ").trim())
    .pipe(z.string().min(min, message).max(max, message));

/** A calendar day written as ISO ('2026-11-18') that exists. */
const isRealDay = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
};

/** One review as the editor keeps it. The day is checked against today in Moscow, when the form is checked. */
export const reviewSchema = z.object({
  name: text(2, reviewNameMax, reviewsMessages.nameRequired),
  car: text(2, reviewCarMax, reviewsMessages.carRequired),
  date: z
    .string({ error: reviewsMessages.dateInvalid })
    .trim()
    .refine(isRealDay, reviewsMessages.dateInvalid)
    .refine((day) => !isRealDay(day) || day <= localDayOf(new Date()), reviewsMessages.dateInFuture),
  rating: z
    .number({ error: reviewsMessages.ratingInvalid })
    .int(reviewsMessages.ratingInvalid)
    .min(1, reviewsMessages.ratingInvalid)
    .max(5, reviewsMessages.ratingInvalid),
  text: text(reviewTextMin, reviewTextMax, reviewsMessages.textRequired),
  shown: z.boolean({ error: reviewsMessages.shownInvalid }),
});
export type ReviewDraft = z.output<typeof reviewSchema>;

/** The editor's form: every review in the page's order, shown or hidden. */
export const reviewsDraftSchema = z.object({
  reviews: z.array(reviewSchema, { error: reviewsMessages.listInvalid }).max(reviewsMax, reviewsMessages.tooMany),
});
export type ReviewsDraft = z.output<typeof reviewsDraftSchema>;

/** The name a review's field has in the API's refusal: `reviews.2.text`. */
export const reviewFieldOf = (index: number, field: keyof ReviewDraft) => `reviews.${index}.${field}`;

/** The form's parts as an editor names them (the comparison lists them so). */
export const reviewsFieldLabels: Record<keyof ReviewsDraft, string> = {
  reviews: "Отзывы",
};

/** GET /v1/reviews: the shown reviews in the page's order; a hidden one never leaves the backend. */
export const publishedReviewsSchema = z.object({
  items: z.array(
    z.object({
      name: z.string(),
      car: z.string(),
      date: z.string(),
      rating: z.number().int().min(1).max(5),
      text: z.string(),
    }),
  ),
});
export type PublishedReviews = z.infer<typeof publishedReviewsSchema>;
export type PublishedReview = PublishedReviews["items"][number];
