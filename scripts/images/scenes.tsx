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
};

/** The placed car as a scene layer sees it. */
type Placement = { width: number; groundY: number; centerX: number };
type LayerProps = { id: (name: string) => string; car: Placement };
type SceneLayers = {
  Back: (props: LayerProps) => ReactElement;
  Front: (props: LayerProps) => ReactElement;
  /** Opacity of the car's mirror image on the floor or the wet road; 0 for none. */
  reflection: number;
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

const scenes: Record<SceneKind, SceneLayers> = {
  studio: { Back: Studio, Front: StudioFront, reflection: 0.16 },
  "city-night": { Back: CityNight, Front: CityNightFront, reflection: 0.3 },
  road: { Back: Road, Front: RoadFront, reflection: 0 },
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
      <layers.Back id={id} car={car} />
      {layers.reflection > 0 ? (
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
      <g transform={`translate(${left} ${top}) scale(${s})`}>
        <CarDrawing model={model} view={view} paint={paint} />
      </g>
      <layers.Front id={id} car={car} />
    </svg>
  );
}
