import { Link } from "react-router";
import { Icon, type IconName } from "~/components/ui/icon";
import { formatPrice } from "~/lib/format";
import styles from "./service.module.css";

export type ServiceCard = {
  href: string;
  icon: IconName;
  title: string;
  text: string;
  /** The lowest price in roubles; null when there is none to name (every interval «по запросу»). */
  priceFrom: number | null;
  featured?: boolean;
};

/** Services as cards with an icon, a short text and the starting price; each card is a link. */
export function ServiceGrid({ cards }: { cards: readonly ServiceCard[] }) {
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.href}>
          <Link to={card.href} className={card.featured ? `${styles.card} ${styles.featured}` : styles.card}>
            <Icon name={card.icon} size={40} className={styles.cardIcon} />
            <h3 className={styles.cardTitle}>{card.title}</h3>
            <p className={styles.cardText}>{card.text}</p>
            {card.priceFrom === null ? null : <p className={styles.cardPrice}>от {formatPrice(card.priceFrom)}</p>}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** What a service includes, as a checked list. */
export function IncludedList({ items }: { items: readonly string[] }) {
  return (
    <ul className={styles.included}>
      {items.map((item) => (
        <li key={item}>
          <Icon name="verify" size={24} className={styles.includedIcon} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
