import { Link } from "react-router";
import type { LineupItem } from "~/features/models/lineup";
import { ModelIllustration } from "~/features/models/model-illustration";
import { fromPriceLabel } from "~/features/models/model-format";
import type { homeContent } from "./home-content";
import styles from "./home.module.css";

/** The home hero: the brand promise, the main actions and the lineup with starting prices. */
export function HomeHero({ copy, lineup }: { copy: (typeof homeContent)["hero"]; lineup: readonly LineupItem[] }) {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={`container ${styles.heroGrid}`}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{copy.eyebrow}</p>
          <h1 id="home-title" className={styles.heroTitle}>
            {copy.title}
          </h1>
          <p className={styles.promise}>{copy.promise}</p>
          <div className={styles.heroActions}>
            {copy.actions.map((action, i) => (
              <Link key={action.href} className={i === 0 ? "button button--light" : "button button--copper"} to={action.href}>
                {action.label}
              </Link>
            ))}
          </div>
        </div>
        <nav className={styles.lineup} aria-labelledby="home-lineup-title">
          <h2 id="home-lineup-title" className={styles.lineupTitle}>
            {copy.lineupTitle}
          </h2>
          <ul>
            {lineup.map((item) => (
              <li key={item.code}>
                <Link to={item.href}>
                  <span className={styles.lineupName}>
                    {item.fullName}
                    <span>{item.bodyLabel}</span>
                  </span>
                  <span className={styles.lineupPrice}>{fromPriceLabel(item.price)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={`container ${styles.heroPicture}`}>
        <ModelIllustration body="sedan" colour="#c9cbcd" />
      </div>
    </section>
  );
}
