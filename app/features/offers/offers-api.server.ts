import { data, redirect, type AppLoadContext } from "react-router";
import { type SpecialOffer, specialOfferIdPattern, specialOfferListSchema, specialOfferSchema } from "@contract/special-offer";
import { ApiError } from "~/lib/api-client";
import { getCached } from "~/lib/cached-get.server";
import { goneTarget } from "~/lib/content-gone";
import { errorMessages } from "~/lib/error-messages";
import { getServerApi } from "~/lib/server-api.server";
import { logLoadFailure } from "~/lib/log";

/**
 * The offers running today, the ones ending soonest first (GET /v1/special-offer), cached for a minute;
 * rejects with an ApiError when the call fails or the answer is not an offer list.
 */
export async function fetchActiveOffers(context: AppLoadContext): Promise<SpecialOffer[]> {
  const list = await getCached(getServerApi(context), "/v1/special-offer", { schema: specialOfferListSchema });
  return list.items;
}

/**
 * The running offers, or null when they could not be loaded: the failure is logged here, once per
 * load, and the page decides what to show instead.
 */
export async function loadActiveOffers(context: AppLoadContext): Promise<SpecialOffer[] | null> {
  try {
    return await fetchActiveOffers(context);
  } catch (error) {
    logLoadFailure(errorMessages.offersLoadFailed, error, "страница показана без спецпредложений");
    return null;
  }
}

/**
 * The offer with this id whatever its status (GET /v1/special-offer/{id}), cached for a minute; null when
 * the API does not know it or the id cannot be one; rejects on other failures.
 */
export async function fetchOffer(context: AppLoadContext, id: string): Promise<SpecialOffer | null> {
  // Ids are slugs; anything else cannot name an offer and is not sent to the API.
  if (id.length > 100 || !specialOfferIdPattern.test(id)) return null;
  try {
    return await getCached(getServerApi(context), `/v1/special-offer/${id}`, { schema: specialOfferSchema });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * An offer's page data: the offer with up to three other running ones. Unknown ids and offers not
 * yet announced are a 404; an ended offer keeps its page for old links; a failing API is a 503.
 */
export async function loadOfferPage(context: AppLoadContext, id: string) {
  let offer;
  try {
    offer = await fetchOffer(context, id);
  } catch (error) {
    // Taken down by the dealer's staff: gone (410), or moved to the page they chose.
    const to = goneTarget(error);
    if (to !== undefined) throw to ? redirect(to, 301) : data(errorMessages.offerGone, { status: 410 });
    logLoadFailure(errorMessages.offerLoadFailed, error, "посетитель видит страницу «не удалось получить специальное предложение» (503)");
    throw data(errorMessages.offerLoadFailed, { status: 503 });
  }
  if (!offer || offer.status === "upcoming") throw data(null, { status: 404 });
  // The other offers are a bonus: when they fail (logged) the page goes without them.
  const others = ((await loadActiveOffers(context)) ?? []).filter((other) => other.id !== offer.id).slice(0, 3);
  return { offer, expired: offer.status === "expired", others };
}
