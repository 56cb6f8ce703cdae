import type { AppLoadContext } from "react-router";
import { publishedReviewsSchema, type PublishedReview } from "@contract/reviews";
import { shippedReviews } from "@contract/reviews-shipped";
import { getCached } from "~/lib/cached-get.server";
import { errorMessages } from "~/lib/error-messages";
import { logLoadFailure } from "~/lib/log";
import { getServerApi } from "~/lib/server-api.server";

/** The reviews as they shipped, the hidden ones left out: what /otzivy.html shows when the content API does not answer. */
const shipped: PublishedReview[] = shippedReviews.reviews.filter((review) => review.shown).map(({ shown: _shown, ...review }) => review);

/**
 * The customers' reviews as published in the studio (GET /v1/reviews: the shown ones, in order), cached until
 * the content changes; the shipped reviews when the API fails (logged), so the page never loses its list.
 */
export async function loadReviews(context: AppLoadContext): Promise<PublishedReview[]> {
  try {
    return (await getCached(getServerApi(context), "/v1/reviews", { schema: publishedReviewsSchema })).items;
  } catch (error) {
    logLoadFailure(errorMessages.reviewsLoadFailed, error, "страница отзывов показана с отзывами, с которыми сайт поставлялся");
    return shipped;
  }
}
