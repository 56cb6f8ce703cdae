// New cars: the offers of the offers provider (docs/product.md §7 «New-car feed», behind /ilsa-offers, target
// ILSA_OFFERS_URL), asked for with the dealer code filter, ascending sort and the access token in the
// query. fetch → parse → validate → reshape into StockCar.
//
// <offers><offer>
//   <id/> <mark/> <model/> [<complectation/> <modification/> <year/>] <engine-type/> <gear-type/>
//   <images><image/>…</images> <vin/> [<exterior-color/>] <price/> <stock/> <videos><video/>…</videos>
// </offer>…</offers>
import { z } from "zod";
import { fetchFeedText, type FeedFetchOptions } from "./feed-xml";
import type { CarIdKey } from "./car-ids";
import { feedFields as f, isBrand, readFeedCars, toStockCar, type FeedCars, type FeedItem } from "./reshape";

/** The offers path below the provider's base. */
export const ilsaOffersPath = "/offers";

/** Where the offers of a dealer are: the dealer code filter, ascending sort, the token in the query. */
export function ilsaOffersUrl(baseUrl: string, dealerCode: string, token: string): string {
  const query = new URLSearchParams({ dealer_code: dealerCode, sort: "asc", token });
  return `${baseUrl.replace(/\/+$/, "")}${ilsaOffersPath}?${query.toString()}`;
}

const listOf = (name: string) => (v: unknown) => (v && typeof v === "object" ? (v as Record<string, unknown>)[name] : undefined);

const offerSchema = z.object({
  id: f.id,
  model: f.text(60),
  complectation: f.optionalText(120),
  modification: f.optionalText(120),
  year: f.year,
  "engine-type": f.text(60),
  "gear-type": f.text(60),
  images: z.preprocess(listOf("image"), f.urls),
  vin: f.text(17),
  // Empty for a car in transit whose paint the importer has not confirmed: the car is kept, its colour unknown.
  "exterior-color": f.optionalText(80),
  price: f.price,
  stock: f.text(40),
  videos: z.preprocess(listOf("video"), f.urls),
});

/** The new cars of the brand in an offers answer. */
export async function readIlsaOffersFeed(xml: string, now: Date, ids?: CarIdKey): Promise<FeedCars> {
  return readFeedCars(
    xml,
    { lists: ["offer", "image", "video"], path: ["offers", "offer"] },
    (item, ctx): FeedItem => {
      if (!item || typeof item !== "object" || !isBrand((item as Record<string, unknown>).mark)) return null;
      const o = offerSchema.parse(item);
      return toStockCar(
        "ilsa-offers",
        "new",
        {
          feedId: o.id,
          model: o.model,
          package: o.complectation,
          modification: o.modification,
          year: o.year,
          engineType: o["engine-type"],
          driveType: o["gear-type"],
          photos: o.images,
          vin: o.vin,
          bodyColor: o["exterior-color"],
          price: o.price,
          availability: o.stock,
          videos: o.videos,
        },
        now,
        ctx,
      );
    },
    ids,
  );
}

/** GETs the dealer's offers and reads them. */
export async function fetchIlsaOffersFeed(
  target: { baseUrl: string; dealerCode: string; token: string },
  now: Date,
  opts?: FeedFetchOptions,
  ids?: CarIdKey,
): Promise<FeedCars> {
  const xml = await fetchFeedText(ilsaOffersUrl(target.baseUrl, target.dealerCode, target.token), opts);
  return readIlsaOffersFeed(xml, now, ids);
}
