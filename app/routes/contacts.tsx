import { Link } from "react-router";
import { Sections } from "~/components/content/sections";
import { PageHeader } from "~/components/ui/page-header";
import { DealerContactList, DepartmentList } from "~/features/contacts/contact-blocks";
import { getDealerContacts } from "~/features/contacts/contacts";
import { contactDepartments, directionSections } from "~/features/contacts/contact-directory";
import styles from "~/features/contacts/contacts.module.css";
import { LocationSketch } from "~/features/contacts/location-sketch";
import { loadDealerFinder } from "~/features/dealers/dealer-finder.server";
import { DealersBlock } from "~/features/dealers/dealers-block";
import { DealerJsonLd } from "~/features/contacts/dealer-structured-data";
import { pageMeta } from "~/lib/meta";
import { useSiteData } from "~/features/site/site-data";
import type { Route } from "./+types/contacts";

/** The dealer finder's cities and dealers for the URL's choice (`?city=2&certified=1&testDrive=1`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { finder: await loadDealerFinder(context, new URL(request.url).searchParams) };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Контакты",
    description:
      "Адрес, телефоны и часы работы дилерского центра Genesis Химки на Ленинградском шоссе. Как добраться на автомобиле из Москвы, на метро и МЦД, телефоны отделов.",
  });

export default function Contacts({ loaderData }: Route.ComponentProps) {
  const contacts = getDealerContacts(useSiteData().options);
  return (
    <>
      <DealerJsonLd />
      <PageHeader
        title="Контакты"
        lead={`${contacts.name} — официальный дилер Genesis на Ленинградском шоссе, в нескольких минутах от МКАД.`}
      />
      <section className={styles.block} aria-labelledby="contacts-main">
        <div className={`container ${styles.main}`}>
          <div>
            <h2 id="contacts-main" className={styles.title}>
              Дилерский центр
            </h2>
            <DealerContactList contacts={contacts} />
            <div className={styles.actions}>
              <Link className="button" to="/test-drive.html">
                Записаться на тест-драйв
              </Link>
              <Link className="button button--ghost" to="/service-form.html">
                Связаться с сервисом
              </Link>
            </div>
          </div>
          <LocationSketch dealerName={contacts.name} address={contacts.address} />
        </div>
      </section>
      <div id="route" className={styles.route}>
        <Sections sections={directionSections} />
      </div>
      <section className={styles.block} aria-labelledby="departments">
        <div className="container">
          <h2 id="departments" className={styles.title}>
            Отделы и прямые телефоны
          </h2>
          <DepartmentList departments={contactDepartments} />
        </div>
      </section>
      <section id="dealers" className={styles.block} aria-labelledby="dealers-title">
        <div className="container">
          <h2 id="dealers-title" className={styles.title}>
            Дилерские центры Genesis
          </h2>
          <p className={styles.intro}>
            Официальные дилеры Genesis продают новые автомобили, выполняют гарантийное и плановое обслуживание и принимают автомобили в
            трейд-ин на единых условиях бренда.
          </p>
          <DealersBlock finder={loaderData.finder} contacts={contacts} />
        </div>
      </section>
    </>
  );
}
