import { archPath, circlePath, doorLines, rearDoorEnd, parabolicLine, wheelLayers, type CarPicture, type Layer } from "./car-parts";
import { threeQuarterBox } from "./view-boxes";
import { arc, insidePolygon, polyPath, smoothPath, type CarShape, type Point, type Point3 } from "./car-shape";

/**
 * The three-quarter front view: the body is lofted from cross-sections into a mesh, seen by a
 * perspective camera from the front left, back faces culled. The visible faces are merged into
 * one path per surface (side, top, nose, underside, glass), each shaded by one smooth gradient
 * of black or white, so the picture stays small, seamless and free of banding in any paint.
 */
export { threeQuarterBox } from "./view-boxes";

/*
 * A product-shot camera: well back from the car with a long lens, so the far end shrinks only
 * moderately, looking from the front left, 55° round from straight ahead, at about eye height.
 */
const camera = { distance: 20000, height: 1250, azimuth: (55 * Math.PI) / 180, target: 600 };

type Vec = [number, number, number];
const sub = (a: Point3, b: Point3): Vec => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Point3, b: Point3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Point3, b: Point3): Vec => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const unit = (a: Point3): Vec => {
  const l = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
};
const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

const eye: Vec = [camera.distance * Math.cos(camera.azimuth), camera.height, camera.distance * Math.sin(camera.azimuth)];
const forward = unit(sub([0, camera.target, 0], eye));
const right = unit(cross(forward, [0, 1, 0]));
const up = cross(right, forward);

/** Projects a point (car centred on x = 0) to the picture plane, in millimetres at the target. */
function project(p: Point3): Point {
  const d = sub(p, eye);
  const depth = dot(d, forward);
  const k = camera.distance / depth;
  return [dot(d, right) * k, -dot(d, up) * k];
}

/** The convex hull of points (Andrew's monotone chain). */
function hull(points: Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const turn = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: Point[]) => {
    const out: Point[] = [];
    for (const p of list) {
      while (out.length >= 2 && turn(out[out.length - 2]!, out[out.length - 1]!, p) <= 0) out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

type Material = "paint" | "glass" | "pillar";
type Seen = "seen" | "away" | "none";

/** Half a cross-section, from the middle of the underside round to the middle of the roof. */
function halfSection(shape: CarShape, x: number): Point[] {
  const b = shape.bottom(x);
  const t = shape.top(x);
  const hw = shape.halfWidth(x);
  const s = Math.min(t, shape.belt(x));
  const gh = Math.max(0, t - s);
  const k = Math.min(1, gh / 300);
  const zb = 0.935 * hw - 15 * k;
  const zr = zb - shape.spec.tumblehome * k;
  const crown = gh > 0 ? 38 : 26;
  return [
    [0, b],
    [0.86 * hw, b],
    [0.975 * hw, b + 0.13 * (s - b)],
    [hw, b + 0.42 * (s - b)],
    [0.985 * hw, b + 0.78 * (s - b)],
    [0.935 * hw, s],
    [lerp(zb, zr, 0.86), s + 0.86 * gh],
    [zr, t],
    [0.86 * zr, t + crown * 0.35],
    [0.5 * zr, t + crown * 0.82],
    [0, t + crown],
  ];
}

/** The body surface's distance from the centre line at a height, on the near side. */
function sideZ(shape: CarShape, x: number, y: number): number {
  const half = halfSection(shape, x);
  for (let i = 1; i < 7; i++) {
    const [z0, y0] = half[i]!;
    const [z1, y1] = half[i + 1]!;
    if (y >= y0 && y <= y1 && y1 > y0) return lerp(z0, z1, (y - y0) / (y1 - y0));
  }
  return y < half[1]![1] ? half[1]![0] : half[7]![0];
}

/** A three-quarter front view of a car, every model at the same scale and camera. */
export function threeQuarterPicture(shape: CarShape): CarPicture {
  const { spec, length: L } = shape;
  const cx = L / 2;
  const box = threeQuarterBox;
  const groundY = project([0, 0, 0])[1];
  const raw = (x: number, y: number, z: number) => project([x - cx, y, z]);

  // Sections along the length, closer together at the rounded ends, and at the edges of the
  // pillars between the side windows so those come out whole.
  const doorEnd = rearDoorEnd(shape);
  const quarterPillar = doorEnd - shape.glassRear > 250 ? doorEnd - 45 : null;
  const edges: number[] = [];
  if (shape.bPillar !== null) edges.push(shape.bPillar - 95, shape.bPillar + 55);
  if (quarterPillar !== null) edges.push(quarterPillar - 30, quarterPillar + 30);
  const even = Array.from({ length: 40 }, (_, i) => L * (0.5 - 0.5 * Math.cos((Math.PI * i) / 39)));
  const xs = [...even.filter((x) => edges.every((e) => Math.abs(x - e) > 40)), ...edges].sort((a, b) => a - b);
  const count = xs.length;
  const rings = xs.map((x) => {
    const half = halfSection(shape, x);
    const full: Point3[] = half.map(([z, y]) => [x, y, z]);
    for (let j = half.length - 2; j >= 1; j--) full.push([x, half[j]![1], -half[j]![0]]);
    return full;
  });
  const ringSize = rings[0]!.length;

  type Face = { points: Point3[]; material: Material; normal: Vec };
  const faces: Face[] = [];
  const classify = (x: number, y: number, k: number, gh: number): Material => {
    if (k === 5 && gh > 1) {
      if (shape.bPillar !== null && Math.abs(x - shape.bPillar + 20) < 75) return "pillar";
      if (quarterPillar !== null && Math.abs(x - quarterPillar) < 30) return "pillar";
      return insidePolygon([x, y], shape.glass) ? "glass" : "paint";
    }
    if (k >= 8 && ((x < shape.cowl - 20 && x > shape.roofFront) || (x > shape.deck && x < shape.roofRear - 30))) return "glass";
    return "paint";
  };
  /** Adds a face if the eye sees it; says whether it is seen, turned away, or too small to count. */
  const addFace = (points: Point3[], material: Material, outward?: Vec): Seen => {
    const centre: Vec = [0, 0, 0];
    for (const p of points) for (let a = 0; a < 3; a++) centre[a]! += p[a]! / points.length;
    let normal: Vec = [0, 0, 0];
    for (let i = 1; i < points.length - 1; i++) {
      const c = cross(sub(points[i]!, points[0]!), sub(points[i + 1]!, points[0]!));
      normal = [normal[0] + c[0], normal[1] + c[1], normal[2] + c[2]];
    }
    if (Math.hypot(...normal) < 40) return "none";
    const mid: Point3 = [centre[0], (shape.bottom(centre[0]) + shape.top(centre[0])) / 2, 0];
    normal = unit(normal);
    if (dot(normal, outward ?? sub(centre, mid)) < 0) normal = [-normal[0], -normal[1], -normal[2]];
    const toEye = sub([eye[0] + cx, eye[1], eye[2]], centre);
    if (dot(normal, toEye) <= 0) return "away";
    faces.push({ points, material, normal });
    return "seen";
  };
  const seen: Seen[][] = [];
  for (let i = 0; i < count - 1; i++) {
    const row: Seen[] = [];
    seen.push(row);
    for (let j = 0; j < ringSize; j++) {
      const k = j < 10 ? j : ringSize - 1 - j;
      if (k === 0) {
        row.push("away");
        continue;
      }
      const a = rings[i]!;
      const b = rings[i + 1]!;
      const jn = (j + 1) % ringSize;
      const points: Point3[] = [a[j]!, a[jn]!, b[jn]!, b[j]!];
      const x = (a[j]![0] + b[j]![0]) / 2;
      const y = (a[j]![1] + a[jn]![1] + b[j]![1] + b[jn]![1]) / 4;
      const gh = Math.max(0, shape.top(x) - shape.belt(x));
      row.push(addFace(points, classify(x, y, k, gh)));
    }
  }
  const capSeen = addFace(rings[count - 1]!, "paint", [1, 0, 0]);

  // The outline: mesh edges between a face the eye sees and one turned away from it.
  const outline: [Point3, Point3][] = [];
  const differs = (a: Seen | undefined, b: Seen | undefined) =>
    a !== undefined && b !== undefined && a !== "none" && b !== "none" && a !== b;
  // Across the ring, faces squashed to nothing (the glass strips over the bonnet) are looked through.
  const across = (i: number, j: number, step: 1 | -1): Seen | undefined => {
    let n = j;
    for (let tries = 0; tries < ringSize; tries++) {
      n = (n + step + ringSize) % ringSize;
      const s = seen[i]![n];
      if (s !== "none") return s;
    }
    return undefined;
  };
  for (let i = 0; i < count - 1; i++) {
    for (let j = 0; j < ringSize; j++) {
      const jn = (j + 1) % ringSize;
      const here = seen[i]![j];
      if (here === "seen" && across(i, j, 1) === "away") outline.push([rings[i]![jn]!, rings[i + 1]![jn]!]);
      if (here === "seen" && across(i, j, -1) === "away") outline.push([rings[i]![j]!, rings[i + 1]![j]!]);
      const next = i + 1 < count - 1 ? seen[i + 1]![j] : capSeen;
      if (differs(here, next)) outline.push([rings[i + 1]![j]!, rings[i + 1]![jn]!]);
    }
  }

  // Frame: same scale for every model, standing on the same ground point, centred across.
  const all = rings.flat().map((p) => raw(p[0], p[1], p[2]));
  const minX = Math.min(...all.map((p) => p[0]));
  const maxX = Math.max(...all.map((p) => p[0]));
  const offsetX = box.width / 2 - ((minX + maxX) / 2) * box.scale;
  const P = (x: number, y: number, z: number): Point => {
    const [u, v] = raw(x, y, z);
    return [offsetX + u * box.scale, box.ground + (v - groundY) * box.scale];
  };
  const face2d = (f: Face) => polyPath(f.points.map((p) => P(p[0], p[1], p[2])));
  const onSide = (x: number, y: number, out = 4) => P(x, y, sideZ(shape, x, y) + out);
  const sideLine = (points: readonly Point[], out = 4) =>
    smoothPath(
      points.map(([x, y]) => onSide(x, y, out)),
      false,
    );

  const layers: Layer[] = [];
  const gradients: CarPicture["gradients"] = [
    {
      name: "shadow",
      kind: "radial",
      stops: [
        [0, "#000", 0.45],
        [0.6, "#000", 0.2],
        [1, "#000", 0],
      ],
    },
    {
      name: "rim",
      kind: "linear",
      stops: [
        [0, "#e6e8ea", 1],
        [0.55, "#adb1b6", 1],
        [1, "#6c7075", 1],
      ],
    },
    // Sky in the upper glass, the dark cabin below it.
    {
      name: "glass",
      kind: "linear",
      user: { x1: 0, y1: box.ground - 1.7 * spec.height * box.scale, x2: 0, y2: box.ground - 0.8 * spec.height * box.scale },
      stops: [
        [0, "#4d5661", 1],
        [0.45, "#262c34", 1],
        [1, "#12161b", 1],
      ],
    },
  ];
  const clips: CarPicture["clips"] = [];
  const r = spec.wheelRadius;

  // Ground shadow and contact patches.
  const groundRing = (rx: number, rz: number, x0: number, z0: number, steps = 28) =>
    smoothPath(
      arc(1, 0, Math.PI * 2, steps)
        .slice(0, -1)
        .map(([u, v]) => P(x0 + u * rx, 0, z0 + v * rz)),
    );
  layers.push({ d: groundRing(L * 0.6, spec.width * 0.8, cx, 0), fill: "url:shadow" });
  layers.push({ d: groundRing(L * 0.5, spec.width * 0.6, cx, 0), fill: "url:shadow" });

  // The far front wheel peeps out under the nose.
  const farZ = -(shape.halfWidth(shape.frontAxle) - 45);
  const farMap = (u: number, v: number) => P(shape.frontAxle + u, r + v, farZ);
  // Its outer face looks away: the eye sees the tyre and the dark inside of the rim, in shadow.
  layers.push({ d: circlePath(farMap, r), fill: "#131416" }, { d: circlePath(farMap, r * 0.72), fill: "#08090a" });

  // Body: one paint layer, glass and pillars over it, then shading by bands of equal tone.
  const byMaterial = (m: Material) =>
    faces
      .filter((f) => f.material === m)
      .map(face2d)
      .join("");
  layers.push({ d: byMaterial("paint") + byMaterial("pillar") + byMaterial("glass"), fill: "paint" });
  layers.push({ d: byMaterial("glass"), fill: "url:glass" });
  layers.push({ d: byMaterial("pillar"), fill: "#111316" });
  // Shading: each surface of the body gets one smooth overlay rather than a band per facet.
  // The near side darkens from a soft shoulder highlight down to the sill, the tops catch the
  // sky, the nose is a little in shade and the underside rolls away into darkness.
  const group = (f: Face) => {
    const [nx, ny] = f.normal;
    if (ny > 0.5) return "top";
    if (ny < -0.4) return "under";
    if (nx > 0.72) return "front";
    return "side";
  };
  const paintIn = (name: string) =>
    faces
      .filter((f) => f.material === "paint" && group(f) === name)
      .map(face2d)
      .join("");
  const mid = (shape.frontAxle + shape.rearAxle) / 2;
  const sideAt = (x: number, y: number) => onSide(x, y, 0);
  const beltMid = shape.belt(mid);
  const along = sub([...sideAt(mid + 600, beltMid), 0], [...sideAt(mid - 600, beltMid), 0]);
  const down = unit([-along[1], along[0], 0]);
  const from = sideAt(mid, spec.height);
  const span = dot(sub([...sideAt(mid, 0), 0], [...from, 0]), down);
  const stop = (y: number) => Math.min(1, Math.max(0, dot(sub([...sideAt(mid, y), 0], [...from, 0]), down) / span));
  const sill = shape.bottom(mid);
  gradients.push(
    {
      name: "side",
      kind: "linear",
      user: { x1: from[0], y1: from[1], x2: from[0] + down[0] * span, y2: from[1] + down[1] * span },
      stops: [
        [stop(beltMid + 40), "#fff", 0.12],
        [stop(beltMid - 30), "#fff", 0.44],
        [stop(beltMid - 140), "#fff", 0.16],
        [stop(beltMid - 240), "#000", 0.02],
        [stop(lerp(sill, beltMid, 0.45)), "#000", 0.16],
        [stop(sill + 90), "#000", 0.34],
        [stop(sill), "#000", 0.5],
      ],
    },
    {
      name: "ends",
      kind: "linear",
      user: { x1: sideAt(0, beltMid)[0], y1: 0, x2: sideAt(L, beltMid)[0], y2: 0 },
      stops: [
        [0, "#000", 0.35],
        [0.06, "#000", 0.12],
        [0.2, "#000", 0],
        [0.86, "#000", 0],
        [0.97, "#000", 0.1],
        [1, "#000", 0.2],
      ],
    },
    {
      name: "front",
      kind: "linear",
      user: { x1: 0, y1: P(L, shape.top(L), 0)[1], x2: 0, y2: P(L, 0, 0)[1] },
      stops: [
        [0, "#fff", 0.16],
        [0.3, "#000", 0.04],
        [0.75, "#000", 0.2],
        [1, "#000", 0.38],
      ],
    },
    {
      name: "top",
      kind: "linear",
      user: { x1: P(L, 0, 0)[0], y1: 0, x2: P(0, 0, 0)[0], y2: 0 },
      stops: [
        [0, "#fff", 0.2],
        [0.45, "#fff", 0.1],
        [1, "#fff", 0.16],
      ],
    },
    {
      name: "sheen",
      kind: "linear",
      stops: [
        [0, "#fff", 0],
        [0.5, "#fff", 0.55],
        [1, "#fff", 0],
      ],
    },
  );
  const side = paintIn("side");
  layers.push({ d: side, fill: "url:side" }, { d: side, fill: "url:ends" });
  layers.push({ d: paintIn("front"), fill: "url:front" });
  layers.push({ d: paintIn("top"), fill: "url:top" });
  layers.push({ d: paintIn("under"), fill: "#000", opacity: 0.55 });
  // A soft reflection runs along the bonnet, as from a studio light above the car.
  const hoodFrom = shape.cowl + 150;
  const hoodTo = L - 260;
  const sheen: Point[] = [];
  for (let i = 0; i <= 6; i++) {
    const x = lerp(hoodFrom, hoodTo, i / 6);
    sheen.push(P(x, shape.top(x) + 3, shape.halfWidth(x) * lerp(0.6, 0.7, i / 6)));
  }
  for (let i = 6; i >= 0; i--) {
    const x = lerp(hoodFrom, hoodTo, i / 6);
    sheen.push(P(x, shape.top(x) + 3, shape.halfWidth(x) * lerp(0.02, 0.15, i / 6)));
  }
  layers.push({ d: smoothPath(sheen), fill: "url:sheen" });
  const glassTone = faces
    .filter((f) => f.material === "glass" && f.normal[1] > 0.3)
    .map(face2d)
    .join("");
  layers.push({ d: glassTone, fill: "#fff", opacity: 0.07 });
  if (spec.roofRails) {
    // Roof rails: a slim bar on low feet along each edge of the roof.
    const rail: Point[] = [];
    const railAt = (x: number, lift: number) => {
      const [z, y] = halfSection(shape, x)[8]!;
      return P(x, y + lift, z);
    };
    const a = shape.roofFront - 120;
    const b = shape.roofRear + 40;
    rail.push(railAt(a, 0));
    for (let i = 0; i <= 8; i++) rail.push(railAt(lerp(a - 90, b + 90, i / 8), 24));
    rail.push(railAt(b, 0));
    layers.push(
      { d: polyPath(rail, false), stroke: "#1c1e22", width: 1.5 },
      {
        d: smoothPath(
          rail.slice(2, -2).map(([u, v]) => [u, v - 0.5]),
          false,
        ),
        stroke: "#c9ccd0",
        width: 0.5,
      },
    );
  }

  // An outline edge behind a face clearly nearer the eye (the far side of the boot seen through
  // the cabin) is hidden, as the eye would not see it.
  const depth = (p: Point3) => dot(sub([p[0] - cx, p[1], p[2]], eye), forward);
  const flat = faces.map((f) => ({
    polygon: f.points.map((p) => raw(p[0], p[1], p[2])),
    depth: f.points.reduce((sum, p) => sum + depth(p), 0) / f.points.length,
  }));
  const shown = outline.filter(([a, b]) => {
    const mid: Point3 = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2, (a[2] + b[2]) / 2];
    const at = raw(mid[0], mid[1], mid[2]);
    const d = depth(mid);
    return !flat.some((f) => f.depth < d - 300 && insidePolygon(at, f.polygon));
  });
  layers.push({
    d: shown.map(([a, b]) => polyPath([P(a[0], a[1], a[2]), P(b[0], b[1], b[2])], false)).join(""),
    stroke: "#000",
    width: 0.7,
    opacity: 0.28,
  });

  // Chrome round the side glass, character lines, shut lines, handles.
  layers.push({ d: smoothPath(shape.glass.map(([x, y]) => onSide(x, y, 2))), stroke: "#d8dbdf", width: 0.8, opacity: 0.85 });
  layers.push({ d: sideLine(parabolicLine(shape).slice(0, 5)), stroke: "#fff", width: 0.9, opacity: 0.4 });
  const doors = doorLines(shape);
  layers.push({ d: doors.cuts.map((c) => sideLine(c)).join(""), stroke: "#000", width: 0.6, opacity: 0.38 });
  layers.push({ d: doors.handles.map((h) => sideLine(h, 8)).join(""), stroke: "#fff", width: 1.8, opacity: 0.3 });

  // Mirror.
  const gf = shape.glassFront;
  const belt = shape.belt(gf);
  const hwm = shape.halfWidth(gf);
  const mirror: Point3[] = [
    [gf + 200, belt + 60, hwm - 30],
    [gf + 160, belt + 170, hwm + 70],
    [gf + 40, belt + 175, hwm + 220],
    [gf - 30, belt + 95, hwm + 230],
    [gf + 20, belt + 25, hwm + 150],
    [gf + 150, belt + 20, hwm + 10],
  ];
  const mirrorPath = smoothPath(hull(mirror.map((p) => P(p[0], p[1], p[2]))));
  layers.push({ d: mirrorPath, fill: "paint" }, { d: mirrorPath, fill: "#000", opacity: 0.12 });

  // The face: crest grille with its diamond mesh, side intakes, the badge.
  const capTop = shape.top(L);
  const hwe = shape.halfWidth(L) * 0.935;
  const face = (z: number, y: number) => P(L + 2, y, z);
  const gTop = capTop - 12;
  const gh = Math.min(capTop - shape.bottom(L) - 70, (capTop - shape.bottom(L)) * 0.8 * spec.grilleScale);
  const ga = Math.min(hwe * 0.46, 330 + 120 * spec.grilleScale) * (spec.fullWidthLamps ? 0.75 : 1);
  const crest: Point[] = [
    [-ga * 0.92, gTop],
    [ga * 0.92, gTop],
    [ga, gTop - 0.06 * gh],
    [ga * 0.97, gTop - 0.42 * gh],
    [ga * 0.6, gTop - 0.8 * gh],
    [ga * 0.12, gTop - gh],
    [-ga * 0.12, gTop - gh],
    [-ga * 0.6, gTop - 0.8 * gh],
    [-ga * 0.97, gTop - 0.42 * gh],
    [-ga, gTop - 0.06 * gh],
  ];
  const crestPath = polyPath(crest.map(([z, y]) => face(z, y)));
  clips.push({ name: "grille", d: crestPath });
  const intake = (sign: number): Point[] => [
    [sign * (ga * 0.75 + 90), 380],
    [sign * hwe * 0.9, 430],
    [sign * hwe * 0.92, 395],
    [sign * (ga * 0.75 + 60), 350],
  ];
  layers.push({ d: [1, -1].map((sign) => smoothPath(intake(sign).map(([z, y]) => face(z, y)))).join(""), fill: "#121316" });
  layers.push({ d: crestPath, fill: "#0d0e10" });
  const mesh: Point[][] = [];
  for (let c = -ga * 2; c < ga * 2; c += 62) {
    mesh.push(
      [
        [c - 200, gTop + 10],
        [c + gh, gTop - gh - 10],
      ].map(([z, y]) => face(z!, y!)),
    );
    mesh.push(
      [
        [c + 200, gTop + 10],
        [c - gh, gTop - gh - 10],
      ].map(([z, y]) => face(z!, y!)),
    );
  }
  layers.push({ d: mesh.map((m) => polyPath(m, false)).join(""), stroke: "#6a7078", width: 0.45, clip: "grille" });
  layers.push({ d: crestPath, stroke: "#d5d8dc", width: 1.1 });
  layers.push({
    d: smoothPath([face(-70, capTop + 12), face(0, capTop + 22), face(70, capTop + 12), face(0, capTop + 4)]),
    fill: "#e3e5e8",
  });

  // The two lines of light: across the face and round the corner onto the side.
  const [yA, yB] = shape.lampHeights;
  const lampLine = (y: number, inner: number) => {
    const points: Point[] = [];
    for (const z of spec.fullWidthLamps ? [-0.96, -0.5, 0, 0.5] : [inner]) points.push(face(z * hwe, y));
    points.push(face(hwe * 0.975, y));
    for (const back of [45, 130, 230, 330]) {
      const x = L - back;
      points.push(P(x, y + back * 0.05, sideZ(shape, x, y) + 3));
    }
    return points;
  };
  const farLamp = (y: number, inner: number) => [face(-inner * hwe, y), face(-hwe * 0.97, y)];
  const lines = [lampLine(yA, 0.5), lampLine(yB, 0.56)];
  const far = spec.fullWidthLamps ? [] : [farLamp(yA, 0.5), farLamp(yB, 0.56)];
  const housing = [...lines, ...far].map((l) => smoothPath(l, false)).join("");
  layers.push({ d: housing, stroke: "#15171b", width: 3.4, opacity: 0.9 });
  layers.push({ d: housing, stroke: "#f7f6f1", width: 1.3 });

  // Wheel arches, then the near wheels: tread, face, contact shadow under them.
  for (const axle of [shape.frontAxle, shape.rearAxle]) {
    const arch: Point[] = [];
    layers.push({
      d: archPath(shape, axle, (x, y) => {
        const p = onSide(x, y, 0);
        arch.push(p);
        return p;
      }),
      fill: "#0b0c0e",
    });
    const zOut = shape.halfWidth(axle) - 40;
    const ringAt = (z: number) => arc(r, 0, Math.PI * 2, 20).map(([u, v]) => P(axle + u, r + v, z));
    const well = [...arch, P(axle - r - 60, -200, zOut), P(axle + r + 60, -200, zOut)];
    const name = `well${Math.round(axle)}`;
    clips.push({ name, d: polyPath(hull(well)) });
    layers.push({ d: polyPath(hull([...ringAt(zOut), ...ringAt(zOut - 200)])), fill: "#0f1012", clip: name });
    layers.push({ d: groundRing(r * 0.85, 120, axle, zOut - 110, 16), fill: "#000", opacity: 0.35 });
    layers.push(...wheelLayers((u, v) => P(axle + u, r + v, zOut), r, spec.spokes));
  }
  return { layers, gradients, clips };
}
