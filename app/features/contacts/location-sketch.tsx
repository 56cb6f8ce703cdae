import { useId } from "react";
import styles from "./contacts.module.css";

// Geometry of the sketch (viewBox 640×440, north up, not to scale): Moscow lies south-east, inside the
// ring road's arc; Khimki north-west, outside it.
const highway = "M60 -20 L360 250 L620 460";
const ringRoad = "M-20 300 Q320 200 660 300";
const railway = "M720 420 L530 300 L360 170 L260 80 L210 -20";
const water = "M0 330 C60 312 120 330 170 362 S250 420 236 440 L0 440 Z";
const park = "M430 20 C470 8 520 14 540 40 C556 64 520 84 480 80 C444 76 414 46 430 20 Z";
const dealer = { x: 300, y: 160 };

/** A drawn location sketch: the roads, the railway and stations around the dealership. No map service. */
export function LocationSketch(props: { dealerName: string; address: string }) {
  const id = useId();
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  const roadPathId = `${id}-highway`;
  return (
    <figure className={styles.sketch}>
      {/* On narrow screens the sketch keeps a legible size and scrolls sideways. */}
      <div className={styles.sketchFrame} tabIndex={0} role="region" aria-label="Схема проезда">
        <svg
          viewBox="0 0 640 440"
          width="640"
          height="440"
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
          className={styles.sketchSvg}
        >
          <title id={titleId}>{`Схема проезда к дилерскому центру ${props.dealerName}`}</title>
          <desc id={descId}>
            Дилерский центр находится на Ленинградском шоссе в Химках, примерно в трёх километрах от МКАД, справа по ходу движения из
            Москвы. Рядом проходит линия МЦД-3 со станцией «Химки»; станция метро и МЦД «Ховрино» — внутри МКАД.
          </desc>
          <rect width="640" height="440" className={styles.ground} />
          <path d={water} className={styles.water} />
          <path d={park} className={styles.park} />
          <text x="16" y="404" className={styles.areaLabel}>
            Химкинское
          </text>
          <text x="16" y="420" className={styles.areaLabel}>
            водохранилище
          </text>
          <text x="446" y="52" className={styles.areaLabel}>
            лесопарк
          </text>

          <path d={railway} className={styles.railCasing} />
          <path d={railway} className={styles.rail} />

          <path d={ringRoad} className={styles.roadCasing} />
          <path d={ringRoad} className={styles.road} />
          <path id={roadPathId} d={highway} className={styles.roadCasing} />
          <path d={highway} className={styles.road} />
          <text className={styles.roadLabel}>
            {/* Before the pin, on the part of the road a phone shows without scrolling. */}
            <textPath href={`#${roadPathId}`} startOffset="150">
              Ленинградское шоссе
            </textPath>
          </text>
          <text x="150" y="266" textAnchor="middle" className={styles.roadLabel}>
            МКАД
          </text>

          <g className={styles.station}>
            <circle cx="600" cy="344" r="7" />
            <text x="586" y="349" textAnchor="end">
              Ховрино
            </text>
            <text x="600" y="348.5" textAnchor="middle" className={styles.metroLetter}>
              М
            </text>
          </g>
          <g className={styles.station}>
            <circle cx="238" cy="36" r="6" />
            <text x="252" y="40">
              Химки (МЦД-3)
            </text>
          </g>

          <text x="562" y="430" textAnchor="end" className={styles.directionLabel}>
            центр Москвы
          </text>
          <text x="128" y="22" className={styles.directionLabel}>
            Зеленоград
          </text>

          <path d={`M${dealer.x} ${dealer.y} L392 104`} className={styles.leader} />
          <g className={styles.callout}>
            <rect x="388" y="92" width="230" height="52" rx="2" />
            <text x="402" y="114" className={styles.calloutTitle}>
              {props.dealerName}
            </text>
            <text x="402" y="132">
              Ленинградское шоссе, Химки
            </text>
          </g>
          <circle cx={dealer.x} cy={dealer.y} r="14" className={styles.pinHalo} />
          <circle cx={dealer.x} cy={dealer.y} r="7" className={styles.pin} />

          <g className={styles.north} transform="translate(24 40)">
            <path d="M0 -18 L7 2 L0 -3 L-7 2 Z" />
            <text x="0" y="18" textAnchor="middle">
              С
            </text>
          </g>
        </svg>
      </div>
      <figcaption className={styles.sketchCaption}>
        <span>
          <span className={styles.legendPin} aria-hidden="true" /> {props.dealerName}: {props.address}
        </span>
        <span>
          <span className={styles.legendRail} aria-hidden="true" /> МЦД-3
        </span>
        <span>Схема не в масштабе</span>
      </figcaption>
    </figure>
  );
}
