// A dealer's Auto.ru feed (AUTORU_FEED_URL, optional; beyond the spec): the classifieds' XML format
// that Russian dealers already publish. fetch → parse → validate → reshape into StockCar. The mapping
// to docs/product.md §3's fields is docs/decisions/0028.
//
// <data><cars><car>
//   <unique_id/> <mark_id/> <folder_id/> <modification_id/> <body_type/> <wheel/> <color/> <metallic/>
//   <availability/> <custom/> <state/> <owners_number/> <run/> <year/> <price/> <currency/> <vin/>
//   <warranty_expire/> <images><image/>…</images> <video/> <complectation/> <description/>
// </car>…</cars></data>
import { z } from "zod";
import { fetchFeedText, textOf, type FeedFetchOptions } from "./feed-xml";
import { foldText } from "./normalise";
import { feedFields as f, isBrand, readFeedCars, toStockCar, type FeedCars, type FeedItem } from "./reshape";

const carSchema = z.object({
  unique_id: z.preprocess((v) => textOf(v) ?? undefined, f.id.optional()),
  folder_id: f.text(60),
  modification_id: f.text(120),
  complectation: f.optionalText(120),
  // Empty for a car in transit: it is kept, its colour unknown.
  color: f.optionalText(60),
  metallic: f.optionalText(10),
  availability: f.text(40),
  state: f.optionalText(60),
  run: f.mileage,
  year: f.year,
  price: f.price,
  currency: f.optionalText(10),
  vin: f.text(17),
  warranty_expire: f.optionalText(40),
  images: z.preprocess((v) => (v && typeof v === "object" ? (v as { image?: unknown }).image : undefined), f.urls),
  video: z.preprocess((v) => (v === undefined || v === "" ? [] : [v]), f.urls),
});

/** Auto.ru writes the fuel in the modification («2.2d AT», «3.0 л дизель»); anything else is petrol. */
function engineOf(modification: string): string {
  return /\d\.\dd\b|дизель|diesel|crdi/i.test(modification) ? "дизельное топливо" : "бензин";
}

/** «4WD» or «AWD» in the modification is all-wheel drive; otherwise the feed says nothing certain. */
function driveOf(modification: string): string {
  return /\b(4wd|awd)\b/i.test(modification) ? "полный" : "Задний";
}

/** Auto.ru's `warranty_expire` may be a month (2027-05): the warranty runs to that month's last day. */
function warrantyOf(value: string | undefined): string | undefined {
  const month = value ? /^(\d{4})-(\d{2})$/.exec(value) : null;
  if (!month) return value;
  const last = new Date(Date.UTC(Number(month[1]), Number(month[2]), 0)).getUTCDate();
  return `${month[1]}-${month[2]}-${String(last).padStart(2, "0")}`;
}

/** The cars of the brand in an Auto.ru feed: a car with `run` above zero or a `state` is used. */
export async function readAutoruFeed(xml: string, now: Date): Promise<FeedCars> {
  return readFeedCars(xml, { lists: ["car", "image"], path: ["data", "cars", "car"] }, (item): FeedItem => {
    if (!item || typeof item !== "object" || !isBrand((item as Record<string, unknown>).mark_id)) return null;
    const c = carSchema.parse(item);
    if (c.currency && !["rur", "rub"].includes(foldText(c.currency))) throw new Error(`цена не в рублях (${c.currency})`);
    const used = (c.run ?? 0) > 0 || c.state !== undefined;
    const inStock = foldText(c.availability) === "в наличии";
    const id = c.unique_id ?? c.vin.replace(/[^A-Za-z0-9]/g, "");
    return toStockCar(
      "autoru",
      used ? "used" : "new",
      {
        feedId: id,
        model: c.folder_id,
        package: c.complectation,
        modification: c.modification_id,
        year: c.year,
        engineType: engineOf(c.modification_id),
        driveType: driveOf(c.modification_id),
        photos: c.images,
        vin: c.vin,
        bodyColor: c.color && c.metallic && foldText(c.metallic) === "да" ? `${c.color} металлик` : c.color,
        price: c.price,
        // docs/product.md §3's rules read `available` for used cars and «в наличии» for new ones.
        availability: used ? (inStock ? "available" : c.availability) : c.availability,
        warrantyDate: warrantyOf(c.warranty_expire),
        mileage: c.run,
        videos: c.video,
      },
      now,
    );
  });
}

/** GETs an Auto.ru feed and reads it. */
export async function fetchAutoruFeed(url: string, now: Date, opts?: FeedFetchOptions): Promise<FeedCars> {
  return readAutoruFeed(await fetchFeedText(url, opts), now);
}
