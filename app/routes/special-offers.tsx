import { Link } from "react-router";
import { Sections } from "~/components/content/sections";
import { PageHeader } from "~/components/ui/page-header";
import { OfferCard, toOfferCard } from "~/features/offers/offer-card";
import { OffersUnavailable } from "~/features/offers/offers-unavailable";
import { loadActiveOffers } from "~/features/offers/offers-api.server";
import { offersClosing } from "~/features/offers/offers-content";
import styles from "~/features/offers/offers.module.css";
import { pageMeta } from "~/lib/meta";
import { PagePicture } from "~/features/visuals/page-picture";
import { pagePictureFor } from "~/features/visuals/page-pictures";
import type { Route } from "./+types/special-offers";

/** The running offers from the content API; null when they could not be loaded (logged). */
export async function loader({ context }: Route.LoaderArgs) {
  const offers = await loadActiveOffers(context);
  return { offers: offers?.map(toOfferCard) ?? null };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Специальные предложения",
    description:
      "Действующие специальные предложения Genesis Химки: кредит на выгодных условиях, трейд-ин, продлённая гарантия, КАСКО, сервисные акции и условия для корпоративных клиентов.",
  });

export default function SpecialOffers({ loaderData }: Route.ComponentProps) {
  const active = loaderData.offers;
  return (
    <>
      <PageHeader
        title="Специальные предложения"
        lead="Условия покупки, обслуживания и страхования, которые действуют в дилерском центре Genesis Химки сейчас."
      />
      <PagePicture picture={pagePictureFor("/special-offers.html")} />
      <section className={styles.block} aria-labelledby="offers-title">
        <div className="container">
          <h2 id="offers-title" className={styles.title}>
            Действующие предложения
          </h2>
          {active === null ? (
            <OffersUnavailable />
          ) : active.length > 0 ? (
            <ul className={styles.grid}>
              {active.map((offer) => (
                <li key={offer.id}>
                  <OfferCard offer={offer} />
                </li>
              ))}
            </ul>
          ) : (
            <div className={styles.empty}>
              <p>
                Сейчас действующих предложений нет: новые условия мы публикуем в начале каждого месяца. Персональное предложение на
                автомобиль подготовит менеджер отдела продаж.
              </p>
              <p>
                <Link to="/contacts.html#department-sales">Связаться с отделом продаж</Link>
              </p>
            </div>
          )}
        </div>
      </section>
      <Sections sections={offersClosing} />
    </>
  );
}
