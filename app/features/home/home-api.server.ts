import type { AppLoadContext } from "react-router";
import { homePageSchema, type HomePage } from "@contract/home-page";
import { shippedHomePage } from "@contract/home-page-shipped";
import { getCached } from "~/lib/cached-get.server";
import { errorMessages } from "~/lib/error-messages";
import { logLoadFailure } from "~/lib/log";
import { getServerApi } from "~/lib/server-api.server";

/** The page as it shipped: what the home page shows when the content API does not answer. */
const shipped: HomePage = {
  slides: shippedHomePage.slides.map((slide) => ({ ...slide, picture: null })),
  blocks: shippedHomePage.blocks.map((block) => block.id),
};

/**
 * The hero's slides and the blocks below it as published in the studio (GET /v1/home), cached until the
 * content changes; the shipped page when the API fails (logged), so the home page never goes blank.
 */
export async function loadHomePage(context: AppLoadContext): Promise<HomePage> {
  try {
    return await getCached(getServerApi(context), "/v1/home", { schema: homePageSchema });
  } catch (error) {
    logLoadFailure(errorMessages.homePageLoadFailed, error, "главная показана такой, какой сайт поставлялся");
    return shipped;
  }
}
