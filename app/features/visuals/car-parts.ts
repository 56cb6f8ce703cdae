import { arc, smoothPath, polyPath, type CarShape, type Point } from "./car-shape";

/**
 * A drawing is a list of layers painted in order. `fill` is a colour, `"paint"` (the body colour
 * chosen by the caller) or `"url:<name>"` (a gradient of the drawing, given a unique id per
 * instance when rendered). Shading never uses the paint: it is black or white at some opacity, so
 * a new paint is just a new fill.
 */
export type Layer = {
  d: string;
  fill?: string;
  stroke?: string;
  width?: number;
  opacity?: number;
  /** Name of a clip path of the drawing. */
  clip?: string;
};

export type GradientStop = readonly [offset: number, colour: string, opacity: number];

export type Gradient = {
  name: string;
  kind: "linear" | "radial";
  /** Coordinates in the drawing's own units (userSpaceOnUse); omitted means the shape's box. */
  user?: { x1: number; y1: number; x2: number; y2: number };
  stops: readonly GradientStop[];
};

export type CarPicture = { layers: Layer[]; gradients: Gradient[]; clips: { name: string; d: string }[] };

/** Maps a point of a flat part of the car (mm, in that part's own plane) to the picture. */
export type PlaneMap = (u: number, v: number) => Point;

const tyreColour = "#131416";
const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
const spokeGap = "#1e2125";

const r1 = (n: number) => Math.round(n * 10) / 10;

/**
 * A circle of radius r around the plane's origin, as four Bézier arcs through the mapped points.
 * Exact for a flat (side) map and a close fit for a perspective one, where a wheel is small
 * against its distance from the eye.
 */
export function circlePath(map: PlaneMap, r: number): string {
  const k = 0.5523 * r;
  const quarter = (a: number) => {
    const c = Math.cos(a);
    const s = Math.sin(a);
    const c2 = Math.cos(a + Math.PI / 2);
    const s2 = Math.sin(a + Math.PI / 2);
    const p1 = map(r * c - k * s, r * s + k * c);
    const p2 = map(r * c2 + k * s2, r * s2 - k * c2);
    const p3 = map(r * c2, r * s2);
    return `C${r1(p1[0])} ${r1(p1[1])} ${r1(p2[0])} ${r1(p2[1])} ${r1(p3[0])} ${r1(p3[1])}`;
  };
  const start = map(r, 0);
  return `M${r1(start[0])} ${r1(start[1])}${[0, 1, 2, 3].map((i) => quarter((i * Math.PI) / 2)).join("")}Z`;
}

/** A multi-spoke wheel drawn in the wheel's plane: tyre, rim, twisted spokes, hub. */
export function wheelLayers(map: PlaneMap, radius: number, spokes: number): Layer[] {
  const rim = radius * 0.73;
  const windows: string[] = [];
  const step = (Math.PI * 2) / spokes;
  const spokeShare = spokes > 12 ? 0.42 : 0.36;
  for (let i = 0; i < spokes; i++) {
    const a = i * step + 0.3;
    const twist = step * 0.28;
    const inner = arc(radius * 0.27, a + step * spokeShare * 0.7, a + step * (1 - spokeShare * 0.7), 1);
    const outer = arc(rim * 0.92, a + twist + step * (1 - spokeShare * 0.5), a + twist + step * spokeShare * 0.5, 2);
    windows.push(polyPath([...inner, ...outer].map(([u, v]) => map(u, v))));
  }
  return [
    { d: circlePath(map, radius), fill: tyreColour },
    { d: circlePath(map, radius * 0.93), stroke: "#34373b", width: 0.7 },
    { d: circlePath(map, rim), fill: "url:rim" },
    { d: windows.join(""), fill: spokeGap },
    { d: circlePath(map, rim), stroke: "#000", width: 0.6, opacity: 0.35 },
    { d: circlePath(map, radius * 0.17), fill: "#a9adb2" },
    { d: circlePath(map, radius * 0.07), fill: "#2b2e33" },
  ];
}

/** The wheel arch's radius: a little over the tyre, but always under the bonnet and beltline. */
export function archRadius(shape: CarShape, axle: number): number {
  const r = shape.spec.wheelRadius;
  // Higher-riding cars show more air between the tyre and the arch.
  const gap = 48 + Math.max(0, shape.spec.sillHeight - 200) * 0.2;
  return Math.max(r + 15, Math.min(r + gap, shape.top(axle) - r - 45, shape.belt(axle) - r - 70));
}

/** The dark opening of a wheel arch around an axle, in the body side's plane, as a closed path. */
export function archPath(shape: CarShape, axle: number, map: (x: number, y: number) => Point): string {
  const r = shape.spec.wheelRadius;
  const ra = archRadius(shape, axle);
  const curve = arc(ra, 0, Math.PI, 12).map(([u, v]) => map(axle + u, r + v));
  const ends = [map(axle - ra, shape.bottom(axle - ra) + 12), map(axle + ra, shape.bottom(axle + ra) + 12)];
  return `${smoothPath(curve, false)}${polyPath(ends, false).replace("M", "L")}Z`;
}

/** Where the rear (or only) door ends at the beltline: at the rear wheel arch, never behind it. */
export function rearDoorEnd(shape: CarShape): number {
  const { glassRear, bPillar, rearAxle, spec } = shape;
  return Math.max(glassRear + (bPillar ? 110 : 240), rearAxle + spec.wheelRadius * 0.15);
}

/** Door shut lines and handles in the side plane, as open polylines. */
export function doorLines(shape: CarShape): { cuts: Point[][]; handles: Point[][] } {
  const { belt, bottom, frontAxle, rearAxle, glassFront, glassRear, bPillar, spec } = shape;
  const r = spec.wheelRadius;
  const frontCutX = Math.max(glassFront + 60, Math.min(frontAxle - r - 150, glassFront + 380));
  const frontTop: Point = [glassFront + 10, belt(glassFront) - 10];
  const frontBottom: Point = [frontCutX, bottom(frontCutX) + 70];
  const cuts: Point[][] = [
    [frontTop, [lerp(frontTop[0], frontBottom[0], 0.45) + 10, lerp(frontTop[1], frontBottom[1], 0.45)], frontBottom],
  ];
  const rearCutTop = rearDoorEnd(shape);
  const archTop = rearAxle + r * (bPillar ? 0.55 : 0.75);
  cuts.push([
    [rearCutTop, belt(glassRear) - 10],
    [lerp(rearCutTop, archTop, 0.5) + 10, lerp(belt(glassRear), 2 * r + 90, 0.5)],
    [archTop, 2 * r + 70],
  ]);
  const handleY = (x: number) => belt(x) - 105;
  const handles: Point[][] = [];
  const handle = (x: number) =>
    handles.push([
      [x, handleY(x)],
      [x - 190, handleY(x - 190)],
    ]);
  if (bPillar) {
    cuts.push([
      [bPillar - 10, belt(bPillar) - 10],
      [bPillar - 25, bottom(bPillar) + 70],
    ]);
    handle(bPillar - 150);
    handle(rearCutTop - 170);
  } else {
    handle(rearCutTop - 190);
  }
  return { cuts, handles };
}

/** The parabolic character line along the side, as an open polyline in the side plane. */
export function parabolicLine(shape: CarShape): Point[] {
  const { belt, frontAxle, rearAxle, spec, length } = shape;
  const r = spec.wheelRadius;
  return [
    [length - 380, spec.noseHeight - 70],
    [frontAxle - r * 0.2, belt(frontAxle) - 120],
    [(frontAxle + rearAxle) / 2, belt((frontAxle + rearAxle) / 2) - 165],
    [rearAxle + r * 1.3, belt(rearAxle) - 220],
    [rearAxle - r * 0.1, belt(rearAxle) - 250],
    [Math.max(330, rearAxle - r * 1.1), belt(rearAxle) - 245],
  ];
}

/** The two lines of light on the side of the nose and the tail, in the side plane. */
export function sideLamps(shape: CarShape): { front: Point[][]; rear: Point[][] } {
  const { spec, length } = shape;
  const [a, b] = shape.lampHeights;
  const t = spec.tailHeight;
  const frontLen = spec.fullWidthLamps ? 300 : 360;
  return {
    front: [
      [
        [length - 4, a],
        [length - frontLen, a + 18],
      ],
      [
        [length - 4, b],
        [length - frontLen + 30, b + 16],
      ],
    ],
    rear: [
      [
        [24, t - 72],
        [360, t - 56],
      ],
      [
        [26, t - 118],
        [320, t - 104],
      ],
    ],
  };
}

export { smoothPath, polyPath };
