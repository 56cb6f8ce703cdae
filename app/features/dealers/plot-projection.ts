import type { Coordinates } from "@contract/dealer";
import { decimalComma } from "@contract/numbers";

/** Kilometres in a degree of latitude, on a sphere of the Earth's mean radius (6 371 km). */
export const KM_PER_DEGREE = (6371 * Math.PI) / 180;

/** A point of a city's ground, in kilometres east and north of the plot's origin. */
export type GroundPoint = { east: number; north: number };

/** A point of the plot, in the SVG's pixels (y grows downwards). */
export type PlotPoint = { x: number; y: number };

/** The drawing's box in pixels; nothing is placed closer than `padding` to its edges. */
export type PlotBox = { width: number; height: number; padding: number };

/** What part of the ground the plot shows: the ground point at the box's middle, and pixels per kilometre. */
export type PlotView = { middle: GroundPoint; pxPerKm: number };

/**
 * Coordinates as kilometres east and north of `origin`. A degree of longitude shrinks by the cosine of
 * the origin's latitude (equirectangular projection): within a city, off by well under 1 %, so a
 * circle of kilometres is drawn as a circle.
 */
export function toGround(point: Coordinates, origin: Coordinates): GroundPoint {
  return {
    east: (point.lng - origin.lng) * KM_PER_DEGREE * Math.cos((origin.lat * Math.PI) / 180),
    north: (point.lat - origin.lat) * KM_PER_DEGREE,
  };
}

/**
 * The view that shows every point inside the padded box at one scale in both directions, centred on
 * their extent; an extent smaller than `minSpanKm` each way is shown as that span, so a dealer next to
 * the centre is not drawn as if a kilometre were the whole plot.
 */
export function fitView(points: readonly GroundPoint[], box: PlotBox, minSpanKm: number): PlotView {
  const easts = points.map((p) => p.east);
  const norths = points.map((p) => p.north);
  const [minEast, maxEast] = points.length > 0 ? [Math.min(...easts), Math.max(...easts)] : [0, 0];
  const [minNorth, maxNorth] = points.length > 0 ? [Math.min(...norths), Math.max(...norths)] : [0, 0];
  const spanEast = Math.max(maxEast - minEast, minSpanKm);
  const spanNorth = Math.max(maxNorth - minNorth, minSpanKm);
  const pxPerKm = Math.min((box.width - 2 * box.padding) / spanEast, (box.height - 2 * box.padding) / spanNorth);
  return { middle: { east: (minEast + maxEast) / 2, north: (minNorth + maxNorth) / 2 }, pxPerKm };
}

/** Where a ground point falls on the plot: north up, east right, rounded to a tenth of a pixel. */
export function toPlot(point: GroundPoint, view: PlotView, box: PlotBox): PlotPoint {
  return {
    x: Math.round((box.width / 2 + (point.east - view.middle.east) * view.pxPerKm) * 10) / 10,
    y: Math.round((box.height / 2 - (point.north - view.middle.north) * view.pxPerKm) * 10) / 10,
  };
}

const scaleSteps = [0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500];

/** A distance as people say it on a plan: «500 м», «1,5 км», «12 км». */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.round(km * 1000)} м`;
  if (km < 10) return `${decimalComma(Math.round(km * 10) / 10)} км`;
  return `${Math.round(km)} км`;
}

/** The scale bar: the longest round distance (1, 2 or 5 × 10ⁿ km) no longer than `maxPx` on the plot. */
export function scaleBar(pxPerKm: number, maxPx: number): { km: number; px: number; label: string } {
  const fitting = scaleSteps.filter((km) => km * pxPerKm <= maxPx);
  const km = fitting.at(-1) ?? scaleSteps[0] ?? 0.1;
  return { km, px: Math.round(km * pxPerKm * 10) / 10, label: formatDistance(km) };
}
