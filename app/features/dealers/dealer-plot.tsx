import type { Coordinates } from "@contract/dealer";
import styles from "./dealer-finder.module.css";
import { fitView, formatDistance, type PlotBox, type PlotPoint, scaleBar, toGround, toPlot } from "./plot-projection";

const box: PlotBox = { width: 480, height: 260, padding: 36 };

/** Below this the plot shows at least this many kilometres each way, so a close dealer is not drawn on a street's scale. */
const MIN_SPAN_KM = 3;

/** A ring road is drawn only when it is at least this big on the plot; dealers far outside it would shrink it to a dot. */
const MIN_RING_PX = 40;

/** The longest the scale bar may be. */
const MAX_SCALE_PX = 110;

/** What the plot draws for a city besides its dealers: where its centre is, what it is called, and a ring road. */
type CityLandmarks = { centre: Coordinates; centreLabel: string; ring?: { label: string; radiusKm: number } };

/**
 * Moscow is measured from the Kremlin, with МКАД round it as a ring. The road is no circle (15–19 km
 * from the Kremlin); a 17.5 km ring is enough to tell a dealer inside the ring road from one outside.
 * Other cities: their own coordinates (GET /v1/city), called «Центр».
 */
const landmarksByCity: Readonly<Record<string, CityLandmarks>> = {
  Москва: { centre: { lat: 55.752, lng: 37.6175 }, centreLabel: "Кремль", ring: { label: "МКАД", radiusKm: 17.5 } },
};

/** The plot of a city's dealers, in the SVG's pixels: numbered pins, the centre, the ring road when it reads, the scale. */
export type DealerPlotPlan = {
  pins: (PlotPoint & { kmFromCentre: number })[];
  centre: PlotPoint & { label: string };
  ring: (PlotPoint & { r: number; label: string }) | null;
  scale: { px: number; label: string };
};

/** Lays out a city's dealers round its centre, north up, one scale both ways. */
export function planDealerPlot(city: { name: string; coordinates: Coordinates }, dealers: readonly Coordinates[]): DealerPlotPlan {
  const landmarks = landmarksByCity[city.name];
  const origin = landmarks?.centre ?? city.coordinates;
  const pins = dealers.map((d) => toGround(d, origin));
  const centre = { east: 0, north: 0 };
  let view = fitView([centre, ...pins], box, MIN_SPAN_KM);
  let ring: DealerPlotPlan["ring"] = null;
  if (landmarks?.ring) {
    const { radiusKm, label } = landmarks.ring;
    const withRing = fitView(
      [centre, ...pins, { east: -radiusKm, north: -radiusKm }, { east: radiusKm, north: radiusKm }],
      box,
      MIN_SPAN_KM,
    );
    if (radiusKm * withRing.pxPerKm >= MIN_RING_PX) {
      view = withRing;
      ring = { ...toPlot(centre, view, box), r: Math.round(radiusKm * view.pxPerKm * 10) / 10, label };
    }
  }
  const bar = scaleBar(view.pxPerKm, MAX_SCALE_PX);
  return {
    pins: pins.map((p) => ({ ...toPlot(p, view, box), kmFromCentre: Math.hypot(p.east, p.north) })),
    centre: { ...toPlot(centre, view, box), label: landmarks?.centreLabel ?? "Центр" },
    ring,
    scale: { px: bar.px, label: bar.label },
  };
}

/**
 * The dealers of a city as numbered pins round its centre (for Moscow the Kremlin, with МКАД), with a
 * scale in kilometres: an original drawing from the coordinates, no map service and no map data.
 */
export function DealerPlot(props: {
  city: { name: string; coordinates: Coordinates };
  dealers: readonly { id: number; name: string; coordinates: Coordinates }[];
}) {
  const plan = planDealerPlot(
    props.city,
    props.dealers.map((d) => d.coordinates),
  );
  const { centre, ring, scale } = plan;
  // The centre's name goes to its left when the right edge is near.
  const labelLeft = centre.x > box.width - 90;
  const scaleY = box.height - 14;
  return (
    <figure className={styles.plot}>
      <svg
        viewBox={`0 0 ${box.width} ${box.height}`}
        role="img"
        aria-label={`Расположение дилерских центров: ${props.city.name}`}
        className={styles.plotSvg}
      >
        <rect width={box.width} height={box.height} className={styles.plotGround} />
        {ring ? (
          <g>
            <circle cx={ring.x} cy={ring.y} r={ring.r} className={styles.plotRingCasing} />
            <circle cx={ring.x} cy={ring.y} r={ring.r} className={styles.plotRingRoad} />
            <text x={ring.x} y={ring.y - ring.r - 8} textAnchor="middle" className={styles.plotRingLabel}>
              {ring.label}
            </text>
          </g>
        ) : null}
        <g transform={`translate(${centre.x} ${centre.y})`} className={styles.plotCentre}>
          <rect x={-4.5} y={-4.5} width={9} height={9} transform="rotate(45)" />
          <text x={labelLeft ? -10 : 10} y={4} textAnchor={labelLeft ? "end" : "start"}>
            {centre.label}
          </text>
        </g>
        <g className={styles.plotNorth} transform="translate(20 30)">
          <path d="M0 -14 L6 2 L0 -2 L-6 2 Z" />
          <text y="16" textAnchor="middle">
            С
          </text>
        </g>
        <g className={styles.plotScale}>
          <path d={`M16 ${scaleY - 5} V${scaleY} H${16 + scale.px} V${scaleY - 5}`} />
          <text x={16 + scale.px + 6} y={scaleY}>
            {scale.label}
          </text>
        </g>
        {props.dealers.map((dealer, i) => {
          const pin = plan.pins[i];
          if (!pin) return null;
          return (
            <g key={dealer.id} transform={`translate(${pin.x} ${pin.y})`} className={styles.plotPin}>
              <title>{`${dealer.name}: ${formatDistance(pin.kmFromCentre)} от центра`}</title>
              <circle r="13" />
              <text y="4.5" textAnchor="middle">
                {i + 1}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className={styles.plotCaption}>
        Номера на схеме — как в списке, ромб — {centre.label === "Центр" ? "центр города" : centre.label}
        {ring ? `, кольцо — ${ring.label} (приблизительно)` : ""}; север сверху.
      </figcaption>
    </figure>
  );
}
