import { absoluteUrl, type JsonLdThing } from "~/lib/structured-data";
import type { PackageView } from "./model-format";

type ModelFacts = { code: string; name: string; fullName: string; body: "sedan" | "suv"; homePath: string };

const bodyType: Record<ModelFacts["body"], string> = { sedan: "седан", suv: "кроссовер" };

/**
 * A model as schema.org `Car` with its offer: the list prices of its packages as an `AggregateOffer`
 * in roubles, sold by the dealer. Guide prices of a model not yet priced are not offered as prices.
 */
export function modelCarData(
  model: ModelFacts,
  packages: readonly Pick<PackageView, "priceRub" | "priceIndicative">[] | null,
  description: string,
  siteUrl: string | null,
): JsonLdThing {
  const prices = (packages ?? []).filter((pkg) => !pkg.priceIndicative).map((pkg) => pkg.priceRub);
  const url = absoluteUrl(siteUrl, model.homePath);
  return {
    "@type": "Car",
    "@id": `${url}#car`,
    name: model.fullName,
    url,
    description,
    image: absoluteUrl(siteUrl, `/images/og/${model.code}.jpg`),
    brand: { "@type": "Brand", name: "Genesis" },
    model: model.name.replace(/^Genesis\s+/, ""),
    bodyType: bodyType[model.body],
    itemCondition: "https://schema.org/NewCondition",
    ...(prices.length > 0
      ? {
          offers: {
            "@type": "AggregateOffer",
            priceCurrency: "RUB",
            lowPrice: Math.min(...prices),
            highPrice: Math.max(...prices),
            offerCount: prices.length,
            availability: "https://schema.org/InStock",
            url,
            seller: { "@id": absoluteUrl(siteUrl, "/#dealer") },
          },
        }
      : {}),
  };
}
