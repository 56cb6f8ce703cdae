import type { Model } from "@contract/model";

/** A models-menu entry as GET /v1/model sends it (tests): `price` null means «Цена скоро». */
export function makeMenuModel(code: string, price: number | null, width = 4_700): Model {
  return {
    id: 1,
    code,
    name: code.toUpperCase(),
    modelName: `Genesis ${code.toUpperCase()}`,
    href: `/${code}.html`,
    width,
    image: "",
    imageWithShadow: "",
    price,
    priceComingSoon: price === null,
    configurator: "",
  };
}
