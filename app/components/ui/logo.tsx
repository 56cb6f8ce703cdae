import { useId } from "react";

/** Logo sizes of docs/product.md §2.2, in px. */
const logoSizes = {
  small: { width: 84, height: 17 },
  middle: { width: 100, height: 20 },
  large: { width: 170, height: 34 },
} as const;

export type LogoSize = keyof typeof logoSizes;

// Drawn for this site: a shield between two swept wings, then a spaced geometric wordmark.
const wings =
  "M29 12Q16 10.8 3 10.6Q16 14.3 29 14.6ZM47 12Q60 10.8 73 10.6Q60 14.3 47 14.6ZM29 16.2Q19.25 15 9.5 15.2Q19.25 18.5 29 18.8ZM47 16.2Q56.75 15 66.5 15.2Q56.75 18.5 47 18.8ZM29 20.4Q22.5 19.2 16 19.8Q22.5 22.7 29 23ZM47 20.4Q53.5 19.2 60 19.8Q53.5 22.7 47 23ZM29 24.6Q25.75 23.4 22.5 24.4Q25.75 26.9 29 27.2ZM47 24.6Q50.25 23.4 53.5 24.4Q50.25 26.9 47 27.2Z";
const shield = "M31 9.5h14V19c0 5-3.2 8.6-7 10.5-3.8-1.9-7-5.5-7-10.5z";
const shieldInner = "M34 13h8v5.8c0 2.9-1.7 5-4 6.3-2.3-1.3-4-3.4-4-6.3z";

const letterS =
  "M10.3 2.6C9.3.9 7.6 0 5.5 0 2.8 0 .8 1.5.8 3.6c0 2.2 1.9 2.9 4.7 3.5 2.8.6 4.7 1.3 4.7 3.3 0 2.2-2.1 3.6-4.7 3.6-2.3 0-4.1-1-5-2.6";
// Each letter in a 14-unit cap height, placed by its x offset.
const letters: readonly { x: number; d: string; join?: "bevel" }[] = [
  { x: 89.1, d: "M12.4 2.5A7 7 0 1 0 13.8 8.8V8.2H8" },
  { x: 109.8, d: "M10 0H0v14h10M0 7h8.5" },
  { x: 126.5, d: "M0 14.4V0l12 14V-.4", join: "bevel" },
  { x: 145.2, d: "M10 0H0v14h10M0 7h8.5" },
  { x: 161.9, d: letterS },
  { x: 179.4, d: "M0-.4v14.8" },
  { x: 186.1, d: letterS },
];

/** The site's "GENESIS" wordmark with its winged emblem, in one of the three spec sizes. */
export function Logo(props: { size?: LogoSize; className?: string; title?: string }) {
  const { width, height } = logoSizes[props.size ?? "middle"];
  const titleId = useId();
  return (
    <svg
      className={props.className}
      width={width}
      height={height}
      viewBox="0 0 200 40"
      role="img"
      aria-labelledby={titleId}
      fill="currentColor"
    >
      <title id={titleId}>{props.title ?? "Genesis"}</title>
      <path d={wings} />
      <path d={shield} fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d={shieldInner} />
      <g fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinejoin="miter" transform="translate(0 13)">
        {letters.map((letter) => (
          <path key={letter.x} d={letter.d} transform={`translate(${letter.x} 0)`} strokeLinejoin={letter.join} />
        ))}
      </g>
    </svg>
  );
}
