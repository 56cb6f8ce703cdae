import type { Coordinates } from "@contract/dealer";
import styles from "./dealer-finder.module.css";

const WIDTH = 480;
const HEIGHT = 260;
const PADDING = 36;

/** A point of the plot, in the SVG's pixels. */
export type PlotPoint = { x: number; y: number };

/**
 * Places coordinates in a WIDTH×HEIGHT box, north up, keeping distances true in both directions
 * (a degree of longitude shrinks by cos(latitude)); one point, or points on one spot, go to the middle.
 */
export function plotPoints(points: readonly Coordinates[]): PlotPoint[] {
  if (points.length === 0) return [];
  const midLat = points.reduce((sum, p) => sum + p.lat, 0) / points.length;
  const xs = points.map((p) => p.lng * Math.cos((midLat * Math.PI) / 180));
  const ys = points.map((p) => p.lat);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const spanX = maxX - minX;
  const spanY = maxY - minY;
  const scale = Math.min(spanX > 0 ? (WIDTH - 2 * PADDING) / spanX : Infinity, spanY > 0 ? (HEIGHT - 2 * PADDING) / spanY : Infinity);
  const k = Number.isFinite(scale) ? scale : 0;
  return xs.map((x, i) => ({
    x: Math.round((WIDTH / 2 + (x - (minX + maxX) / 2) * k) * 10) / 10,
    y: Math.round((HEIGHT / 2 - ((ys[i] ?? 0) - (minY + maxY) / 2) * k) * 10) / 10,
  }));
}

/** The dealers of a city as numbered pins by their coordinates: a drawn plot, no map service. */
export function DealerPlot(props: { cityName: string; dealers: readonly { id: number; name: string; coordinates: Coordinates }[] }) {
  const points = plotPoints(props.dealers.map((d) => d.coordinates));
  return (
    <figure className={styles.plot}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={`Расположение дилерских центров: ${props.cityName}`} className={styles.plotSvg}>
        <rect width={WIDTH} height={HEIGHT} className={styles.plotGround} />
        {[1, 2, 3].map((i) => (
          <line key={`v${i}`} x1={(WIDTH / 4) * i} x2={(WIDTH / 4) * i} y1={0} y2={HEIGHT} className={styles.plotGrid} />
        ))}
        {[1, 2].map((i) => (
          <line key={`h${i}`} x1={0} x2={WIDTH} y1={(HEIGHT / 3) * i} y2={(HEIGHT / 3) * i} className={styles.plotGrid} />
        ))}
        <g className={styles.plotNorth} transform="translate(20 30)">
          <path d="M0 -14 L6 2 L0 -2 L-6 2 Z" />
          <text y="16" textAnchor="middle">
            С
          </text>
        </g>
        {props.dealers.map((dealer, i) => {
          const point = points[i];
          if (!point) return null;
          return (
            <g key={dealer.id} transform={`translate(${point.x} ${point.y})`} className={styles.plotPin}>
              <title>{dealer.name}</title>
              <circle r="13" />
              <text y="4.5" textAnchor="middle">
                {i + 1}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className={styles.plotCaption}>Номера на схеме — как в списке; север сверху.</figcaption>
    </figure>
  );
}
