import type { ReactNode } from "react";
import { Link } from "react-router";
import type { SpecialOffer } from "@contract/special-offer";
import { PageHeader } from "~/components/ui/page-header";
import { creditCostRangeLabel } from "@contract/numbers";
import { CreditConditionsDetails } from "~/features/credit/credit-conditions";
import { getModelFamily } from "~/features/models/model-pages";
import { PagePicture } from "~/features/visuals/page-picture";
import { offerPicture } from "~/features/visuals/page-pictures";
import { OfferCard, offerTitle } from "./offer-card";
import { formatDay, formatPeriod, getOfferModelLinks, offerActions, offerKindLabels } from "./offers";
import styles from "./offers.module.css";

/**
 * An offer's page: its period, text, calls to action, terms, small print and other running offers.
 * `lead` is a call to action before the offer's own (which then are all secondary), `children` the
 * sections between the terms and the small print (the trade-in offer's form).
 */
export function OfferPage(props: {
  offer: SpecialOffer;
  expired: boolean;
  others: readonly SpecialOffer[];
  lead?: ReactNode;
  children?: ReactNode;
}) {
  const { offer, expired, others } = props;
  return (
    <>
      <PageHeader
        title={offerTitle(offer)}
        crumbs={[{ title: "Специальные предложения", href: "/special-offers.html" }]}
        lead={offer.short}
      >
        <p className={styles.headerMeta}>
          <span className={styles.kind}>{offerKindLabels[offer.kind]}</span>
          <span>Действует {formatPeriod(offer.validFrom, offer.validTo)}</span>
        </p>
      </PageHeader>
      <PagePicture picture={offerPicture(offer, (code) => getModelFamily(code)?.fullName ?? null)} />
      {expired ? (
        <div className="container">
          <div className={styles.notice} role="status">
            <p>
              Срок действия предложения завершился {formatDay(offer.validTo)}.{" "}
              <Link to="/special-offers.html">Действующие предложения</Link>
            </p>
          </div>
        </div>
      ) : null}
      <section className={styles.block} aria-label="Условия предложения">
        <div className={`container ${styles.layout}`}>
          <div className={styles.full}>
            {offer.full.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <div className={styles.actions}>
              {props.lead}
              {offerActions[offer.kind].map((action, i) => (
                <Link key={action.href} to={action.href} className={i === 0 && !props.lead ? "button" : "button button--ghost"}>
                  {action.label}
                </Link>
              ))}
            </div>
          </div>
          <div className={styles.terms}>
            <h2 id="offer-terms">Условия</h2>
            <ul>
              {offer.terms.map((term) => (
                <li key={term}>{term}</li>
              ))}
              {offer.credit_cost ? <li>Полная стоимость кредита: {creditCostRangeLabel(offer.credit_cost).replace(/^ПСК /, "")}</li> : null}
            </ul>
            {offer.credit_conditions ? <CreditConditionsDetails conditions={offer.credit_conditions} /> : null}
            <dl>
              <div>
                <dt>Срок действия</dt>
                <dd>{formatPeriod(offer.validFrom, offer.validTo)}</dd>
              </div>
              <div>
                <dt>Модели</dt>
                <dd>
                  <ul className={styles.modelLinks}>
                    {getOfferModelLinks(offer).map((model) => (
                      <li key={model.code}>
                        <Link to={model.href}>{model.name}</Link>
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            </dl>
          </div>
        </div>
      </section>
      {props.children}
      <section className={styles.block} aria-label="Юридическая информация">
        <div className="container">
          <p className={styles.legal}>
            <small>{offer.legal}</small>
          </p>
        </div>
      </section>
      {others.length > 0 ? (
        <section className={styles.block} aria-labelledby="offers-others">
          <div className="container">
            <h2 id="offers-others" className={styles.title}>
              Другие предложения
            </h2>
            <ul className={styles.grid}>
              {others.map((other) => (
                <li key={other.id}>
                  <OfferCard offer={other} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}
