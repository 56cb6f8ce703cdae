import { Link, data } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { OfferCard } from "~/features/offers/offer-card";
import {
  formatDay,
  formatPeriod,
  getOfferModelLinks,
  offerActions,
  offerKindLabels,
} from "~/features/offers/offers";
import { fetchOffer, loadActiveOffers } from "~/features/offers/offers-api.server";
import styles from "~/features/offers/offers.module.css";
import { errorMessages } from "~/lib/error-messages";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/special-offer";
import { logError } from "~/lib/log";

/** An offer from the content API with up to three other running ones; unknown ids are a 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  let offer;
  try {
    offer = await fetchOffer(context, params.id);
  } catch (error) {
    logError(errorMessages.offerLoadFailed, error);
    throw data(errorMessages.offerLoadFailed, { status: 503 });
  }
  // Not yet announced is as unknown as a wrong id; an ended offer keeps its page for old links.
  if (!offer || offer.status === "upcoming") throw data(null, { status: 404 });
  // The other offers are a bonus: when they fail (logged) the page goes without them.
  const others = ((await loadActiveOffers(context)) ?? []).filter((other) => other.id !== offer.id).slice(0, 3);
  return { offer, expired: offer.status === "expired", others };
}

export const meta: Route.MetaFunction = (args) => {
  const { loaderData } = args;
  return pageMeta(
    args,
    loaderData
      ? {
          title: loaderData.offer.title,
          description: `${loaderData.offer.short} Действует ${formatPeriod(loaderData.offer.validFrom, loaderData.offer.validTo)}.`,
          specific: true,
          noindex: loaderData.expired,
        }
      : null,
  );
};

export default function SpecialOffer({ loaderData }: Route.ComponentProps) {
  const { offer, expired, others } = loaderData;
  return (
    <>
      <PageHeader
        title={offer.title}
        crumbs={[{ title: "Специальные предложения", href: "/special-offers.html" }]}
        lead={offer.short}
      >
        <p className={styles.headerMeta}>
          <span className={styles.kind}>{offerKindLabels[offer.kind]}</span>
          <span>Действует {formatPeriod(offer.validFrom, offer.validTo)}</span>
        </p>
      </PageHeader>
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
              {offerActions[offer.kind].map((action, i) => (
                <Link key={action.href} to={action.href} className={i === 0 ? "button" : "button button--ghost"}>
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
            </ul>
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
