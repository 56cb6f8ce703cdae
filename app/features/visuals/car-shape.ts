import type { CarSpec } from "./visual-models";

/*
 * A car body described as functions of the position along its length, in millimetres:
 * x runs from the tip of the rear bumper (0) to the tip of the front bumper (length), y is the
 * height above the ground and z the distance from the centre line (positive towards the viewer).
 * Both views are built from these same functions, so the side and three-quarter drawings of a
 * model always agree.
 */

export type Point = readonly [number, number];
export type Point3 = readonly [number, number, number];

/** Monotone cubic interpolation (Fritsch–Carlson): smooth, and never overshoots its points. */
function monotoneCurve(points: readonly Point[]): (x: number) => number {
  const n = points.length;
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const slopes: number[] = [];
  for (let i = 0; i < n - 1; i++) slopes.push((ys[i + 1]! - ys[i]!) / (xs[i + 1]! - xs[i]!));
  const tangents: number[] = [slopes[0]!];
  for (let i = 1; i < n - 1; i++) {
    const a = slopes[i - 1]!;
    const b = slopes[i]!;
    tangents.push(a * b <= 0 ? 0 : (3 * a * b) / (Math.max(a, b) * 2 + Math.min(a, b)));
  }
  tangents.push(slopes[n - 2]!);
  return (x: number) => {
    if (x <= xs[0]!) return ys[0]!;
    if (x >= xs[n - 1]!) return ys[n - 1]!;
    let i = 0;
    while (x > xs[i + 1]!) i++;
    const h = xs[i + 1]! - xs[i]!;
    const t = (x - xs[i]!) / h;
    const t2 = t * t;
    const t3 = t2 * t;
    return (
      (2 * t3 - 3 * t2 + 1) * ys[i]! +
      (t3 - 2 * t2 + t) * h * tangents[i]! +
      (-2 * t3 + 3 * t2) * ys[i + 1]! +
      (t3 - t2) * h * tangents[i + 1]!
    );
  };
}

export type CarShape = {
  spec: CarSpec;
  length: number;
  /** Upper silhouette: tail, boot, rear window, roof, windscreen, bonnet, nose. */
  top: (x: number) => number;
  /** Lower edge of the side glass. */
  belt: (x: number) => number;
  /** Lower edge of the body. */
  bottom: (x: number) => number;
  /** Half the body width seen from above, rounded at the corners. */
  halfWidth: (x: number) => number;
  frontAxle: number;
  rearAxle: number;
  cowl: number;
  roofFront: number;
  roofRear: number;
  deck: number;
  glassFront: number;
  glassRear: number;
  bPillar: number | null;
  /** The side glass outline in (x, y), front lower corner first. */
  glass: Point[];
  /** Heights of the two lines of light at the nose. */
  lampHeights: readonly [number, number];
};

const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

/** Builds the body functions of one model from its proportions. */
export function carShape(spec: CarSpec): CarShape {
  const L = spec.length;
  const fromFront = (d: number) => L - d;
  const cowl = fromFront(spec.cowlFromFront);
  const roofFront = fromFront(spec.roofFrontFromFront);
  const roofRear = fromFront(spec.roofRearFromFront);
  const deck = fromFront(spec.deckFromFront);
  const H = spec.height;
  const top: Point[] = [
    [0, spec.tailHeight - 120],
    [25, spec.tailHeight - 45],
    [120, spec.tailHeight],
  ];
  if (deck > 260) top.push([deck * 0.6, lerp(spec.tailHeight, spec.deckHeight, 0.75)]);
  top.push([deck, spec.deckHeight]);
  // A long roof falls a little towards its rear, as an SUV's does.
  const roofDrop = Math.max(12, (roofFront - roofRear - 1500) * 0.08);
  // The rear window flattens into the roof; a larger curve makes it more upright at the base.
  for (const t of [0.15, 0.35, 0.6, 0.82]) {
    top.push([lerp(deck, roofRear, t), spec.deckHeight + (H - roofDrop - spec.deckHeight) * (1 - (1 - t) ** spec.rearGlassCurve)]);
  }
  top.push([roofRear, H - roofDrop], [lerp(roofRear, roofFront, 0.45), H - roofDrop * 0.1], [roofFront, H - 22]);
  for (const t of [0.3, 0.6, 0.85]) {
    top.push([lerp(roofFront, cowl, t), H - 22 - (H - 22 - spec.cowlHeight) * t ** 1.5]);
  }
  top.push([cowl, spec.cowlHeight]);
  top.push([lerp(cowl, L - 160, 0.5), lerp(spec.cowlHeight, spec.noseHeight + 30, 0.42)]);
  top.push([L - 150, spec.noseHeight + 22], [L - 45, spec.noseHeight], [L, spec.noseHeight - 40]);
  const topCurve = monotoneCurve(top);

  const frontAxle = L - spec.frontOverhang;
  const rearAxle = frontAxle - spec.wheelbase;
  const rearOverhang = rearAxle;
  // The sill sets the stance: a saloon's body hugs the road, an SUV's stands well clear of it.
  const sill = spec.sillHeight;
  const bottomCurve = monotoneCurve([
    [0, Math.max(sill + 170, Math.min(sill + 230, spec.tailHeight - 560))],
    [rearOverhang * 0.45, sill + 85],
    [rearAxle, sill + 12],
    [frontAxle, sill],
    [L - spec.frontOverhang * 0.45, sill - 5],
    [L, sill + 25],
  ]);

  const glassFront = cowl + 60;
  const glassRear = fromFront(spec.glassRearFromFront);
  const belt = (x: number) => lerp(spec.beltFront, spec.beltRear, Math.min(1, Math.max(0, (glassFront - x) / (glassFront - glassRear))));

  const halfW = spec.width / 2;
  const halfWidth = (x: number) => {
    const front = L - x;
    let k = 1;
    if (front < 680) k = 1 - 0.24 * (1 - front / 680) ** 2;
    if (x < 460) k = 1 - 0.16 * (1 - x / 460) ** 2.2;
    return halfW * k;
  };

  // Side glass: along the belt, up the C-pillar, forward under the roof rail, down the A-pillar.
  const rail = spec.height > 1550 ? 75 : 62;
  const glass: Point[] = [];
  const cSlant = Math.min(420, (roofRear - glassRear) * 0.55 + 120);
  const rearTop = glassRear + cSlant;
  for (let i = 0; i <= 8; i++) {
    const x = lerp(glassFront, glassRear, i / 8);
    glass.push([x, belt(x)]);
  }
  for (let i = 1; i <= 3; i++) {
    const x = lerp(glassRear, rearTop, i / 4);
    const yTop = topCurve(rearTop) - rail;
    glass.push([x, lerp(belt(glassRear), yTop, i / 4)]);
  }
  for (let i = 0; i <= 14; i++) {
    const x = lerp(rearTop, glassFront + 40, i / 14);
    glass.push([x, Math.max(belt(x) + 10, topCurve(x) - rail)]);
  }
  return {
    spec,
    length: L,
    top: topCurve,
    belt,
    bottom: bottomCurve,
    halfWidth,
    frontAxle,
    rearAxle,
    cowl,
    roofFront,
    roofRear,
    deck,
    glassFront,
    glassRear,
    bPillar: spec.bPillarFromFront ? fromFront(spec.bPillarFromFront) : null,
    glass,
    lampHeights: [topCurve(L) - 22, topCurve(L) - 68],
  };
}

/** Whether a point lies inside a polygon (even–odd rule). */
export function insidePolygon(point: Point, polygon: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > point[1] !== yj > point[1] && point[0] < ((xj - xi) * (point[1] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const r1 = (n: number) => Math.round(n * 10) / 10;

/** An SVG path through points: straight segments. */
export function polyPath(points: readonly Point[], closed = true): string {
  return points.map((p, i) => `${i ? "L" : "M"}${r1(p[0])} ${r1(p[1])}`).join("") + (closed ? "Z" : "");
}

/** An SVG path through points, smoothed with Catmull–Rom splines (tension 0.5). */
export function smoothPath(points: readonly Point[], closed = true): string {
  const n = points.length;
  if (n < 3) return polyPath(points, closed);
  const at = (i: number) => (closed ? points[(i + n) % n]! : points[Math.min(n - 1, Math.max(0, i))]!);
  let d = `M${r1(points[0]![0])} ${r1(points[0]![1])}`;
  const last = closed ? n : n - 1;
  for (let i = 0; i < last; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    d += `C${r1(p1[0] + (p2[0] - p0[0]) / 6)} ${r1(p1[1] + (p2[1] - p0[1]) / 6)} ${r1(p2[0] - (p3[0] - p1[0]) / 6)} ${r1(p2[1] - (p3[1] - p1[1]) / 6)} ${r1(p2[0])} ${r1(p2[1])}`;
  }
  return d + (closed ? "Z" : "");
}

/** Points on a circle of radius r around (0, 0), counter-clockwise from angle `from` to `to`. */
export function arc(r: number, from: number, to: number, steps: number): Point[] {
  const points: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const a = lerp(from, to, i / steps);
    points.push([r * Math.cos(a), r * Math.sin(a)]);
  }
  return points;
}
