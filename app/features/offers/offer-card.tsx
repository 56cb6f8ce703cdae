import { Link } from "react-router";
import { type Offer, describeOfferModels, formatDay, offerKindLabels } from "./offers";
import styles from "./offers.module.css";

/** Path of an offer's page. */
export function offerHref(offer: Pick<Offer, "id">): string {
  return `/special-offers/${offer.id}.html`;
}

/** What a card shows of an offer. */
export type OfferCardData = Pick<Offer, "id" | "kind" | "title" | "short" | "models" | "validTo">;

/** Only the card's fields, so a list does not send whole offers to the browser. */
export function toOfferCard({ id, kind, title, short, models, validTo }: OfferCardData): OfferCardData {
  return { id, kind, title, short, models, validTo };
}

/** An offer in a list: kind, title, short text, models and the last day; the whole card links to the offer. */
export function OfferCard({ offer }: { offer: OfferCardData }) {
  return (
    <article className={styles.card}>
      <p className={styles.kind}>{offerKindLabels[offer.kind]}</p>
      <h3 className={styles.cardTitle}>
        <Link to={offerHref(offer)} className="stretched-link">
          {offer.title}
        </Link>
      </h3>
      <p className={styles.cardText}>{offer.short}</p>
      <dl className={styles.cardMeta}>
        <div>
          <dt>Модели</dt>
          <dd>{describeOfferModels(offer)}</dd>
        </div>
        <div>
          <dt>Действует до</dt>
          <dd>{formatDay(offer.validTo)}</dd>
        </div>
      </dl>
    </article>
  );
}
