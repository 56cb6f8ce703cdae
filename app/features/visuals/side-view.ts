import {
  archPath,
  archRadius,
  rearDoorEnd,
  doorLines,
  parabolicLine,
  sideLamps,
  wheelLayers,
  type CarPicture,
  type Layer,
} from "./car-parts";
import { arc, polyPath, smoothPath, type CarShape, type Point } from "./car-shape";
import { sideBox } from "./view-boxes";

const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

export { sideBox } from "./view-boxes";

/** A side view of a car, front to the right, every model at the same scale. */
export function sidePicture(shape: CarShape): CarPicture {
  const { spec, length: L, top, bottom, belt } = shape;
  const s = sideBox.scale;
  const P = (x: number, y: number): Point => [sideBox.width / 2 + (x - L / 2) * s, sideBox.ground - y * s];
  const map = (points: readonly Point[]) => points.map(([x, y]) => P(x, y));
  const line = (points: readonly Point[]) => smoothPath(map(points), false);

  // Silhouette: the upper curve sampled densely where it bends, then the underside back.
  const xs: number[] = [];
  for (let x = 0; x < L; x += x < 300 || x > L - 300 ? 50 : 150) xs.push(x);
  xs.push(L);
  const upper = xs.map((x) => P(x, top(x)));
  const nose = top(L);
  const tail = top(0);
  // The face leans forward a little at the top, as the crest grille does.
  const lower: Point[] = map([
    [L + 6, lerp(nose, bottom(L), 0.2)],
    [L - 6, lerp(nose, bottom(L), 0.6)],
    [L - 24, lerp(nose, bottom(L), 0.88)],
    [L - 60, bottom(L) + 12],
    [L - 150, bottom(L - 150)],
  ]);
  for (let x = L - 500; x > 400; x -= 450) lower.push(P(x, bottom(x)));
  lower.push(
    ...map([
      [150, bottom(150)],
      [35, bottom(0) + 25],
      [4, lerp(bottom(0), tail, 0.45)],
    ]),
  );
  const body = smoothPath([...upper, ...lower]);

  const H = spec.height;
  const yPx = (y: number) => sideBox.ground - y * s;
  const at = (y: number) => Math.min(1, Math.max(0, (yPx(y) - yPx(H)) / (yPx(0) - yPx(H))));
  const b = belt(L / 2);
  const gradients: CarPicture["gradients"] = [
    {
      name: "shadow",
      kind: "radial",
      stops: [
        [0, "#000", 0.42],
        [0.55, "#000", 0.2],
        [1, "#000", 0],
      ],
    },
    {
      name: "vertical",
      kind: "linear",
      user: { x1: 0, y1: yPx(H), x2: 0, y2: yPx(0) },
      stops: [
        [0, "#fff", 0.26],
        [at(b + 25), "#fff", 0.05],
        [at(b - 30), "#fff", 0.32],
        [at(b - 120), "#fff", 0.04],
        [at(b - 170), "#000", 0.05],
        [at(b * 0.5), "#000", 0.14],
        [at(330), "#000", 0.3],
        [at(200), "#000", 0.5],
        [1, "#000", 0.6],
      ],
    },
    {
      name: "ends",
      kind: "linear",
      user: { x1: P(0, 0)[0], y1: 0, x2: P(L, 0)[0], y2: 0 },
      stops: [
        [0, "#000", 0.38],
        [0.05, "#000", 0.1],
        [0.2, "#000", 0],
        [0.78, "#000", 0],
        [0.95, "#000", 0.08],
        [1, "#000", 0.32],
      ],
    },
    {
      name: "glass",
      kind: "linear",
      user: { x1: 0, y1: yPx(H), x2: 0, y2: yPx(b) },
      stops: [
        [0, "#6d7680", 1],
        [0.4, "#2a3038", 1],
        [1, "#0d1014", 1],
      ],
    },
    {
      name: "rim",
      kind: "linear",
      stops: [
        [0, "#e4e6e8", 1],
        [0.55, "#aeb2b7", 1],
        [1, "#6f7378", 1],
      ],
    },
  ];

  const r = spec.wheelRadius;
  const layers: Layer[] = [];
  const shadowY = sideBox.ground;
  layers.push({
    d: smoothPath(
      arc(1, 0, Math.PI * 2, 24)
        .slice(0, -1)
        .map(([u, v]) => [sideBox.width / 2 + u * L * 0.5 * s, shadowY + v * 6]),
    ),
    fill: "url:shadow",
  });
  layers.push({ d: body, fill: "paint" });
  layers.push({ d: body, fill: "url:vertical" });
  layers.push({ d: body, fill: "url:ends" });
  // A fine outline keeps a white car apart from a white page.
  layers.push({ d: body, stroke: "#000", width: 0.7, opacity: 0.22 });

  if (spec.roofRails) {
    // Roof rails: a slim bar on low feet.
    const a = shape.roofFront - 120;
    const b = shape.roofRear + 40;
    const rail: Point[] = [[a, top(a)]];
    for (let i = 0; i <= 8; i++) {
      const x = lerp(a - 90, b + 90, i / 8);
      rail.push([x, top(x) + 24]);
    }
    rail.push([b, top(b)]);
    layers.push(
      { d: polyPath(map(rail), false), stroke: "#1c1e22", width: 1.7 },
      { d: line(rail.slice(2, -2).map(([x, y]) => [x, y - 2])), stroke: "#c9ccd0", width: 0.5 },
    );
  }

  // Side glass, the pillar between the doors and the chrome surround.
  const glass = smoothPath(map(shape.glass));
  layers.push({ d: glass, fill: "url:glass" });
  layers.push({ d: line(shape.glass.slice(9, 18)), stroke: "#fff", width: 5, opacity: 0.06 });
  if (shape.bPillar !== null) {
    const x = shape.bPillar;
    const yTop = top(x - 40) - (spec.height > 1550 ? 75 : 62);
    layers.push({
      d: polyPath(
        map([
          [x + 55, belt(x)],
          [x + 30, yTop],
          [x - 95, yTop],
          [x - 65, belt(x)],
        ]),
      ),
      fill: "#111316",
      clip: "body",
    });
  }
  // A quarter window behind the rear door, split from it by a slim pillar.
  const doorEnd = rearDoorEnd(shape);
  if (doorEnd - shape.glassRear > 250) {
    layers.push({
      d: line([
        [doorEnd - 20, belt(doorEnd)],
        [doorEnd - 70, top(doorEnd - 70) - 80],
      ]),
      stroke: "#111316",
      width: 2.2,
      clip: "body",
    });
  }
  layers.push({ d: glass, stroke: "#d8dbdf", width: 0.8, opacity: 0.9 });

  // Character: the parabolic line, a sill highlight, door shut lines and flush handles.
  const parabola = map(parabolicLine(shape));
  layers.push({ d: smoothPath(parabola, false), stroke: "#fff", width: 0.9, opacity: 0.45 });
  layers.push({
    d: smoothPath(
      parabola.map(([x, y]) => [x, y + 1.3]),
      false,
    ),
    stroke: "#000",
    width: 1,
    opacity: 0.18,
  });
  const sillFrom = shape.frontAxle - r - 90;
  const sillTo = shape.rearAxle + r + 90;
  layers.push({
    d: line([
      [sillFrom, bottom(sillFrom) + 70],
      [sillTo, bottom(sillTo) + 70],
    ]),
    stroke: "#fff",
    width: 0.8,
    opacity: 0.16,
  });
  const doors = doorLines(shape);
  layers.push({ d: doors.cuts.map((c) => line(c)).join(""), stroke: "#000", width: 0.6, opacity: 0.38 });
  layers.push({ d: doors.handles.map((h) => line(h)).join(""), stroke: "#fff", width: 2, opacity: 0.3 });
  layers.push({ d: doors.handles.map((h) => line(h.map(([x, y]) => [x, y - 16]))).join(""), stroke: "#000", width: 0.6, opacity: 0.35 });

  // The fender garnish behind the front wheel: the brand's two lines again, in chrome.
  if (!spec.fullWidthLamps) {
    const gx = shape.frontAxle - r - 50;
    const gy = (belt(gx) + 300) / 2 + 60;
    layers.push({
      d:
        line([
          [gx, gy + 18],
          [gx - 150, gy + 24],
        ]) +
        line([
          [gx, gy - 18],
          [gx - 150, gy - 12],
        ]),
      stroke: "#dfe2e5",
      width: 0.9,
      opacity: 0.8,
    });
  }

  // Mirror on the door at the foot of the A-pillar.
  const gf = shape.glassFront;
  const mb = belt(gf);
  const mirror: Point[] = [
    [gf + 60, mb + 40],
    [gf + 20, mb + 150],
    [gf - 150, mb + 160],
    [gf - 215, mb + 85],
    [gf - 170, mb + 20],
    [gf - 20, mb + 12],
  ];
  const mirrorPath = smoothPath(map(mirror));
  layers.push({ d: mirrorPath, fill: "paint" });
  layers.push({ d: mirrorPath, fill: "url:vertical" });
  layers.push({ d: mirrorPath, stroke: "#000", width: 0.5, opacity: 0.22 });

  // Two lines of light, front and rear.
  const lamps = sideLamps(shape);
  const [lampA, lampB] = shape.lampHeights;
  const frontHousing: Point[] = [
    [L - 2, lampA + 22],
    [L - 410, lampA + 42],
    [L - 390, lampA + 10],
    [L - 320, lampB - 14],
    [L - 2, lampB - 22],
  ];
  layers.push({ d: smoothPath(map(frontHousing)), fill: "#17191d", opacity: 0.85 });
  layers.push({ d: lamps.front.map((l) => line(l)).join(""), stroke: "#f7f6f1", width: 1.4 });
  const rearHousing: Point[] = [
    [16, spec.tailHeight - 40],
    [400, spec.tailHeight - 34],
    [380, spec.tailHeight - 80],
    [340, spec.tailHeight - 138],
    [18, spec.tailHeight - 145],
  ];
  layers.push({ d: smoothPath(map(rearHousing)), fill: "#1b1113", opacity: 0.85, clip: "body" });
  layers.push({ d: lamps.rear.map((l) => line(l)).join(""), stroke: "#d3232f", width: 1.4, clip: "body" });

  // Wheel arches, then the wheels with a contact shadow.
  for (const axle of [shape.frontAxle, shape.rearAxle]) {
    layers.push({ d: archPath(shape, axle, P), fill: "#0b0c0e" });
    layers.push({
      d: line(arc(archRadius(shape, axle) + 8, 0.05, Math.PI - 0.05, 10).map(([u, v]) => [axle + u, r + v])),
      stroke: "#000",
      width: 1,
      opacity: 0.25,
      clip: "body",
    });
    layers.push(...wheelLayers((u, v) => P(axle + u, r + v), r, spec.spokes));
  }
  return { layers, gradients, clips: [{ name: "body", d: body }] };
}
