import { Link } from "react-router";
import { creditCostRangeLabel } from "@contract/numbers";
import { type Offer, describeOfferModels, formatDay, offerKindLabels } from "./offers";
import styles from "./offers.module.css";

/** Path of an offer's page. */
export function offerHref(offer: Pick<Offer, "id">): string {
  return `/special-offers/${offer.id}.html`;
}

/** What a card shows of an offer. */
export type OfferCardData = Pick<Offer, "id" | "kind" | "title" | "short" | "models" | "validTo" | "credit_cost">;

/** Only the card's fields, so a list does not send whole offers to the browser. */
export function toOfferCard({ id, kind, title, short, models, validTo, credit_cost }: OfferCardData): OfferCardData {
  return { id, kind, title, short, models, validTo, ...(credit_cost ? { credit_cost } : {}) };
}

/**
 * An offer's title as every heading shows it: one that advertises a rate carries the ПСК range in the
 * same words, so in the same type (38-ФЗ art. 28; docs/decisions/0097).
 */
export function offerTitle(offer: Pick<Offer, "title" | "credit_cost">): string {
  return offer.credit_cost ? `${offer.title}, ${creditCostRangeLabel(offer.credit_cost)}` : offer.title;
}

/** An offer in a list: kind, title, short text, models and the last day; the whole card links to the offer. */
export function OfferCard({ offer }: { offer: OfferCardData }) {
  return (
    <article className={styles.card}>
      <p className={styles.kind}>{offerKindLabels[offer.kind]}</p>
      <h3 className={styles.cardTitle}>
        <Link to={offerHref(offer)} className="stretched-link">
          {offerTitle(offer)}
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
