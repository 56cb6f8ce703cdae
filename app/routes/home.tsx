import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import type { HomeBlock } from "@contract/home-page";
import { Sections } from "~/components/content/sections";
import { loadHomePage } from "~/features/home/home-api.server";
import { homeContent } from "~/features/home/home-content";
import { HomeHero, heroPictureSizes } from "~/features/home/home-hero";
import { heroPreloadLinks } from "~/features/home/hero-preload";
import { HomeNews } from "~/features/home/home-news";
import styles from "~/features/home/home.module.css";
import { buildLineup, type LineupItem } from "~/features/models/lineup";
import { LineupList } from "~/features/models/lineup-card";
import { loadModelSummaries } from "~/features/models/model-summaries.server";
import { HomeOffers, homeOffersCount } from "~/features/offers/home-offers";
import { toOfferCard } from "~/features/offers/offer-card";
import { loadActiveOffers } from "~/features/offers/offers-api.server";
import { DealerContacts } from "~/features/contacts/dealer-contacts";
import { DealerJsonLd } from "~/features/contacts/dealer-structured-data";
import { pageMeta } from "~/lib/meta";
import { getServerApi } from "~/lib/server-api.server";
import { useSiteData } from "~/features/site/site-data";
import type { Route } from "./+types/home";
import { Deferred } from "~/components/ui/deferred";

/** How many news items the home block shows (docs/product.md §9). */
const homeNewsCount = 3;

export async function loader({ context }: Route.LoaderArgs) {
  const [summaries, offers, home] = await Promise.all([
    loadModelSummaries(getServerApi(context)),
    loadActiveOffers(context),
    loadHomePage(context),
  ]);
  return { summaries, offers: offers?.slice(0, homeOffersCount).map(toOfferCard) ?? null, home };
}

// The first slide's picture is the page's largest paint: asked for from the head, ahead of the scripts.
export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: homeContent.metaTitle, description: homeContent.metaDescription }),
  ...heroPreloadLinks(args.loaderData?.home.slides[0], heroPictureSizes),
];

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { models, footerNews, options } = useSiteData();
  const lineup = buildLineup(models, loaderData.summaries);
  // The blocks below the hero in the order the studio published, the hidden ones left out.
  const blocks: Record<HomeBlock, () => ReactNode> = {
    models: () => <ModelStrip lineup={lineup} />,
    offers: () => <HomeOffers offers={loaderData.offers} />,
    purchase: () => <Sections sections={[homeContent.purchase]} />,
    service: () => <Sections sections={[homeContent.service]} />,
    news: () => (
      <Deferred value={footerNews}>
        {(news) => <HomeNews items={news.slice(0, homeNewsCount)} title={homeContent.news.title} allLabel={homeContent.news.allLabel} />}
      </Deferred>
    ),
    contacts: () => (
      <section className={`${styles.section} ${styles.contacts}`} aria-label={homeContent.contacts.title}>
        <div className="container">
          <DealerContacts options={options} title={homeContent.contacts.title} />
        </div>
      </section>
    ),
  };
  return (
    <>
      <DealerJsonLd />
      <HomeHero copy={homeContent.hero} slides={loaderData.home.slides} lineup={lineup} />
      {loaderData.home.blocks.map((block) => (
        <Fragment key={block}>{blocks[block]()}</Fragment>
      ))}
    </>
  );
}

/** The lineup below the hero, each model with its picture, price and links. */
function ModelStrip({ lineup }: { lineup: readonly LineupItem[] }) {
  return (
    <section className={styles.section} aria-labelledby="home-models-title">
      <div className="container">
        <div className={styles.sectionHead}>
          <h2 id="home-models-title">{homeContent.strip.title}</h2>
          <Link className={styles.more} to="/models.html">
            {homeContent.strip.allLabel}
          </Link>
        </div>
        <p className={styles.intro}>{homeContent.strip.intro}</p>
        <LineupList items={lineup} heading="h3" className={styles.strip} />
      </div>
    </section>
  );
}
