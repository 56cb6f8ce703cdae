import { useId, type ReactElement } from "react";
import { CarDrawing, carViewBox } from "~/features/visuals/car-drawing";
import type { SceneKind } from "~/features/visuals/scene-ids";
import { sideBox } from "~/features/visuals/side-view";
import { threeQuarterBox } from "~/features/visuals/three-quarter-view";
import { carSpecs, type CarView, type VisualModel } from "~/features/visuals/visual-models";

/** Every scene is drawn in this 16:9 box (user units); the raster variants scale it down. */
export const sceneSize = { width: 1920, height: 1080 } as const;

export type SceneProps = { scene: SceneKind; model: VisualModel; view: CarView; paint: string };

const W = sceneSize.width;
const H = sceneSize.height;

/** The ground line of each view's box: every model of a view stands on it. */
const carGround: Record<CarView, number> = { side: sideBox.ground, "three-quarter": threeQuarterBox.ground };

/**
 * The drawings share one scale per view, so a 3.7 m city car looks lost where a 5.5 m limousine fills
 * the frame; scenes even that out halfway (square root), keeping the families' sizes in proportion.
 */
function sizeFactor(model: VisualModel): number {
  return Math.min(1.2, Math.max(0.94, Math.sqrt(4_900 / carSpecs[model].length)));
}

/** Where the car stands in a scene: its ground line, its centre and its width per view (user units). */
type Stage = { groundY: number; centerX: number; width: Record<CarView, number> };

const stages: Record<SceneKind, Stage> = {
  studio: { groundY: 880, centerX: 960, width: { side: 1600, "three-quarter": 1420 } },
  "city-night": { groundY: 925, centerX: 990, width: { side: 1520, "three-quarter": 1360 } },
  road: { groundY: 915, centerX: 1060, width: { side: 1480, "three-quarter": 1320 } },
  // Raised on the lift's platform, smaller, so the lift and the workshop around it show.
  workshop: { groundY: 716, centerX: 960, width: { side: 1180, "three-quarter": 1080 } },
  showroom: { groundY: 905, centerX: 980, width: { side: 1420, "three-quarter": 1280 } },
  // The desk draws no car on its stage: the print on the wall shows it.
  desk: { groundY: 880, centerX: 960, width: { side: 1400, "three-quarter": 1300 } },
};

/** The placed car as a scene layer sees it. */
type Placement = { width: number; groundY: number; centerX: number };
type LayerProps = { id: (name: string) => string; car: Placement; model: VisualModel; paint: string };
type SceneLayers = {
  Back: (props: LayerProps) => ReactElement;
  Front: (props: LayerProps) => ReactElement;
  /** Opacity of the car's mirror image on the floor or the wet road; 0 for none. */
  reflection: number;
  /** False for a still life that pictures the car its own way (the desk's framed print): no car on the stage. */
  standsCar?: false;
};

const round = (value: number) => Math.round(value * 10) / 10;

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32), so every render draws the same city. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A gradient's stops as [offset, colour, opacity]. */
type Stops = readonly (readonly [number, string, number?])[];

function stops(list: Stops) {
  return list.map(([offset, colour, opacity], index) => <stop key={index} offset={offset} stopColor={colour} stopOpacity={opacity ?? 1} />);
}

/** Vertical gradient in scene coordinates, from y1 to y2. */
function Vertical({ id, y1, y2, list }: { id: string; y1: number; y2: number; list: Stops }) {
  return (
    <linearGradient id={id} gradientUnits="userSpaceOnUse" x1="0" y1={y1} x2="0" y2={y2}>
      {stops(list)}
    </linearGradient>
  );
}

/** Radial gradient over its shape's bounding box, so an ellipse fills with an elliptical glow. */
function Glow({ id, list }: { id: string; list: Stops }) {
  return <radialGradient id={id}>{stops(list)}</radialGradient>;
}

function Studio({ id, car }: LayerProps) {
  return (
    <g>
      <defs>
        <Vertical
          id={id("wall")}
          y1={0}
          y2={H}
          list={[
            [0, "#62615f"],
            [0.38, "#a9a7a3"],
            [0.62, "#d6d4d0"],
            [0.8, "#c9c6c1"],
            [1, "#8f8c87"],
          ]}
        />
        <Glow
          id={id("pool")}
          list={[
            [0, "#ffffff", 0.7],
            [0.55, "#ffffff", 0.22],
            [1, "#ffffff", 0],
          ]}
        />
        <Glow
          id={id("halo")}
          list={[
            [0, "#ffffff", 0.38],
            [1, "#ffffff", 0],
          ]}
        />
        <linearGradient id={id("strip")} x1="0" y1="0" x2="1" y2="0">
          {stops([
            [0, "#ffffff", 0],
            [0.25, "#ffffff", 0.9],
            [0.75, "#ffffff", 0.9],
            [1, "#ffffff", 0],
          ])}
        </linearGradient>
        <Glow
          id={id("shade")}
          list={[
            [0, "#000000", 0.5],
            [0.45, "#000000", 0.22],
            [1, "#000000", 0],
          ]}
        />
      </defs>
      <rect width={W} height={H} fill={`url(#${id("wall")})`} />
      {/* The softbox overhead, its spill on the backdrop and the pool of light where the car stands. */}
      <ellipse cx={W / 2} cy="90" rx="820" ry="190" fill={`url(#${id("halo")})`} />
      <rect x="520" y="84" width="880" height="8" rx="4" fill={`url(#${id("strip")})`} />
      <ellipse cx={car.centerX} cy={car.groundY - 60} rx="1050" ry="330" fill={`url(#${id("pool")})`} />
      <ellipse cx={car.centerX} cy={car.groundY + 6} rx={round(car.width * 0.58)} ry="52" fill={`url(#${id("shade")})`} />
    </g>
  );
}

/** Darkened corners over the whole picture: `from` is where the darkening starts, as a share of the radius. */
function Vignette({
  id,
  colour = "#000000",
  from,
  opacity,
  height = 0.78,
}: {
  id: LayerProps["id"];
  colour?: string;
  from: number;
  opacity: number;
  height?: number;
}) {
  return (
    <g>
      <defs>
        <Glow
          id={id("vignette")}
          list={[
            [from, colour, 0],
            [1, colour, opacity],
          ]}
        />
      </defs>
      <ellipse cx={W / 2} cy={H / 2} rx={W * 0.72} ry={H * height} fill={`url(#${id("vignette")})`} />
    </g>
  );
}

function StudioFront({ id }: LayerProps) {
  return <Vignette id={id} from={0.55} opacity={0.32} />;
}

type Building = { x: number; width: number; top: number };

/** A row of buildings on a base line; heights rise towards `tall` at random. */
function skyline(random: () => number, base: number, minWidth: number, maxWidth: number, low: number, tall: number): Building[] {
  const list: Building[] = [];
  for (let x = -30; x < W + 30;) {
    const width = round(minWidth + random() * (maxWidth - minWidth));
    list.push({ x: round(x), width, top: round(base - low - random() * (tall - low)) });
    x += width + (random() < 0.25 ? round(random() * 24) : 0);
  }
  return list;
}

const blocks = (list: Building[], base: number) => list.map((b) => `M${b.x} ${base}V${b.top}H${round(b.x + b.width)}V${base}Z`).join("");

/** Lit windows of the buildings, floor by floor (a lit floor has runs of lit windows), one path per colour. */
function windows(
  random: () => number,
  list: Building[],
  base: number,
  cell: { w: number; h: number; dx: number; dy: number },
  share: number,
) {
  const palette = ["#f1c27d", "#f6e2b3", "#9fb8d9"] as const;
  const paths: string[] = palette.map(() => "");
  for (const b of list) {
    const tint = random() < 0.78 ? 0 : random() < 0.6 ? 1 : 2;
    for (let y = b.top + 18; y < base - 26; y += cell.dy) {
      if (random() >= share) continue;
      for (let x = b.x + 10; x + cell.w < b.x + b.width - 8; x += cell.dx) {
        if (random() < 0.45) continue;
        paths[tint] += `M${round(x)} ${round(y)}h${cell.w}v${cell.h}h${-cell.w}Z`;
      }
    }
  }
  return palette.map((colour, index) => ({ colour, d: paths[index] ?? "" }));
}

const FAR_BASE = 655;
const NEAR_BASE = 668;
const KERB = 694;

/** The city's two rows of buildings; drawn once as the skyline and once mirrored in the wet road. */
function City() {
  const random = seeded(20_240_917);
  const far = skyline(random, FAR_BASE, 46, 120, 70, 250);
  const near = skyline(random, NEAR_BASE, 96, 220, 120, 390);
  const farLights = windows(random, far, FAR_BASE, { w: 5, h: 4, dx: 10, dy: 14 }, 0.12);
  const nearLights = windows(random, near, NEAR_BASE, { w: 12, h: 9, dx: 20, dy: 28 }, 0.16);
  return (
    <g>
      <path d={blocks(far, FAR_BASE)} fill="#17223a" />
      {farLights.map((l) => (
        <path key={l.colour} d={l.d} fill={l.colour} opacity="0.45" />
      ))}
      {/* Neighbouring towers in two shades, so their outlines read against each other. */}
      <path
        d={blocks(
          near.filter((_, i) => i % 2 === 0),
          NEAR_BASE,
        )}
        fill="#070b13"
      />
      <path
        d={blocks(
          near.filter((_, i) => i % 2 === 1),
          NEAR_BASE,
        )}
        fill="#0c1220"
      />
      {nearLights.map((l) => (
        <path key={l.colour} d={l.d} fill={l.colour} opacity="0.78" />
      ))}
    </g>
  );
}

const LAMPS = [230, 1720] as const;
const LAMP_TOP = 300;

function CityNight({ id, car }: LayerProps) {
  // Mirror the city about the kerb, stretched, as a wet road reflects it in long streaks.
  const stretch = 1.35;
  return (
    <g>
      <defs>
        <Vertical
          id={id("sky")}
          y1={0}
          y2={KERB}
          list={[
            [0, "#02040a"],
            [0.45, "#070d1a"],
            [0.8, "#16213b"],
            [1, "#2a3553"],
          ]}
        />
        <Glow
          id={id("glow")}
          list={[
            [0, "#9a6a45", 0.42],
            [0.5, "#4a3652", 0.16],
            [1, "#2a2540", 0],
          ]}
        />
        <Vertical
          id={id("haze")}
          y1={520}
          y2={700}
          list={[
            [0, "#2a3756", 0],
            [0.75, "#2a3756", 0.42],
            [1, "#2a3756", 0],
          ]}
        />
        <Vertical
          id={id("road")}
          y1={KERB}
          y2={H}
          list={[
            [0, "#0d121c"],
            [0.4, "#090d15"],
            [1, "#040609"],
          ]}
        />
        <Vertical
          id={id("fade")}
          y1={KERB}
          y2={KERB + 330}
          list={[
            [0, "#ffffff", 0.55],
            [1, "#ffffff", 0],
          ]}
        />
        <mask id={id("wet")} maskUnits="userSpaceOnUse" x="0" y={KERB} width={W} height={H - KERB}>
          <rect x="0" y={KERB} width={W} height={H - KERB} fill={`url(#${id("fade")})`} />
        </mask>
        <Glow
          id={id("lamp")}
          list={[
            [0, "#fff1d6", 0.85],
            [0.2, "#ffd49a", 0.38],
            [1, "#ffc27a", 0],
          ]}
        />
        <Vertical
          id={id("cone")}
          y1={LAMP_TOP}
          y2={KERB + 120}
          list={[
            [0, "#ffd49a", 0.09],
            [1, "#ffd49a", 0.01],
          ]}
        />
        <Glow
          id={id("pool")}
          list={[
            [0, "#ffcf8f", 0.26],
            [1, "#ffcf8f", 0],
          ]}
        />
        <Glow
          id={id("backlight")}
          list={[
            [0, "#41547c", 0.5],
            [0.6, "#2b3a5c", 0.18],
            [1, "#2b3a5c", 0],
          ]}
        />
      </defs>
      <rect width={W} height={H} fill={`url(#${id("sky")})`} />
      <ellipse cx={W / 2} cy={FAR_BASE} rx="1400" ry="300" fill={`url(#${id("glow")})`} />
      <City />
      <rect x="0" y="520" width={W} height="180" fill={`url(#${id("haze")})`} />
      <rect x="0" y={NEAR_BASE} width={W} height={KERB - NEAR_BASE} fill="#0b0f18" />
      <rect x="0" y={KERB} width={W} height={H - KERB} fill={`url(#${id("road")})`} />
      <g mask={`url(#${id("wet")})`}>
        <g transform={`matrix(1 0 0 ${-stretch} 0 ${round(KERB * (1 + stretch))})`}>
          <City />
        </g>
      </g>
      <path d={`M0 ${KERB}H${W}`} stroke="#2b3446" strokeWidth="2" opacity="0.7" />
      {/* City glow behind the car, so a black car's outline still reads against the night. */}
      <ellipse cx={car.centerX} cy={car.groundY - 170} rx={round(car.width * 0.62)} ry="300" fill={`url(#${id("backlight")})`} />
      {/* Lane markings, faint on the dark asphalt. */}
      <path d={`M0 770H${W}`} stroke="#9aa3b2" strokeWidth="3" strokeDasharray="70 60" opacity="0.12" />
      <path d={`M0 1010H${W}`} stroke="#9aa3b2" strokeWidth="7" strokeDasharray="120 90" opacity="0.16" />
      {LAMPS.map((x) => (
        <g key={x}>
          <path
            d={`M${x - 14} ${LAMP_TOP + 12}L${x - 190} ${KERB + 120}H${x + 190}L${x + 14} ${LAMP_TOP + 12}Z`}
            fill={`url(#${id("cone")})`}
          />
          <path d={`M${x - 4} ${NEAR_BASE + 14}V${LAMP_TOP + 10}H${x + 4}V${NEAR_BASE + 14}Z`} fill="#05070c" />
          <rect x={x - 26} y={LAMP_TOP} width="52" height="10" rx="4" fill="#0a0d14" />
          <rect x={x - 20} y={LAMP_TOP + 9} width="40" height="4" rx="2" fill="#fff4de" />
          <ellipse cx={x} cy={LAMP_TOP + 12} rx="150" ry="150" fill={`url(#${id("lamp")})`} />
          <ellipse cx={x} cy={KERB + 70} rx="300" ry="60" fill={`url(#${id("pool")})`} />
          <ellipse cx={x} cy={KERB + 230} rx="34" ry="210" fill={`url(#${id("pool")})`} />
        </g>
      ))}
    </g>
  );
}

function CityNightFront({ id }: LayerProps) {
  return <Vignette id={id} from={0.5} opacity={0.45} height={0.8} />;
}

const HORIZON = 600;
const SUN = { x: 1480, y: 522 } as const;
// A country road: across the foreground, turning at the left towards a vanishing point on the horizon.
const ROAD = `M${W + 40} 800H880C790 800 738 786 706 766L567 604H553L-40 872V1024H${W + 40}Z`;

/** A tree line along the horizon: small irregular crowns on a flat base. */
function treeLine(random: () => number) {
  let d = `M-20 640V${HORIZON}`;
  for (let x = -20; x < W + 20;) {
    const step = round(10 + random() * 18);
    const top = round(HORIZON - 6 - random() * (x > 1150 && x < 1750 ? 10 : 26));
    d += `Q${round(x + step / 2)} ${top} ${round(x + step)} ${HORIZON - 2}`;
    x += step;
  }
  return `${d}V640Z`;
}

function furrows() {
  let d = "";
  for (let k = 1; k <= 9; k += 1) d += `M0 ${round(HORIZON + 40 + k * k * 5.2)}H${W}`;
  return d;
}

function Road({ id, car }: LayerProps) {
  const random = seeded(7_031_985);
  return (
    <g>
      <defs>
        <Vertical
          id={id("sky")}
          y1={0}
          y2={HORIZON}
          list={[
            [0, "#3a5479"],
            [0.45, "#8d9bb0"],
            [0.82, "#e1b793"],
            [1, "#f5cf9d"],
          ]}
        />
        <Glow
          id={id("sun")}
          list={[
            [0, "#fff4da", 0.95],
            [0.12, "#ffdca6", 0.65],
            [0.55, "#f6b87a", 0.16],
            [1, "#f6b87a", 0],
          ]}
        />
        <Glow
          id={id("cloud")}
          list={[
            [0, "#f9e2c8", 0.45],
            [1, "#f9e2c8", 0],
          ]}
        />
        <Vertical
          id={id("field")}
          y1={HORIZON}
          y2={H}
          list={[
            [0, "#9a8a63"],
            [0.12, "#75693f"],
            [1, "#34321f"],
          ]}
        />
        <Vertical
          id={id("asphalt")}
          y1={612}
          y2={1024}
          list={[
            [0, "#9a9088"],
            [0.45, "#4c4a48"],
            [1, "#2f2f31"],
          ]}
        />
        <Glow
          id={id("shade")}
          list={[
            [0, "#000000", 0.55],
            [0.5, "#000000", 0.25],
            [1, "#000000", 0],
          ]}
        />
      </defs>
      <rect width={W} height={HORIZON + 2} fill={`url(#${id("sky")})`} />
      <ellipse cx={SUN.x} cy={SUN.y} rx="760" ry="470" fill={`url(#${id("sun")})`} />
      <ellipse cx="520" cy="250" rx="420" ry="16" fill={`url(#${id("cloud")})`} />
      <ellipse cx="1160" cy="190" rx="320" ry="11" fill={`url(#${id("cloud")})`} />
      <ellipse cx="1700" cy="330" rx="280" ry="10" fill={`url(#${id("cloud")})`} />
      <circle cx={SUN.x} cy={SUN.y} r="30" fill="#fff7e8" />
      {/* Ridges fade into the haze with distance. */}
      <path
        d={`M-20 ${HORIZON + 6}C200 520 420 548 640 532C860 516 1000 560 1200 548C1420 534 1600 516 1940 552V${HORIZON + 6}Z`}
        fill="#c3a79f"
      />
      <path
        d={`M-20 ${HORIZON + 6}C240 560 380 578 620 566C820 556 940 588 1160 580C1380 572 1560 560 1940 584V${HORIZON + 6}Z`}
        fill="#8b7f88"
        opacity="0.9"
      />
      <rect x="0" y={HORIZON} width={W} height={H - HORIZON} fill={`url(#${id("field")})`} />
      {/* Furrows of the fields, closer together towards the horizon. */}
      <path d={furrows()} stroke="#2c2a19" strokeWidth="2" opacity="0.16" fill="none" />
      <path d={treeLine(random)} fill="#3e4641" />
      <path d={ROAD} fill={`url(#${id("asphalt")})`} />
      <g fill="none" stroke="#efe8da" strokeLinecap="round">
        <path d={`M${W + 40} 814H880C786 814 728 798 694 778L565 607`} strokeWidth="4" opacity="0.6" />
        <path d="M-40 886L554 607" strokeWidth="3" opacity="0.5" />
        <path d={`M-40 1008H${W + 40}`} strokeWidth="7" opacity="0.7" />
        <path d="M560 606L427 800C407 830 470 912 620 912" strokeWidth="3" opacity="0.55" />
        <path d={`M${W + 40} 912H620`} strokeWidth="6" strokeDasharray="80 64" opacity="0.75" strokeLinecap="butt" />
      </g>
      {/* The low sun casts the car's shadow forward and to the left. */}
      <ellipse
        cx={round(car.centerX - car.width * 0.08)}
        cy={car.groundY + 8}
        rx={round(car.width * 0.6)}
        ry="46"
        fill={`url(#${id("shade")})`}
      />
    </g>
  );
}

function RoadFront({ id }: LayerProps) {
  return (
    <g>
      <defs>
        <Glow
          id={id("warmth")}
          list={[
            [0, "#ffd59a", 0.28],
            [0.6, "#ffc27a", 0.08],
            [1, "#ffc27a", 0],
          ]}
        />
      </defs>
      <ellipse cx={SUN.x} cy={SUN.y} rx="1300" ry="800" fill={`url(#${id("warmth")})`} />
      <Vignette id={id} colour="#1a1208" from={0.55} opacity={0.32} />
    </g>
  );
}

// ── The dealer's own rooms: the service workshop, the showroom and a desk where a deal is signed. ──

const WALL_FOOT = 640;

/** The service workshop: a car raised on a scissor lift, strip lights, a roller door, tools and tyres. */
function Workshop({ id, car }: LayerProps) {
  const half = round(car.width * 0.5);
  const deck = car.groundY;
  const base = 968;
  const legTop = deck + 26;
  const scissor = (from: number, to: number) => `M${from} ${legTop}L${to} ${base}M${to} ${legTop}L${from} ${base}`;
  const left = round(car.centerX - half * 0.78);
  const mid = car.centerX;
  const right = round(car.centerX + half * 0.78);
  return (
    <g>
      <defs>
        <Vertical
          id={id("wall")}
          y1={0}
          y2={WALL_FOOT}
          list={[
            [0, "#0c0e12"],
            [0.5, "#1a1e25"],
            [1, "#2a2f37"],
          ]}
        />
        <Vertical
          id={id("floor")}
          y1={WALL_FOOT}
          y2={H}
          list={[
            [0, "#3a3e45"],
            [0.35, "#24272d"],
            [1, "#101215"],
          ]}
        />
        <Glow
          id={id("strip")}
          list={[
            [0, "#f4f7ff", 0.55],
            [0.4, "#cfd8ea", 0.14],
            [1, "#cfd8ea", 0],
          ]}
        />
        <Glow
          id={id("pool")}
          list={[
            [0, "#e9eef8", 0.28],
            [1, "#e9eef8", 0],
          ]}
        />
        <Glow
          id={id("shade")}
          list={[
            [0, "#000000", 0.6],
            [1, "#000000", 0],
          ]}
        />
        <Vertical
          id={id("steel")}
          y1={deck}
          y2={deck + 26}
          list={[
            [0, "#8c919a"],
            [0.3, "#5d626b"],
            [1, "#2c2f35"],
          ]}
        />
      </defs>
      <rect width={W} height={WALL_FOOT} fill={`url(#${id("wall")})`} />
      {/* Wall panels, a roller door on the right and its seams. */}
      <path
        d={Array.from({ length: 9 }, (_, i) => `M${i * 240 + 60} 150V${WALL_FOOT}`).join("")}
        stroke="#000000"
        strokeWidth="3"
        opacity="0.25"
      />
      <rect x="1330" y="230" width="470" height={WALL_FOOT - 230} fill="#262b33" />
      <path
        d={Array.from({ length: 14 }, (_, i) => `M1330 ${262 + i * 28}H1800`).join("")}
        stroke="#0f1216"
        strokeWidth="3"
        opacity="0.7"
      />
      <rect x="1318" y="218" width="494" height="16" fill="#15181d" />
      {/* A tool cabinet on the left: drawers with copper handles. */}
      <rect x="110" y="440" width="330" height={WALL_FOOT - 440 + 30} rx="6" fill="#1b1e24" />
      <path d={Array.from({ length: 5 }, (_, i) => `M124 ${486 + i * 44}H426`).join("")} stroke="#0b0d10" strokeWidth="3" />
      <path
        d={Array.from({ length: 6 }, (_, i) => `M240 ${466 + i * 44}H310`).join("")}
        stroke="#b0835a"
        strokeWidth="5"
        strokeLinecap="round"
      />
      {/* A stack of tyres at the right. */}
      {[0, 1, 2].map((k) => (
        <g key={k}>
          <rect x="1560" y={round(WALL_FOOT - 12 - (k + 1) * 62)} width="250" height="58" rx="26" fill="#0b0c0f" />
          <path d={`M1590 ${round(WALL_FOOT - 12 - k * 62 - 30)}H1780`} stroke="#2b2e33" strokeWidth="4" />
        </g>
      ))}
      {/* Strip lights under the ceiling and their glow. */}
      {[300, 960, 1620].map((x) => (
        <g key={x}>
          <ellipse cx={x} cy="70" rx="420" ry="120" fill={`url(#${id("strip")})`} />
          <rect x={x - 230} y="62" width="460" height="10" rx="5" fill="#f7f9ff" />
        </g>
      ))}
      <rect x="0" y={WALL_FOOT} width={W} height={H - WALL_FOOT} fill={`url(#${id("floor")})`} />
      <path d={`M0 ${WALL_FOOT}H${W}`} stroke="#4a4f58" strokeWidth="3" />
      {/* The bay's painted lines on the floor, converging towards the wall. */}
      <g stroke="#c8963e" fill="none" opacity="0.55">
        <path d={`M${mid - 700} ${WALL_FOOT + 10}L${mid - 930} ${H}`} strokeWidth="10" />
        <path d={`M${mid + 700} ${WALL_FOOT + 10}L${mid + 930} ${H}`} strokeWidth="10" />
        <path d={`M${mid - 760} 1040H${mid + 760}`} strokeWidth="8" strokeDasharray="60 40" />
      </g>
      <ellipse cx={mid} cy={base + 6} rx={round(half * 1.1)} ry="40" fill={`url(#${id("shade")})`} />
      <ellipse cx={mid} cy={WALL_FOOT + 150} rx="900" ry="220" fill={`url(#${id("pool")})`} />
      {/* The lift: base plate, scissor legs, the cylinder and the deck the car stands on. */}
      <rect x={round(mid - half * 0.86)} y={base} width={round(half * 1.72)} height="16" rx="3" fill="#1d2026" />
      <g stroke="#4e535c" strokeWidth="16" strokeLinecap="round">
        <path d={scissor(left, mid - 20)} />
        <path d={scissor(mid + 20, right)} />
      </g>
      <g stroke="#8a8f98" strokeWidth="3" opacity="0.6">
        <path d={scissor(left, mid - 20)} />
        <path d={scissor(mid + 20, right)} />
      </g>
      <rect x={round(mid - 60)} y={round((legTop + base) / 2 - 14)} width="120" height="28" rx="12" fill="#b0835a" />
      <rect x={round(mid - half * 0.98)} y={deck} width={round(half * 1.96)} height="26" rx="4" fill={`url(#${id("steel")})`} />
      <path
        d={`M${round(mid - half * 0.98)} ${deck + 24}H${round(mid + half * 0.98)}`}
        stroke="#c8963e"
        strokeWidth="4"
        strokeDasharray="30 22"
        opacity="0.8"
      />
    </g>
  );
}

function WorkshopFront({ id }: LayerProps) {
  return <Vignette id={id} from={0.55} opacity={0.4} />;
}

const GLASS_TOP = 120;
const GLASS_FOOT = 720;

/** The showroom at dusk: a glass wall onto the city, downlights, a polished stone floor that mirrors the car. */
function Showroom({ id, car }: LayerProps) {
  const random = seeded(5_121_990);
  const towers = skyline(random, GLASS_FOOT - 40, 70, 170, 90, 330);
  const lights = windows(random, towers, GLASS_FOOT - 40, { w: 8, h: 6, dx: 16, dy: 22 }, 0.14);
  return (
    <g>
      <defs>
        <Vertical
          id={id("dusk")}
          y1={GLASS_TOP}
          y2={GLASS_FOOT}
          list={[
            [0, "#0b1222"],
            [0.5, "#223052"],
            [0.82, "#6a5a63"],
            [1, "#a77c5e"],
          ]}
        />
        <Vertical
          id={id("floor")}
          y1={GLASS_FOOT}
          y2={H}
          list={[
            [0, "#2e2f34"],
            [0.3, "#1b1c20"],
            [1, "#0b0c0e"],
          ]}
        />
        <Glow
          id={id("down")}
          list={[
            [0, "#fff3dd", 0.5],
            [0.3, "#ffe2b5", 0.16],
            [1, "#ffe2b5", 0],
          ]}
        />
        <Glow
          id={id("pool")}
          list={[
            [0, "#fff1da", 0.3],
            [0.6, "#fff1da", 0.08],
            [1, "#fff1da", 0],
          ]}
        />
        <Glow
          id={id("shade")}
          list={[
            [0, "#000000", 0.55],
            [1, "#000000", 0],
          ]}
        />
        <linearGradient id={id("sheen")} x1="0" y1="0" x2="1" y2="1">
          {stops([
            [0, "#ffffff", 0],
            [0.5, "#ffffff", 0.06],
            [1, "#ffffff", 0],
          ])}
        </linearGradient>
      </defs>
      <rect width={W} height={H} fill="#0d0e11" />
      <rect x="0" y={GLASS_TOP} width={W} height={GLASS_FOOT - GLASS_TOP} fill={`url(#${id("dusk")})`} />
      <path d={blocks(towers, GLASS_FOOT - 40)} fill="#0c1120" opacity="0.92" />
      {lights.map((l) => (
        <path key={l.colour} d={l.d} fill={l.colour} opacity="0.6" />
      ))}
      <rect x="0" y={GLASS_FOOT - 40} width={W} height="40" fill="#121620" />
      {/* The glass wall's mullions, a transom and the sheen of the panes. */}
      <path d={Array.from({ length: 7 }, (_, i) => `M${i * 320} ${GLASS_TOP}V${GLASS_FOOT}`).join("")} stroke="#07080a" strokeWidth="14" />
      <path d={`M0 ${GLASS_TOP + 140}H${W}`} stroke="#07080a" strokeWidth="8" />
      {[0, 2, 4].map((k) => (
        <path
          key={k}
          d={`M${k * 320 + 40} ${GLASS_FOOT}L${k * 320 + 230} ${GLASS_TOP}H${k * 320 + 300}L${k * 320 + 110} ${GLASS_FOOT}Z`}
          fill={`url(#${id("sheen")})`}
        />
      ))}
      <rect x="0" y="0" width={W} height={GLASS_TOP} fill="#08090b" />
      {[240, 720, 1200, 1680].map((x) => (
        <g key={x}>
          <ellipse cx={x} cy={GLASS_TOP + 10} rx="260" ry="170" fill={`url(#${id("down")})`} />
          <rect x={x - 36} y={GLASS_TOP - 8} width="72" height="8" rx="3" fill="#fff6e6" />
        </g>
      ))}
      <rect x="0" y={GLASS_FOOT} width={W} height={H - GLASS_FOOT} fill={`url(#${id("floor")})`} />
      <path d={`M0 ${GLASS_FOOT}H${W}`} stroke="#3c3a38" strokeWidth="3" />
      {/* Stone slabs: seams across, closer together towards the glass. */}
      <path
        d={[0, 1, 2, 3, 4].map((k) => `M0 ${round(GLASS_FOOT + 18 + k * k * 14)}H${W}`).join("")}
        stroke="#000000"
        strokeWidth="2"
        opacity="0.35"
      />
      <ellipse cx={car.centerX} cy={car.groundY - 40} rx="1000" ry="230" fill={`url(#${id("pool")})`} />
      <ellipse cx={car.centerX} cy={car.groundY + 6} rx={round(car.width * 0.56)} ry="44" fill={`url(#${id("shade")})`} />
    </g>
  );
}

function ShowroomFront({ id }: LayerProps) {
  return <Vignette id={id} from={0.5} opacity={0.45} />;
}

const DESK_TOP = 610;

/** A still life on the dealer's desk: the signed papers, the key, a pen, and a print of the car on the wall behind. */
function Desk({ id, model, paint }: LayerProps) {
  const print = { x: 1010, y: 96, width: 640, height: 380 };
  const inner = { x: print.x + 46, y: print.y + 46, width: print.width - 92, height: print.height - 92 };
  const scale = round((inner.width * 0.86 * 1000) / sideBox.width) / 1000;
  const carLeft = round(inner.x + (inner.width - sideBox.width * scale) / 2);
  const carTop = round(inner.y + inner.height * 0.86 - sideBox.ground * scale);
  return (
    <g>
      <defs>
        <Vertical
          id={id("wall")}
          y1={0}
          y2={DESK_TOP}
          list={[
            [0, "#16130f"],
            [0.6, "#2c251f"],
            [1, "#3a3029"],
          ]}
        />
        <Vertical
          id={id("desk")}
          y1={DESK_TOP}
          y2={H}
          list={[
            [0, "#5a3f2c"],
            [0.08, "#3e2a1d"],
            [1, "#160f0a"],
          ]}
        />
        <Vertical
          id={id("print")}
          y1={inner.y}
          y2={inner.y + inner.height}
          list={[
            [0, "#d9d6d0"],
            [0.7, "#efede9"],
            [1, "#c9c6c0"],
          ]}
        />
        <Glow
          id={id("lamp")}
          list={[
            [0, "#ffe2b0", 0.45],
            [0.5, "#ffcf8a", 0.12],
            [1, "#ffcf8a", 0],
          ]}
        />
        <Glow
          id={id("shade")}
          list={[
            [0, "#000000", 0.5],
            [1, "#000000", 0],
          ]}
        />
      </defs>
      <rect width={W} height={DESK_TOP} fill={`url(#${id("wall")})`} />
      <ellipse cx="560" cy="260" rx="900" ry="520" fill={`url(#${id("lamp")})`} />
      {/* The framed print of the car. */}
      <rect x={print.x + 14} y={print.y + 18} width={print.width} height={print.height} fill="#000000" opacity="0.35" />
      <rect x={print.x} y={print.y} width={print.width} height={print.height} fill="#111214" />
      <rect x={inner.x} y={inner.y} width={inner.width} height={inner.height} fill={`url(#${id("print")})`} />
      <g transform={`translate(${carLeft} ${carTop}) scale(${scale})`}>
        <CarDrawing model={model} view="side" paint={paint} />
      </g>
      <rect x="0" y={DESK_TOP} width={W} height={H - DESK_TOP} fill={`url(#${id("desk")})`} />
      <path d={`M0 ${DESK_TOP}H${W}`} stroke="#8a6a4c" strokeWidth="4" opacity="0.7" />
      {/* Walnut grain. */}
      <path
        d={Array.from(
          { length: 8 },
          (_, i) =>
            `M0 ${DESK_TOP + 40 + i * 52}C500 ${DESK_TOP + 20 + i * 52} 1300 ${DESK_TOP + 70 + i * 52} ${W} ${DESK_TOP + 36 + i * 52}`,
        ).join("")}
        stroke="#000000"
        strokeWidth="3"
        fill="none"
        opacity="0.18"
      />
      {/* The leather folder and the signed contract on it. */}
      <g transform="translate(360 700) rotate(-5)">
        <rect x="16" y="20" width="660" height="380" rx="10" fill="#000000" opacity="0.4" />
        <rect x="0" y="0" width="660" height="380" rx="10" fill="#17181c" />
        <rect x="40" y="28" width="560" height="330" fill="#f3efe7" />
        <rect x="80" y="64" width="260" height="14" rx="3" fill="#6d6a66" />
        <path
          d={Array.from({ length: 7 }, (_, i) => `M80 ${112 + i * 26}H${i % 3 === 2 ? 430 : 560}`).join("")}
          stroke="#b9b4ab"
          strokeWidth="8"
          strokeLinecap="round"
        />
        <path d="M360 318H560" stroke="#8d877d" strokeWidth="3" />
        <path
          d="M376 306C396 270 412 322 430 292S462 300 476 286S502 306 520 296"
          stroke="#27406b"
          strokeWidth="5"
          fill="none"
          strokeLinecap="round"
        />
      </g>
      {/* The pen beside it. */}
      <g transform="translate(1090 760) rotate(28)">
        <rect x="0" y="0" width="300" height="20" rx="10" fill="#0c0d10" />
        <rect x="230" y="0" width="70" height="20" rx="10" fill="#1f2126" />
        <rect x="236" y="-6" width="60" height="7" rx="3" fill="#c59b5f" />
      </g>
      {/* The key: a dark fob with a ring of the car's paint and a steel ring. */}
      <g transform="translate(1420 760) rotate(-14)">
        <ellipse cx="110" cy="220" rx="130" ry="36" fill={`url(#${id("shade")})`} />
        <circle cx="110" cy="-22" r="46" fill="none" stroke="#c9c4bb" strokeWidth="9" />
        <rect x="40" y="10" width="140" height="220" rx="56" fill="#101114" />
        <rect x="40" y="10" width="140" height="220" rx="56" fill="none" stroke={paint} strokeWidth="10" />
        <rect x="54" y="24" width="112" height="192" rx="46" fill="none" stroke="#3a3c42" strokeWidth="3" />
        <ellipse cx="110" cy="72" rx="28" ry="14" fill="none" stroke="#b9b3a8" strokeWidth="4" />
        {[122, 160].map((y) => (
          <circle key={y} cx="110" cy={y} r="13" fill="#25272c" />
        ))}
      </g>
    </g>
  );
}

function DeskFront({ id }: LayerProps) {
  return <Vignette id={id} colour="#0a0604" from={0.5} opacity={0.5} />;
}

const scenes: Record<SceneKind, SceneLayers> = {
  studio: { Back: Studio, Front: StudioFront, reflection: 0.16 },
  "city-night": { Back: CityNight, Front: CityNightFront, reflection: 0.3 },
  road: { Back: Road, Front: RoadFront, reflection: 0 },
  workshop: { Back: Workshop, Front: WorkshopFront, reflection: 0 },
  showroom: { Back: Showroom, Front: ShowroomFront, reflection: 0.22 },
  desk: { Back: Desk, Front: DeskFront, reflection: 0, standsCar: false },
};

/** A car in one of the scenes, as a complete 1920×1080 SVG document (rasterised by scripts/generate-scene-images.mjs). */
export function SceneComposition({ scene, model, view, paint }: SceneProps) {
  // useId may contain characters that break url(#…) references.
  const uid = useId().replace(/\W/g, "");
  const id = (name: string) => `s${uid}-${name}`;
  const stage = stages[scene];
  const layers = scenes[scene];
  const box = carViewBox[view];
  const width = stage.width[view] * sizeFactor(model);
  const scale = width / box.width;
  const left = round(stage.centerX - width / 2);
  const top = round(stage.groundY - carGround[view] * scale);
  const car: Placement = { width, groundY: stage.groundY, centerX: stage.centerX };
  const s = round(scale * 10_000) / 10_000;
  // The mirror image: y ↦ groundY − (y − ground)·scale, i.e. flipped about the car's ground line.
  const mirrorTop = round(stage.groundY + carGround[view] * scale);
  const floor = stage.groundY;
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox={`0 0 ${W} ${H}`} width={W} height={H}>
      <layers.Back id={id} car={car} model={model} paint={paint} />
      {layers.standsCar === false ? null : layers.reflection > 0 ? (
        <g>
          <defs>
            <Vertical
              id={id("mirror-fade")}
              y1={floor}
              y2={floor + 260}
              list={[
                [0, "#ffffff", 1],
                [1, "#ffffff", 0],
              ]}
            />
            <mask id={id("mirror")} maskUnits="userSpaceOnUse" x="0" y={floor} width={W} height={H - floor}>
              <rect x="0" y={floor} width={W} height={H - floor} fill={`url(#${id("mirror-fade")})`} />
            </mask>
          </defs>
          <g mask={`url(#${id("mirror")})`} opacity={layers.reflection}>
            <g transform={`translate(${left} ${mirrorTop}) scale(${s} ${-s})`}>
              <CarDrawing model={model} view={view} paint={paint} />
            </g>
          </g>
        </g>
      ) : null}
      {layers.standsCar === false ? null : (
        <g transform={`translate(${left} ${top}) scale(${s})`}>
          <CarDrawing model={model} view={view} paint={paint} />
        </g>
      )}
      <layers.Front id={id} car={car} model={model} paint={paint} />
    </svg>
  );
}
