import type { StockCar } from "@contract/stock";
import { stockCarTitle } from "./stock-card";

/** schema.org Car with its Offer, for search engines: what the car is and what it costs here. */
export function stockCarJsonLd(car: StockCar, pageUrl: string, origin: string): Record<string, unknown> {
  const absolute = (src: string) => (src.startsWith("/") ? `${origin}${src}` : src);
  const condition =
    car.condition === "new" ? "https://schema.org/NewCondition" : car.condition === "used" ? "https://schema.org/UsedCondition" : null;
  return {
    "@context": "https://schema.org",
    "@type": "Car",
    name: stockCarTitle(car),
    brand: { "@type": "Brand", name: "Genesis" },
    model: car.model,
    ...(car.package ? { vehicleConfiguration: car.package } : {}),
    ...(car.year ? { vehicleModelDate: String(car.year) } : {}),
    // A car whose colour the feed does not give has none here: no made-up value for search engines.
    ...(car.bodyColor ? { color: car.bodyColor } : {}),
    // What the feed does not say is left out, never made up: the fuel, the drive, the condition.
    ...(car.engineType ? { vehicleEngine: { "@type": "EngineSpecification", fuelType: car.engineType } } : {}),
    ...(car.driveType ? { driveWheelConfiguration: car.driveType } : {}),
    ...(condition ? { itemCondition: condition } : {}),
    ...(car.mileage !== null ? { mileageFromOdometer: { "@type": "QuantitativeValue", value: car.mileage, unitCode: "KMT" } } : {}),
    image: car.photos.map(absolute),
    url: pageUrl,
    offers: {
      "@type": "Offer",
      price: car.priceRub,
      priceCurrency: "RUB",
      availability: car.availability ? "https://schema.org/InStock" : "https://schema.org/PreOrder",
      ...(condition ? { itemCondition: condition } : {}),
      url: pageUrl,
      seller: { "@type": "AutoDealer", name: "Genesis Химки" },
    },
  };
}
