// The embedded providers (targets unset): the sample stock written in each feed's format, served
// behind /export-master (the used-car export, an Auto.ru-format and an Avito-format sample) and /ilsa-offers (the
// new-car offers, filtered by dealer code and guarded by the token like the real provider).
import express from "express";
import { exportMasterFilePath } from "./export-master";
import { ilsaOffersPath } from "./ilsa-offers";
import {
  sampleDealerCode,
  sampleNewCars,
  sampleOtherDealerCars,
  sampleSoldCars,
  sampleUsedCars,
  type SampleCar,
} from "./content/sample-stock";

/** Where the embedded Auto.ru-format sample is, below /export-master (point AUTORU_FEED_URL at it to try it). */
export const autoruSamplePath = "/autoru.xml";

/** Where the embedded Avito autoload sample is, below /export-master (point AVITO_FEED_URL at it to try it). */
export const avitoSamplePath = "/avito.xml";

function escapeXml(value: string | number): string {
  return String(value).replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c] ?? c);
}

function el(name: string, value: string | number): string {
  return `<${name}>${escapeXml(value)}</${name}>`;
}

/** The used-car export file. */
export function exportMasterXml(cars: SampleCar[]): string {
  const vehicles = cars.map((car) =>
    [
      "<vehicle>",
      el("id", car.id),
      el("brand", "Genesis"),
      el("model", car.model),
      el("complectation", car.complectation),
      el("modification", car.modification),
      el("year", car.year),
      el("engineType", car.engine),
      el("driveType", car.rearDrive ? "Задний" : "full_4wd"),
      el("mileage", car.mileage),
      `<photos>${car.photos.map((p) => el("photo", p)).join("")}</photos>`,
      el("vin", car.vin),
      el("bodyColor", car.metallic && /^[a-z]/.test(car.colourEn) ? `${car.colourEn} metallic` : car.colourEn),
      el("price", car.price),
      el("availability", car.sold ? "sold" : car.inStock ? "available" : "reserved"),
      el("warrantyDate", car.warrantyDate),
      "</vehicle>",
    ].join(""),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<export><vehicles>\n${vehicles.join("\n")}\n</vehicles></export>\n`;
}

/** The offers answer. */
export function ilsaOffersXml(cars: SampleCar[]): string {
  const offers = cars.map((car) =>
    [
      "<offer>",
      el("id", car.id),
      el("mark", "Genesis"),
      el("model", car.model),
      el("complectation", car.complectation),
      el("modification", car.modification),
      el("year", car.year),
      el("engine-type", car.engine === "diesel" ? "дизельное топливо" : "бензин"),
      el("gear-type", "полный"),
      `<images>${car.photos.map((p) => el("image", p)).join("")}</images>`,
      el("vin", car.vin),
      el("exterior-color", car.metallic ? `${car.colourRu} металлик` : car.colourRu.toLowerCase()),
      el("price", car.price),
      el("stock", car.inStock ? "в наличии" : "в пути"),
      "<videos/>",
      el("dealer-code", car.dealerCode),
      "</offer>",
    ].join(""),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<offers>\n${offers.join("\n")}\n</offers>\n`;
}

/** An Auto.ru dealer feed: new and used cars in the classifieds' format. */
export function autoruXml(cars: SampleCar[]): string {
  const items = cars.map((car) =>
    [
      "<car>",
      el("unique_id", car.id),
      el("mark_id", "Genesis"),
      el("folder_id", car.model),
      el("modification_id", `${car.modification.split(",")[0] ?? ""} AT 4WD`),
      el("complectation", car.complectation),
      el("body_type", car.modelCode.startsWith("gv") ? "Внедорожник 5 дв." : "Седан"),
      el("wheel", "Левый"),
      el("color", car.colourRu.toLowerCase()),
      el("metallic", car.metallic ? "да" : "нет"),
      el("availability", car.inStock ? "в наличии" : "в пути"),
      el("custom", "растаможен"),
      ...(car.mileage > 0 ? [el("state", "отличное"), el("owners_number", "Один владелец"), el("run", car.mileage)] : []),
      el("year", car.year),
      el("price", car.price),
      el("currency", "RUR"),
      el("vin", car.vin),
      ...(car.warrantyDate ? [el("warranty_expire", car.warrantyDate.slice(0, 7))] : []),
      `<images>${car.photos.map((p) => el("image", p)).join("")}</images>`,
      "</car>",
    ].join(""),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<data><cars>\n${items.join("\n")}\n</cars></data>\n`;
}

/** An Avito autoload feed: the dealer's cars as ads of the category «Автомобили». */
export function avitoXml(cars: SampleCar[]): string {
  const ads = cars.map((car) =>
    [
      "<Ad>",
      el("Id", car.id),
      el("Category", "Автомобили"),
      el("CarType", car.mileage > 0 ? "С пробегом" : "Новые"),
      el("Make", "Genesis"),
      el("Model", car.model),
      el("Modification", car.modification),
      el("Complectation", car.complectation),
      el("Year", car.year),
      ...(car.mileage > 0 ? [el("Kilometrage", car.mileage), el("Owners", "1")] : []),
      el("Color", car.metallic ? `${car.colourRu} металлик` : car.colourRu),
      el("FuelType", car.engine === "diesel" ? "Дизель" : "Бензин"),
      el("DriveType", car.rearDrive ? "Задний" : "Полный"),
      el("VIN", car.vin),
      el("Price", car.price),
      el("Availability", car.inStock ? "В наличии" : "Под заказ"),
      `<Images>${car.photos.map((p) => `<Image url="${escapeXml(p)}"/>`).join("")}</Images>`,
      "</Ad>",
    ].join(""),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Ads formatVersion="3" target="Avito.ru">\n${ads.join("\n")}\n</Ads>\n`;
}

/** A few cars of each kind for the Auto.ru sample (its ids are its own, so they never repeat the other feeds'). */
function autoruSampleCars(): SampleCar[] {
  const used = sampleUsedCars().slice(0, 4);
  const fresh = sampleNewCars().slice(0, 4);
  return [...used, ...fresh].map((car) => ({ ...car, id: `AR${car.id}` }));
}

/** The Avito sample: the same few cars under ids of its own. */
function avitoSampleCars(): SampleCar[] {
  return autoruSampleCars().map((car) => ({ ...car, id: `AV${car.id.slice(2)}` }));
}

function sendXml(res: express.Response, status: number, xml: string): void {
  res.status(status).type("application/xml; charset=utf-8").set("Cache-Control", "no-store").send(xml);
}

/** Settings of the embedded offers provider: which token it accepts. */
export type SampleFeedOptions = { offersToken: string };

/** The embedded stock export provider (mount behind /export-master). */
export function createSampleExportRouter(): express.Router {
  const router = express.Router();
  const used = [...sampleUsedCars(), ...sampleSoldCars()];
  const autoru = autoruSampleCars();
  router.get(exportMasterFilePath, (req, res) => sendXml(res, 200, exportMasterXml(used)));
  router.get(autoruSamplePath, (req, res) => sendXml(res, 200, autoruXml(autoru)));
  const avito = avitoSampleCars();
  router.get(avitoSamplePath, (req, res) => sendXml(res, 200, avitoXml(avito)));
  return router;
}

/** The embedded offers provider (mount behind /ilsa-offers): the dealer's offers for the right token. */
export function createSampleOffersRouter(opts: SampleFeedOptions): express.Router {
  const router = express.Router();
  const offers = [...sampleNewCars(), ...sampleOtherDealerCars()];
  router.get(ilsaOffersPath, (req, res) => {
    const { token, dealer_code: dealerCode, sort } = req.query;
    if (token !== opts.offersToken) {
      sendXml(res, 403, `<?xml version="1.0" encoding="UTF-8"?>\n<error>${el("message", "Неверный токен доступа")}</error>\n`);
      return;
    }
    const mine = offers.filter((car) => typeof dealerCode !== "string" || car.dealerCode === dealerCode);
    const sorted =
      sort === "desc" ? [...mine].sort((a, b) => Number(b.id) - Number(a.id)) : [...mine].sort((a, b) => Number(a.id) - Number(b.id));
    sendXml(res, 200, ilsaOffersXml(sorted));
  });
  return router;
}

export { sampleDealerCode };
