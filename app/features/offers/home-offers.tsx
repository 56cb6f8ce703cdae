import { Link } from "react-router";
import { OfferCard, type OfferCardData } from "./offer-card";
import styles from "./offers.module.css";

/** How many offers the home page shows: the ones ending soonest, as the API orders them. */
export const homeOffersCount = 3;

/** The home page's block of running special offers; nothing when there are none or the API failed. */
export function HomeOffers({ offers }: { offers: readonly OfferCardData[] | null }) {
  if (!offers || offers.length === 0) return null;
  return (
    <section className={styles.homeBlock} aria-labelledby="home-offers-title">
      <div className="container">
        <div className={styles.homeHead}>
          <h2 id="home-offers-title">Специальные предложения</h2>
          <Link to="/special-offers.html">Все предложения</Link>
        </div>
        <ul className={styles.grid}>
          {offers.slice(0, homeOffersCount).map((offer) => (
            <li key={offer.id}>
              <OfferCard offer={offer} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
