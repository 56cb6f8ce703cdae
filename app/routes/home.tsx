import { Link } from "react-router";
import { Sections } from "~/components/content/sections";
import { homeContent } from "~/features/home/home-content";
import { HomeHero, heroPictureSizes } from "~/features/home/home-hero";
import { heroImageId } from "~/features/visuals/scene-ids";
import { scenePreloadLinks } from "~/features/visuals/scene-picture";
import { HomeNews } from "~/features/home/home-news";
import styles from "~/features/home/home.module.css";
import { buildLineup } from "~/features/models/lineup";
import { LineupList } from "~/features/models/lineup-card";
import { loadModelSummaries } from "~/features/models/model-summaries";
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
  const [summaries, offers] = await Promise.all([loadModelSummaries(getServerApi(context)), loadActiveOffers(context)]);
  return { summaries, offers: offers?.slice(0, homeOffersCount).map(toOfferCard) ?? null };
}

// The first slide's picture is the page's largest paint: asked for from the head, ahead of the scripts.
const firstSlide = homeContent.hero.slides[0];
export const links: Route.LinksFunction = () => (firstSlide ? scenePreloadLinks(heroImageId(firstSlide.code), heroPictureSizes) : []);

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: homeContent.metaTitle, description: homeContent.metaDescription });

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { models, footerNews, options } = useSiteData();
  const lineup = buildLineup(models, loaderData.summaries);
  return (
    <>
      <DealerJsonLd />
      <HomeHero copy={homeContent.hero} lineup={lineup} />
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
      <HomeOffers offers={loaderData.offers} />
      <Sections sections={[homeContent.purchase, homeContent.service]} />
      <Deferred value={footerNews}>
        {(news) => <HomeNews items={news.slice(0, homeNewsCount)} title={homeContent.news.title} allLabel={homeContent.news.allLabel} />}
      </Deferred>
      <section className={`${styles.section} ${styles.contacts}`} aria-label={homeContent.contacts.title}>
        <div className="container">
          <DealerContacts options={options} title={homeContent.contacts.title} />
        </div>
      </section>
    </>
  );
}
