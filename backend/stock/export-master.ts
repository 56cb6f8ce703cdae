// Used cars: the XML export file of the stock export provider (docs/product.md §7 «Used-car feed», behind
// /export-master, target EXPORT_MASTER_URL). fetch → parse → validate → reshape into StockCar.
//
// <export><vehicles><vehicle>
//   <id/> <brand/> <model/> [<complectation/> <modification/> <year/>] <engineType/> <driveType/>
//   <mileage/> <photos><photo/>…</photos> <vin/> [<bodyColor/>] <price/> <availability/> <warrantyDate/>
// </vehicle>…</vehicles></export>
import { z } from "zod";
import { fetchFeedText, type FeedFetchOptions } from "./feed-xml";
import { foldText } from "./normalise";
import type { CarIdKey } from "./car-ids";
import { feedFields as f, isBrand, readFeedCars, toStockCar, type FeedCars, type FeedItem } from "./reshape";

/** The file of the export, below the provider's base. */
export const exportMasterFilePath = "/export.xml";

const vehicleSchema = z.object({
  id: f.id,
  model: f.text(60),
  complectation: f.optionalText(120),
  modification: f.optionalText(120),
  year: f.year,
  engineType: f.text(60),
  driveType: f.text(60),
  mileage: f.mileage,
  photos: z.preprocess((v) => (v && typeof v === "object" ? (v as { photo?: unknown }).photo : undefined), f.urls),
  vin: f.text(17),
  // Empty when the export has no paint for the car: it is kept, its colour unknown.
  bodyColor: f.optionalText(80),
  price: f.price,
  availability: f.text(40),
  warrantyDate: f.optionalText(40),
});

/** The used cars of the brand in an export file's text. */
export async function readExportMasterFeed(xml: string, now: Date, ids?: CarIdKey): Promise<FeedCars> {
  return readFeedCars(
    xml,
    { lists: ["vehicle", "photo"], path: ["export", "vehicles", "vehicle"] },
    (item, ctx): FeedItem => {
      if (!item || typeof item !== "object" || !isBrand((item as Record<string, unknown>).brand)) return null;
      const v = vehicleSchema.parse(item);
      const car = toStockCar(
        "export-master",
        "used",
        {
          feedId: v.id,
          model: v.model,
          package: v.complectation,
          modification: v.modification,
          year: v.year,
          engineType: v.engineType,
          driveType: v.driveType,
          photos: v.photos,
          vin: v.vin,
          bodyColor: v.bodyColor,
          price: v.price,
          availability: v.availability,
          warrantyDate: v.warrantyDate,
          mileage: v.mileage,
        },
        now,
        ctx,
      );
      // The export keeps a sold car for a while with availability `sold`: it has left the stock (ADR 0027).
      return foldText(v.availability) === "sold" ? { sold: car } : car;
    },
    ids,
  );
}

/** The export file's address below the provider's base. */
export function exportMasterFileUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, "")}${exportMasterFilePath}`;
}

/** GETs the export file from the provider's base and reads it. */
export async function fetchExportMasterFeed(baseUrl: string, now: Date, opts?: FeedFetchOptions, ids?: CarIdKey): Promise<FeedCars> {
  const xml = await fetchFeedText(exportMasterFileUrl(baseUrl), opts);
  return readExportMasterFeed(xml, now, ids);
}
