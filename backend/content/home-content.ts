// The home page as the studio edits it (issue 36; docs/decisions/0108): one item, "page", whose data are the
// hero's slides and the order of the blocks below it. It has no table of its own: what the site shows is the
// revision the item publishes (the studio's `content_items.published`, whose change bumps the content version),
// and before any publish the page as it shipped. It is always on the site: changed, never taken down.
import { contentMessages } from "@contract/content";
import { homeItemId, homeMessages, homePageDraftSchema, type HomePage, type HomePageDraft } from "@contract/home-page";
import { shippedHomePage } from "@contract/home-page-shipped";
import { and, eq, inArray } from "drizzle-orm";
import type { RequestHandler } from "express";
import type { Db } from "../db/database";
import { HttpError } from "../http/http-error";
import { parseQuery, querySchema } from "../http/query";
import { sendOk } from "../http/respond";
import { getPageMeta } from "../site/meta-queries";
import { FieldsError } from "./fields-error";
import { permanentItemAdapter, revisionNamedBy } from "./revisions";
import { contentImages, contentItems, contentRevisions } from "./schema";

/** Each refused field by its place in the form (`slides.2.title`, `blocks`), the first message of each. */
function fieldsOfDraft(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "form";
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * The form checked as the studio stores it: every field by the schema, then what only the database knows —
 * a site path names a page the site has (its meta row), a picture is still in the library.
 */
export async function checkHomeDraft(db: Db, itemId: string | null, input: unknown): Promise<HomePageDraft> {
  if (itemId !== homeItemId) throw new HttpError(404, contentMessages.notFound);
  const parsed = homePageDraftSchema.safeParse(input);
  if (!parsed.success) throw new FieldsError(fieldsOfDraft(parsed.error.issues));
  const draft = parsed.data;
  const fields: Record<string, string> = {};
  const pictures = await libraryPictures(
    db,
    draft.slides.map((slide) => slide.picture),
  );
  for (const [index, slide] of draft.slides.entries()) {
    if (slide.link.startsWith("/")) {
      const path = slide.link.replace(/[?#].*$/, "");
      if (!(await getPageMeta(db, path))) fields[`slides.${index}.link`] = homeMessages.linkUnknown;
    }
    if (slide.picture && !pictures.has(slide.picture)) fields[`slides.${index}.picture`] = homeMessages.pictureMissing;
  }
  if (Object.keys(fields).length > 0) throw new FieldsError(fields);
  return draft;
}

/** The library's pictures among these hashes, with their size. */
async function libraryPictures(db: Db, hashes: readonly string[]) {
  const wanted = [...new Set(hashes.filter(Boolean))];
  if (wanted.length === 0) return new Map<string, { width: number; height: number }>();
  const rows = await db
    .select({ hash: contentImages.hash, width: contentImages.width, height: contentImages.height })
    .from(contentImages)
    .where(inArray(contentImages.hash, wanted));
  return new Map(rows.map((row) => [row.hash, { width: row.width, height: row.height }]));
}

/** The data the site shows: the published revision, or the page as it shipped. */
async function publishedHomePage(db: Db): Promise<HomePageDraft> {
  const [row] = await db
    .select({ data: contentRevisions.data })
    .from(contentItems)
    .innerJoin(contentRevisions, revisionNamedBy(contentItems.published))
    .where(and(eq(contentItems.kind, "home"), eq(contentItems.itemId, homeItemId)));
  const parsed = homePageDraftSchema.safeParse(row?.data);
  return parsed.success ? parsed.data : shippedHomePage;
}

/**
 * The home page as visitors get it: each slide's picture with its size (a picture deleted from the library
 * leaves a model's slide its drawn car, and an offer's slide off the page), the blocks shown in their order.
 */
export async function getHomePage(db: Db): Promise<HomePage> {
  const draft = await publishedHomePage(db);
  const pictures = await libraryPictures(
    db,
    draft.slides.map((slide) => slide.picture),
  );
  const slides = draft.slides.flatMap((slide) => {
    const size = slide.picture ? pictures.get(slide.picture) : undefined;
    if (!size && slide.model === "") return [];
    return [{ ...slide, picture: size ? { hash: slide.picture, ...size } : null, pictureAlt: size ? slide.pictureAlt : "" }];
  });
  return {
    slides: slides.length > 0 ? slides : shippedSlides(),
    blocks: draft.blocks.filter((block) => block.shown).map((block) => block.id),
  };
}

/** The shipped slides, which draw the models' cars: what the hero shows when no published slide can be shown. */
const shippedSlides = (): HomePage["slides"] => shippedHomePage.slides.map((slide) => ({ ...slide, picture: null }));

const noQuery = querySchema({});

/** GET /v1/home: the hero's slides and the blocks below it, as published in the studio. */
export function homePageHandler(db: Db): RequestHandler {
  return async (req, res) => {
    parseQuery(noQuery, req);
    sendOk(res, await getHomePage(db));
  };
}

export const homeAdapter = permanentItemAdapter({
  kind: "home",
  itemId: homeItemId,
  live: publishedHomePage,
  publish: async (_db, data) => void homePageDraftSchema.parse(data),
  permanent: homeMessages.homePermanent,
});
