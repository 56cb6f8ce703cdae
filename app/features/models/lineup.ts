import type { Model } from "@contract/model";
import { silhouetteImage, type SilhouetteImage } from "~/features/visuals/silhouette-image";
import type { KeyFigure } from "./model-format";
import { configuratorHref, familyHomePath, modelFamilies, stockHref, type ModelFamily } from "./model-pages";
import type { ModelSummary } from "./model-summaries.server";

/** One model as lists of models show it (home, models overview, configurator, test drive). */
export type LineupItem = {
  code: ModelFamily["code"];
  name: string;
  fullName: string;
  body: ModelFamily["body"];
  bodyLabel: string;
  href: string;
  pricePageHref: string | null;
  configuratorHref: string;
  configuratorCode: string;
  stockHref: string;
  /** Starting price in roubles; null shows the guide price or «Цена скоро». */
  price: number | null;
  /** While the price is coming, the lowest guide price of its packages («Ориентировочная цена от …»). */
  guidePrice: number | null;
  description: string;
  figures: readonly KeyFigure[];
  engines: string;
  widthMm: number;
  colour: string;
  /** The side view in the family's paint, as a static file with its size. */
  picture: SilhouetteImage;
};

const bodyLabels: Record<ModelFamily["body"], string> = { sedan: "Седан", suv: "Кроссовер" };

/**
 * The five families in menu order, priced from the models menu (the backend's word on prices) and
 * described by the content summaries; a model missing from the menu shows «Цена скоро».
 */
export function buildLineup(siteModels: readonly Model[], summaries: readonly ModelSummary[]): LineupItem[] {
  return modelFamilies.map((family) => {
    const site = siteModels.find((m) => m.code === family.code);
    const summary = summaries.find((s) => s.code === family.code);
    const pricePage = family.pages.find((p) => p.kind === "price");
    const price = site && !site.priceComingSoon ? site.price : null;
    const guidePrice = price === null ? (site?.guidePrice ?? null) : null;
    return {
      code: family.code,
      name: family.name,
      fullName: family.fullName,
      body: family.body,
      bodyLabel: bodyLabels[family.body],
      href: familyHomePath(family),
      pricePageHref: pricePage?.path ?? null,
      configuratorHref: configuratorHref(family),
      configuratorCode: family.configuratorCode,
      stockHref: stockHref(family.code),
      price,
      guidePrice,
      description: summary?.description ?? "",
      figures: summary?.figures ?? [],
      engines: summary?.engines ?? "",
      widthMm: site?.width ?? summary?.widthMm ?? 4_900,
      colour: summary?.colour ?? "#2b2d31",
      picture: silhouetteImage(family.code, "paint"),
    };
  });
}
