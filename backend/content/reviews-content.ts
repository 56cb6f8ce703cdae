// The customers' reviews as the studio edits them (issue 36; docs/decisions/0113): one item, "page", whose data
// are the reviews of /otzivy.html in order, each shown or hidden. Like the home page (0108) it has no table of
// its own: what the site shows is the revision the item publishes (`content_items.published`, whose change
// bumps the content version), and before any publish the reviews as they shipped. The page is always there:
// a review is hidden, never the page.
import { contentMessages } from "@contract/content";
import { reviewsDraftSchema, reviewsItemId, reviewsMessages, type PublishedReviews, type ReviewsDraft } from "@contract/reviews";
import { shippedReviews } from "@contract/reviews-shipped";
import { decimalComma } from "@contract/numbers";
import type { SiteSearchDocument } from "@contract/search";
import { and, eq } from "drizzle-orm";
import type { RequestHandler } from "express";
import type { Db } from "../db/database";
import { HttpError } from "../http/http-error";
import { parseQuery, querySchema } from "../http/query";
import { sendOk } from "../http/respond";
import { reindex } from "../people/people-search";
import { FieldsError } from "./fields-error";
import { permanentItemAdapter, revisionNamedBy } from "./revisions";
import { contentItems, contentRevisions } from "./schema";

/** Each refused field by its place in the form (`reviews.2.text`, `reviews`), the first message of each. */
function fieldsOfDraft(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "form";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The form checked as the studio stores it: every field of every review by the schema; nothing needs the database. */
export async function checkReviewsDraft(_db: Db, itemId: string | null, input: unknown): Promise<ReviewsDraft> {
  if (itemId !== reviewsItemId) throw new HttpError(404, contentMessages.notFound);
  const parsed = reviewsDraftSchema.safeParse(input);
  if (!parsed.success) throw new FieldsError(fieldsOfDraft(parsed.error.issues));
  return parsed.data;
}

/** The data the site shows: the published revision, or the reviews as they shipped. */
async function publishedReviewsDraft(db: Db): Promise<ReviewsDraft> {
  const [row] = await db
    .select({ data: contentRevisions.data })
    .from(contentItems)
    .innerJoin(contentRevisions, revisionNamedBy(contentItems.published))
    .where(and(eq(contentItems.kind, "reviews"), eq(contentItems.itemId, reviewsItemId)));
  // A day once past stays past, so a revision the schema took when it was saved still reads.
  const parsed = reviewsDraftSchema.safeParse(row?.data);
  return parsed.success ? parsed.data : shippedReviews;
}

/** The reviews a visitor reads: the shown ones, in the page's order, without the editor's flag. */
function shownReviews(draft: ReviewsDraft): PublishedReviews {
  return { items: draft.reviews.filter((review) => review.shown).map(({ shown: _shown, ...review }) => review) };
}

/** GET /v1/reviews's data: the shown reviews as published in the studio. */
export async function getPublishedReviews(db: Db): Promise<PublishedReviews> {
  return shownReviews(await publishedReviewsDraft(db));
}

const noQuery = querySchema({});

/** GET /v1/reviews: the reviews of /otzivy.html a visitor reads, in order. */
export function reviewsHandler(db: Db): RequestHandler {
  return async (req, res) => {
    parseQuery(noQuery, req);
    sendOk(res, await getPublishedReviews(db));
  };
}

/** Where the search finds the reviews: their section of the reviews page. */
export const reviewsSearchPath = "/otzivy.html#otzivy";

/** The shown reviews as one search document: found by a name, a car or what a customer wrote. */
function reviewsDocument({ items }: PublishedReviews): SiteSearchDocument | null {
  if (items.length === 0) return null;
  const average = Math.round((items.reduce((sum, review) => sum + review.rating, 0) / items.length) * 10) / 10;
  return {
    path: reviewsSearchPath,
    title: "Отзывы клиентов Genesis Химки",
    description: `Средняя оценка ${decimalComma(average, 1)} из 5 по отзывам наших клиентов.`,
    text: items
      .map((review) => `${review.name}, ${review.car}: ${/[.!?…»)]$/.test(review.text) ? review.text : `${review.text}.`}`)
      .join("\n"),
    section: "Компания",
    type: "page",
  };
}

/**
 * The site's pages for the search with the reviews as published: the web process hands over the reviews page's
 * own copy, the reviews themselves live here. Run as the index is rebuilt at start; a publish reindexes them.
 */
export async function withReviewsDocument(db: Db, docs: readonly SiteSearchDocument[]): Promise<SiteSearchDocument[]> {
  const doc = reviewsDocument(await getPublishedReviews(db));
  return doc ? [...docs, doc] : [...docs];
}

export const reviewsAdapter = permanentItemAdapter({
  kind: "reviews",
  itemId: reviewsItemId,
  live: publishedReviewsDraft,
  // The search's document follows the publish.
  async publish(db, data) {
    const draft = reviewsDraftSchema.parse(data);
    await reindex(db, reviewsSearchPath, reviewsDocument(shownReviews(draft)));
  },
  permanent: reviewsMessages.reviewsPermanent,
});
