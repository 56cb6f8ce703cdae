import { afterEach, expect, test, vi } from "vitest";
import { copyProblems } from "./copy-check.test-helpers";
import { reviewsDraftSchema, reviewSchema, reviewsMax, reviewsMessages } from "./reviews";
import { shippedReviews } from "./reviews-shipped";

const review = {
  name: "Ольга Смирнова",
  car: "Genesis GV70",
  date: "2026-11-18",
  rating: 3,
  text: "Автомобиль выдали в срок, но документы по кредиту пришлось ждать почти два часа.",
  shown: true,
};

/** The message of each field a review is refused for. */
const refusals = (input: Record<string, unknown>) => {
  const parsed = reviewSchema.safeParse({ ...review, ...input });
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

afterEach(() => {
  vi.useRealTimers();
});

test("the shipped reviews read as the studio's form, every one shown, in Russian", () => {
  expect(reviewsDraftSchema.parse(shippedReviews)).toEqual(shippedReviews);
  expect(shippedReviews.reviews.length).toBeGreaterThanOrEqual(8);
  expect(shippedReviews.reviews.every((item) => item.shown)).toBe(true);
  expect(copyProblems(shippedReviews.reviews.map(({ name, text }) => ({ name, text })))).toEqual([]);
});

test("every field says what it wants, in Russian", () => {
  expect(refusals({ name: " ", car: "G", text: "Всё хорошо." })).toEqual({
    name: reviewsMessages.nameRequired,
    car: reviewsMessages.carRequired,
    text: reviewsMessages.textRequired,
  });
  expect(refusals({ text: "а".repeat(1501) })).toEqual({ text: reviewsMessages.textRequired });
  expect(refusals({ shown: "on" })).toEqual({ shown: reviewsMessages.shownInvalid });
  // Line breaks typed into the text become spaces.
  expect(reviewSchema.parse({ ...review, text: ` ${review.text.replace(" но ", "\nно ")} ` }).text).toBe(review.text);
  // The car is free text: an earlier generation or a car bought elsewhere is a review too.
  expect(refusals({ car: "Genesis G80 первого поколения" })).toEqual({});
});

test("a rating is a whole number from 1 to 5", () => {
  for (const rating of [1, 3, 5]) expect(refusals({ rating }), String(rating)).toEqual({});
  for (const rating of [0, 6, 4.5, Number.NaN, "5", null])
    expect(refusals({ rating }), String(rating)).toEqual({ rating: reviewsMessages.ratingInvalid });
});

test("a day is a real ISO day and not after today in Moscow", () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  // 22:30 UTC on 5 December is already 6 December in Moscow.
  vi.setSystemTime(new Date("2026-12-05T22:30:00Z"));
  expect(refusals({ date: "2026-12-06" })).toEqual({});
  expect(refusals({ date: "2026-12-07" })).toEqual({ date: reviewsMessages.dateInFuture });
  for (const date of ["2026-02-30", "18.11.2026", "", "2026-11-18T10:00"])
    expect(refusals({ date }), date).toEqual({ date: reviewsMessages.dateInvalid });
});

test("the page may have no reviews, and no more than the limit", () => {
  expect(reviewsDraftSchema.safeParse({ reviews: [] }).success).toBe(true);
  const tooMany = reviewsDraftSchema.safeParse({ reviews: Array.from({ length: reviewsMax + 1 }, () => review) });
  expect(tooMany.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["reviews", reviewsMessages.tooMany]]);
});
