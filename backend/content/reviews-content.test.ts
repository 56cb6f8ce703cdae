// The customers' reviews in the studio (docs/decisions/0113), through the staff API on both databases: the page
// ships with its reviews; marketing edits them and sales may not; a form is refused field by field and nothing
// is saved; a publish changes GET /v1/reviews (hidden ones left out), the content version and the search's
// document at once; restoring the shipped version brings the page back.
import { contentItemSchema } from "@contract/content";
import { publishedReviewsSchema, reviewsMessages, type ReviewsDraft } from "@contract/reviews";
import { shippedReviews } from "@contract/reviews-shipped";
import { staffMessages, type StaffSession } from "@contract/staff";
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { readContentVersion } from "../db/content-versions";
import { searchDocuments } from "../search/schema";
import { createTestClock } from "../testing/clock";
import { describeEachDatabase } from "../testing/databases";
import { staffSuite } from "../testing/staff-suite";
import { reviewsSearchPath, withReviewsDocument } from "./reviews-content";

const itemPath = "/v1/staff/content/reviews/page";

const newReview = {
  name: "Ольга Смирнова",
  car: "Genesis GV70",
  date: "2026-11-18",
  rating: 3,
  text: "Автомобиль выдали в срок, но документы по кредиту пришлось ждать почти два часа.",
  shown: true,
};

describeEachDatabase((ctx) => {
  const clock = createTestClock("2026-12-05T12:00:00+03:00");
  const { url, api, sessions } = staffSuite(ctx, { roles: ["marketing", "sales"], network: "10.36.0", now: clock.now });
  const as = (session: StaffSession) => ({ token: session.token, csrf: session.csrfToken });
  const reviewsOnSite = async () => {
    const response = await fetch(`${url()}/v1/reviews`);
    return publishedReviewsSchema.parse(((await response.json()) as { data: unknown }).data).items;
  };
  const open = async () => contentItemSchema.parse((await api().call(itemPath, { token: sessions.marketing.token })).body.data);
  /** The fields a save was refused for, each with its message. */
  const refused = (answer: { body: { data: unknown } }) => (answer.body.data as { fields?: Record<string, string> }).fields;
  const save = (base: number, data: unknown) => api().call(`${itemPath}/save`, { ...as(sessions.marketing), json: { base, data } });
  const searchDocument = async () =>
    ctx
      .database()
      .db.select({ description: searchDocuments.description, body: searchDocuments.body })
      .from(searchDocuments)
      .where(eq(searchDocuments.href, reviewsSearchPath));

  test("the page ships with its reviews in order; sales may neither read nor save them; the page cannot be taken down", async () => {
    const onSite = await reviewsOnSite();
    expect(onSite.map((review) => review.name)).toEqual(shippedReviews.reviews.map((review) => review.name));
    expect(onSite[0]).not.toHaveProperty("shown");
    const item = await open();
    expect(item).toMatchObject({ id: "page", base: 0, status: "published" });
    expect(item.data).toEqual(shippedReviews);
    const read = await api().call(itemPath, { token: sessions.sales.token });
    expect([read.status, read.body.message]).toEqual([403, staffMessages.forbidden]);
    const saved = await api().call(`${itemPath}/save`, { ...as(sessions.sales), json: { base: 0, data: shippedReviews } });
    expect([saved.status, saved.body.message]).toEqual([403, staffMessages.forbidden]);
    const takeDown = await api().call(`${itemPath}/take-down`, { ...as(sessions.marketing), json: {} });
    expect([takeDown.status, takeDown.body.message]).toEqual([400, reviewsMessages.reviewsPermanent]);
    expect((await api().call("/v1/staff/content/reviews/other", { token: sessions.marketing.token })).status).toBe(404);
  });

  test("a form is refused field by field in Russian, and nothing is saved", async () => {
    const bad = await save(0, {
      reviews: [{ ...newReview, rating: 6, date: "2099-01-01" }, { ...newReview, name: "", text: "Коротко." }, ...shippedReviews.reviews],
    });
    expect(bad.status).toBe(400);
    expect(refused(bad)).toEqual({
      "reviews.0.rating": reviewsMessages.ratingInvalid,
      "reviews.0.date": reviewsMessages.dateInFuture,
      "reviews.1.name": reviewsMessages.nameRequired,
      "reviews.1.text": reviewsMessages.textRequired,
    });
    const notAList = await save(0, { reviews: "все" });
    expect(refused(notAList)).toEqual({ reviews: reviewsMessages.listInvalid });
    expect((await open()).history).toEqual([]);
    expect((await reviewsOnSite()).length).toBe(shippedReviews.reviews.length);
  });

  test("a publish puts a new review first and leaves a hidden one out, with the search; restoring the shipped version brings it back", async () => {
    const db = ctx.database().db;
    const draft: ReviewsDraft = {
      reviews: [newReview, ...shippedReviews.reviews.map((review, index) => (index === 1 ? { ...review, shown: false } : review))],
    };
    const saved = await save(0, draft);
    expect(saved.status, saved.body.message).toBe(200);
    // Revision 1 keeps the reviews as they shipped; the draft is revision 2, and the site has not changed.
    expect((await reviewsOnSite())[0]?.name).toBe(shippedReviews.reviews[0]?.name);
    const before = await readContentVersion(db);
    const published = await api().call(`${itemPath}/publish`, { ...as(sessions.marketing), json: { number: 2 } });
    expect(published.status, published.body.message).toBe(200);
    expect(await readContentVersion(db)).not.toBe(before);
    const onSite = await reviewsOnSite();
    expect(onSite[0]).toEqual({ name: "Ольга Смирнова", car: "Genesis GV70", date: "2026-11-18", rating: 3, text: newReview.text });
    expect(onSite.map((review) => review.name)).not.toContain(shippedReviews.reviews[1]?.name);
    expect(onSite).toHaveLength(shippedReviews.reviews.length);
    const [indexed] = await searchDocument();
    expect(indexed?.body).toContain("Ольга Смирнова, Genesis GV70: Автомобиль выдали в срок");
    expect(indexed?.body).not.toContain(shippedReviews.reviews[1]?.name);

    const restored = await api().call(`${itemPath}/restore`, { ...as(sessions.marketing), json: { number: 1, base: 2 } });
    expect(restored.status, restored.body.message).toBe(200);
    const again = await api().call(`${itemPath}/publish`, { ...as(sessions.marketing), json: { number: 3 } });
    expect(again.status, again.body.message).toBe(200);
    expect((await reviewsOnSite()).map((review) => review.name)).toEqual(shippedReviews.reviews.map((review) => review.name));
    expect((await open()).data).toEqual(shippedReviews);
    expect((await searchDocument())[0]?.body).not.toContain("Ольга Смирнова");
  });

  test("the search indexes the published reviews with the site's pages, with their average", async () => {
    const docs = await withReviewsDocument(ctx.database().db, [
      { path: "/otzivy.html", title: "Отзывы клиентов", description: "", text: "", section: "Компания", type: "page" },
    ]);
    expect(docs.map((doc) => doc.path)).toEqual(["/otzivy.html", reviewsSearchPath]);
    expect(docs[1]?.description).toBe("Средняя оценка 4,8 из 5 по отзывам наших клиентов.");
    expect(docs[1]?.text.split("\n")).toHaveLength(shippedReviews.reviews.length);
  });
});
