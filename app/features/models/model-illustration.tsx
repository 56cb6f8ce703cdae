import { useId } from "react";
import type { GalleryFrame } from "./content/types";

type Body = "sedan" | "suv";

/* Side views drawn in a 480×154 box, front to the right; the ground line is y = 150. */
const shapes: Record<
  Body,
  { body: string; windows: string; pillar: string; wheels: readonly [number, number]; axle: number; tyre: number; head: number; tail: number }
> = {
  sedan: {
    body: "M30 120 L24 104 C22 92 26 84 40 80 L100 72 C130 66 150 48 180 44 C215 38 255 38 282 44 C300 50 318 64 335 70 C380 74 420 78 446 86 C456 90 460 98 458 108 L454 120 L414 120 A34 34 0 0 0 346 120 L146 120 A34 34 0 0 0 78 120 Z",
    windows: "M160 70 C172 56 186 50 204 48 L276 47 C290 52 304 62 314 70 Z",
    pillar: "M240 47 L238 70",
    wheels: [112, 380],
    axle: 120,
    tyre: 29,
    head: 88,
    tail: 84,
  },
  suv: {
    body: "M26 110 L20 92 C18 78 22 66 32 60 C40 44 58 32 92 28 L272 24 C296 26 318 42 338 58 C382 64 424 68 450 78 C462 84 466 96 464 106 L460 112 L420 112 A40 40 0 0 0 340 112 L152 112 A40 40 0 0 0 72 112 Z",
    windows: "M62 58 C70 44 82 36 100 35 L270 31 C288 35 304 46 318 58 Z",
    pillar: "M206 33 L204 58",
    wheels: [112, 380],
    axle: 117,
    tyre: 33,
    head: 80,
    tail: 64,
  },
};

function Car({ body, colour }: { body: Body; colour: string }) {
  const shape = shapes[body];
  return (
    <g>
      <ellipse cx="240" cy="151" rx="230" ry="6" fill="rgb(0 0 0 / 0.22)" />
      <path d={shape.body} fill={colour} stroke="rgb(0 0 0 / 0.25)" strokeWidth="1" />
      <path d={shape.windows} fill="#1d2127" opacity="0.88" />
      <path d={shape.pillar} stroke={colour} strokeWidth="5" />
      {/* The brand's two lines of light, front and rear. */}
      <path d={`M436 ${shape.head} L456 ${shape.head + 4} M434 ${shape.head + 5} L455 ${shape.head + 9}`} stroke="#f3f1ea" strokeWidth="2" strokeLinecap="round" />
      <path d={`M24 ${shape.tail} L40 ${shape.tail - 2} M23 ${shape.tail + 5} L40 ${shape.tail + 3}`} stroke="#b3262c" strokeWidth="2" strokeLinecap="round" />
      {shape.wheels.map((x) => (
        <g key={x}>
          <circle cx={x} cy={shape.axle} r={shape.tyre} fill="#121314" />
          <circle cx={x} cy={shape.axle} r={shape.tyre - 10} fill="#9a9ea3" />
          <circle cx={x} cy={shape.axle} r={shape.tyre - 14} fill="none" stroke="#5d6166" strokeWidth="2" strokeDasharray="4 3" />
          <circle cx={x} cy={shape.axle} r="4" fill="#2a2c2f" />
        </g>
      ))}
    </g>
  );
}

function Scene({ scene, gradientId }: { scene: GalleryFrame["scene"]; gradientId: string }) {
  const skies: Record<GalleryFrame["scene"], [string, string]> = {
    studio: ["#f4f2ef", "#d8d3cc"],
    dawn: ["#f1c29c", "#f8efe5"],
    city: ["#262c3b", "#6b6f85"],
    night: ["#06080d", "#1a2233"],
    coast: ["#c9e0ec", "#eef5f8"],
    snow: ["#d9e1e8", "#f5f7f9"],
  };
  const [top, bottom] = skies[scene];
  return (
    <g>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={top} />
          <stop offset="1" stopColor={bottom} />
        </linearGradient>
      </defs>
      <rect x="-40" y="-120" width="560" height="300" fill={`url(#${gradientId})`} />
      {scene === "dawn" ? (
        <>
          <circle cx="120" cy="40" r="26" fill="#fbe3c4" />
          <path d="M-40 140 L40 96 L120 126 L230 84 L340 124 L420 92 L520 130 L520 180 L-40 180 Z" fill="#c99b7e" opacity="0.6" />
        </>
      ) : null}
      {scene === "city" ? (
        <g fill="#1b1f2b">
          {[[-30, 20], [20, -10], [70, 40], [130, 0], [190, 30], [250, -20], [320, 10], [380, 35], [430, -5]].map(([x, y]) => (
            <rect key={x} x={x} y={y} width="48" height={160 - (y ?? 0)} />
          ))}
          {[[0, 40], [40, 20], [90, 60], [150, 30], [160, 60], [270, 10], [340, 40], [450, 20]].map(([x, y]) => (
            <rect key={`${x}-${y}`} x={x} y={y} width="6" height="8" fill="#e7c36a" opacity="0.8" />
          ))}
        </g>
      ) : null}
      {scene === "night" ? (
        <>
          <circle cx="400" cy="18" r="12" fill="#e9e6da" />
          <path d="M456 94 L520 70 L520 140 Z" fill="#f6eab8" opacity="0.25" />
        </>
      ) : null}
      {scene === "coast" ? (
        <>
          <rect x="-40" y="96" width="560" height="24" fill="#6f9db6" />
          <rect x="-40" y="118" width="560" height="60" fill="#e5d6c0" />
        </>
      ) : null}
      {scene === "snow" ? (
        <>
          {[[-10, 60], [40, 50], [90, 70], [360, 55], [420, 45], [470, 65]].map(([x, h]) => (
            <path key={x} d={`M${x} 130 L${(x ?? 0) + 18} ${130 - (h ?? 0)} L${(x ?? 0) + 36} 130 Z`} fill="#6d7c87" />
          ))}
          <rect x="-40" y="128" width="560" height="50" fill="#fbfcfd" />
        </>
      ) : null}
      {scene === "studio" ? <rect x="-40" y="132" width="560" height="50" fill="#cfc9c1" opacity="0.5" /> : null}
    </g>
  );
}

/**
 * A model drawn from the side, optionally in a scene. With a `label` it is an image for assistive
 * technology; without one it is decorative.
 */
export function ModelIllustration(props: {
  body: Body;
  colour?: string;
  scene?: GalleryFrame["scene"];
  label?: string;
  className?: string;
}) {
  // useId may contain characters that break url(#…) references.
  const gradientId = `sky${useId().replace(/[^\w-]/g, "")}`;
  const width = props.scene ? 560 : 480;
  const height = props.scene ? 270 : 158;
  const viewBox = props.scene ? "-40 -108 560 270" : "0 0 480 158";
  const a11y = props.label ? { role: "img", "aria-label": props.label } : { "aria-hidden": true as const };
  return (
    <svg className={props.className} viewBox={viewBox} width={width} height={height} {...a11y} focusable="false">
      {props.scene ? <Scene scene={props.scene} gradientId={gradientId} /> : null}
      <Car body={props.body} colour={props.colour ?? "#2b2d31"} />
    </svg>
  );
}
