import type { Coordinates } from "@contract/dealer";

/** Where a dealer is on the maps Russian visitors use, and the route there from where they are. */
export type MapLinks = { yandex: string; twoGis: string; route: string };

/**
 * The dealer's point in Yandex Maps and 2GIS, and a route to it in Yandex Maps from the visitor's own
 * position (an empty start: the app or site asks for it). Yandex writes a point as «longitude,latitude»
 * and a route's end as «latitude,longitude»; 2GIS writes «longitude,latitude».
 */
export function mapLinks({ lat, lng }: Coordinates): MapLinks {
  const point = `${lng},${lat}`;
  return {
    yandex: `https://yandex.ru/maps/?pt=${point}&z=16&l=map`,
    twoGis: `https://2gis.ru/geo/${point}`,
    route: `https://yandex.ru/maps/?rtext=~${lat},${lng}&rtt=auto`,
  };
}
