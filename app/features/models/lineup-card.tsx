import { Link } from "react-router";
import { OrderLink, priceRequestLabel } from "~/features/order/order-link";
import { webpSources } from "~/lib/picture-sources";
import type { LineupItem } from "./lineup";
import { fromPriceLabel } from "./model-format";
import styles from "./lineup-card.module.css";

const longest = 5_205;

// How wide a card's car is shown (lineup-card.module.css, scaled by its length): 139–155 px, 157–174 from 1 280 px.
const lineupPictureSizes = "(min-width: 1280px) 175px, 155px";

/** A model of the lineup as a card; `detailed` adds figures, description and every link. */
function LineupCard(props: { item: LineupItem; heading: "h2" | "h3"; detailed?: boolean }) {
  const { item } = props;
  const Heading = props.heading;
  // Pictures are scaled by the car's size, as the models menu does (docs/product.md §2.2).
  const scale = Math.min(0.92, Math.max(0.72, (0.92 * item.widthMm) / longest));
  return (
    <article className={props.detailed ? `${styles.card} ${styles.detailed}` : styles.card}>
      <div className={styles.picture}>
        <div style={{ width: `${Math.round(scale * 100)}%` }}>
          <img
            {...webpSources(item.picture.src)}
            sizes={lineupPictureSizes}
            width={item.picture.width}
            height={item.picture.height}
            alt={`${item.fullName}, вид сбоку`}
            loading="lazy"
            decoding="async"
            className={styles.svg}
          />
        </div>
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <Link to={item.href}>{item.fullName}</Link>
        </Heading>
        <p className={styles.meta}>
          {item.bodyLabel}
          {item.engines ? ` · ${item.engines}` : ""}
        </p>
        {props.detailed && item.description ? <p className={styles.description}>{item.description}</p> : null}
        {props.detailed && item.figures.length > 0 ? (
          <dl className={styles.figures}>
            {item.figures.map((f) => (
              <div key={f.label}>
                <dt>{f.label}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <p className={styles.price}>{fromPriceLabel(item.price, item.guidePrice)}</p>
        {props.detailed ? (
          <ul className={styles.links}>
            <li>
              <Link className="button" to={item.href}>
                О модели
              </Link>
            </li>
            {item.pricePageHref ? (
              <li>
                <Link className="button button--ghost" to={item.pricePageHref}>
                  Цены
                </Link>
              </li>
            ) : null}
            <li>
              <OrderLink
                model={item.code}
                homePath={item.href}
                intent="price"
                place="страница «Модели», карточка модели"
                className="button button--ghost"
                label={priceRequestLabel(item.price !== null)}
                subject={item.fullName}
              />
            </li>
            <li>
              <Link className="button button--ghost" to={item.configuratorHref}>
                Конфигуратор
              </Link>
            </li>
            <li>
              <Link className={styles.textLink} to={item.stockHref}>
                В наличии
              </Link>
            </li>
          </ul>
        ) : null}
      </div>
    </article>
  );
}

/** The lineup as a list of cards; the list's layout (strip, grid) is the caller's class. */
export function LineupList(props: { items: readonly LineupItem[]; heading: "h2" | "h3"; detailed?: boolean; className?: string }) {
  return (
    <ul className={props.className}>
      {props.items.map((item) => (
        <li key={item.code}>
          <LineupCard item={item} heading={props.heading} detailed={props.detailed} />
        </li>
      ))}
    </ul>
  );
}
