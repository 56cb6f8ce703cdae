// A dealer's Avito autoload feed (AVITO_FEED_URL, optional; issue 34): the XML that Avito's «Автозагрузка»
// reads, which many dealers publish instead of an Auto.ru feed. fetch → parse → validate → reshape into
// StockCar with the same rules as the other feeds (docs/decisions/0111-avito-feed.md).
//
// <Ads formatVersion="3" target="Avito.ru"><Ad>
//   <Id/> <Category>Автомобили</Category> <CarType>Новые | С пробегом</CarType> <Make/> <Model/>
//   <Modification/> <Complectation/> <Year/> <Kilometrage/> <Owners/> <Color/> <DriveType/> <FuelType/>
//   <VIN/> <Price/> <Availability>В наличии | Под заказ</Availability> <Description/>
//   <Images><Image url="…"/>…</Images> <VideoURL/>
// </Ad>…</Ads>
import { z } from "zod";
import { inferCondition } from "./autoru";
import type { CarIdKey } from "./car-ids";
import { fetchFeedText, textOf, type FeedFetchOptions } from "./feed-xml";
import { driveOfModification, engineOfModification } from "./feed-vocabulary";
import { foldText } from "./normalise";
import { feedFields as f, isBrand, readFeedCars, toStockCar, type FeedCars, type FeedItem } from "./reshape";

/** Avito's category of passenger cars: an autoload file may list parts, tyres or other vehicles beside them. */
const carCategory = "автомобили";

/** True for an ad of passenger cars, or one that names no category (a template that leaves it out). */
function isCarAd(item: unknown): boolean {
  if (!item || typeof item !== "object") return false;
  const category = textOf((item as Record<string, unknown>).Category);
  return typeof category !== "string" || category.trim() === "" || foldText(category) === carCategory;
}

/** `<Images><Image url="…"/></Images>`: the addresses; an `<Image name="…"/>` names a file of an uploaded archive, not an address. */
function imageAddresses(value: unknown): unknown {
  if (!value || typeof value !== "object") return [];
  const images = (value as { Image?: unknown }).Image;
  const list = Array.isArray(images) ? images : images === undefined ? [] : [images];
  return list.flatMap((image) => {
    const url = image && typeof image === "object" ? (image as Record<string, unknown>)["@url"] : undefined;
    return typeof url === "string" && url.trim() !== "" ? [url] : [];
  });
}

const adSchema = z.object({
  // Avito's own key of an ad; a dealer's tool often writes the VIN there (car-ids.ts keeps it out of addresses).
  Id: z.preprocess((v) => textOf(v) ?? undefined, f.id.optional()),
  CarType: f.optionalText(40),
  Model: f.text(80),
  Modification: f.optionalText(120),
  Complectation: f.optionalText(120),
  Year: f.year,
  Kilometrage: f.mileage,
  Owners: f.optionalText(40),
  Color: f.optionalText(60),
  DriveType: f.optionalText(40),
  FuelType: f.optionalText(40),
  VIN: f.text(17),
  Price: f.price,
  Availability: f.optionalText(40),
  // Read for its words only (never shown): a long one is cut, not a reason to skip the car.
  Description: z.preprocess((v) => {
    const t = textOf(v);
    return typeof t === "string" && t.trim() !== "" ? t.slice(0, 5_000) : undefined;
  }, z.string().optional()),
  Images: z.preprocess(imageAddresses, f.urls),
  VideoURL: z.preprocess((v) => (v === undefined || v === "" ? [] : [v]), f.urls),
});

/**
 * The brand's passenger cars of an Avito autoload feed. `CarType` («Новые», «С пробегом») says each car's
 * condition; an ad without it is read by the evidence the Auto.ru feed uses (mileage, owners, year,
 * description), never new by default. Ads of other categories are not cars: left out, not even counted.
 */
export async function readAvitoFeed(xml: string, now: Date, ids?: CarIdKey): Promise<FeedCars> {
  return readFeedCars(
    xml,
    { lists: ["Ad", "Image"], path: ["Ads", "Ad"], only: isCarAd },
    (item, ctx): FeedItem => {
      if (!isBrand((item as Record<string, unknown>).Make)) return null;
      const c = adSchema.parse(item);
      const { condition, evidence } = inferCondition(
        { section: c.CarType, run: c.Kilometrage, owners: c.Owners, year: c.Year, description: c.Description },
        "auto",
        now,
      );
      const availability = c.Availability ?? "";
      const inStock = foldText(availability) === "в наличии";
      const modification = c.Modification ?? "";
      return toStockCar(
        "avito",
        condition,
        {
          feedId: c.Id,
          model: c.Model,
          package: c.Complectation,
          ...(c.Modification ? { modification: c.Modification } : {}),
          year: c.Year,
          engineType: c.FuelType ?? engineOfModification(modification),
          driveType: c.DriveType ?? driveOfModification(modification),
          photos: c.Images,
          vin: c.VIN,
          bodyColor: c.Color,
          price: c.Price,
          // docs/product.md §3's rules read `available` for used cars and «в наличии» for new ones.
          availability: condition === "used" ? (inStock ? "available" : availability) : availability,
          mileage: c.Kilometrage,
          videos: c.VideoURL,
          evidence,
        },
        now,
        ctx,
      );
    },
    ids,
  );
}

/** GETs an Avito autoload feed and reads it. */
export async function fetchAvitoFeed(url: string, now: Date, opts?: FeedFetchOptions, ids?: CarIdKey): Promise<FeedCars> {
  return readAvitoFeed(await fetchFeedText(url, opts), now, ids);
}
