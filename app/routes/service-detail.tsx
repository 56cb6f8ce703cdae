import { data } from "react-router";
import { Sections } from "~/components/content/sections";
import { PageHeader } from "~/components/ui/page-header";
import { getServiceDetailSections, serviceCrumbs } from "~/features/service/service-content";
import { IncludedList, ServiceGrid } from "~/features/service/service-grid";
import { loadServicePrices } from "~/features/service/service-prices-api.server";
import styles from "~/features/service/service.module.css";
import { findService, getRelatedServices, serviceHref } from "~/features/service/services";
import { formatPrice, lowerFirst } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { PagePicture } from "~/features/visuals/page-picture";
import { pagePictureFor } from "~/features/visuals/page-pictures";
import type { Route } from "./+types/service-detail";

/** The service and the prices of it and of the services suggested after it, as published in the studio. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const service = findService(params.slug);
  if (!service) throw data(null, { status: 404 });
  const prices = await loadServicePrices(context);
  const related = getRelatedServices(service.slug);
  return {
    slug: service.slug,
    price: prices.services[service.slug],
    relatedPrices: Object.fromEntries(related.map((other) => [other.slug, prices.services[other.slug].priceFrom])),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData;
  const service = loaded ? findService(loaded.slug) : undefined;
  return pageMeta(
    args,
    service && loaded
      ? {
          title: `${service.title} — сервис`,
          description: `${service.short} Стоимость от ${formatPrice(loaded.price.priceFrom)}, ${service.duration}. Сервисный центр Genesis Химки.`,
          specific: true,
        }
      : null,
  );
};

export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  const service = findService(loaderData.slug);
  if (!service) return null;
  const priceFrom = `от ${formatPrice(loaderData.price.priceFrom)}`;
  const { facts, process, cta } = getServiceDetailSections(service, priceFrom);
  const related = getRelatedServices(service.slug).map((other) => ({
    href: serviceHref(other),
    icon: other.icon,
    title: other.title,
    text: other.short,
    priceFrom: loaderData.relatedPrices[other.slug] ?? null,
  }));
  return (
    <>
      <PageHeader title={service.title} crumbs={serviceCrumbs} lead={service.lead} />
      <PagePicture picture={pagePictureFor(serviceHref(service))} />
      <Sections sections={[facts]} />
      <section className={styles.block} aria-labelledby="service-included">
        <div className={`container ${styles.detail}`}>
          <div className={styles.details}>
            <h2 id="service-included" className={styles.title}>
              Что входит в работу
            </h2>
            {service.details.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div>
            <IncludedList items={service.included} />
            <p className={styles.priceNote}>
              Стоимость {priceFrom} — {lowerFirst(loaderData.price.priceNote)}
            </p>
          </div>
        </div>
      </section>
      <Sections sections={[process]} />
      <section className={styles.block} aria-labelledby="service-related">
        <div className="container">
          <h2 id="service-related" className={styles.title}>
            Другие услуги
          </h2>
          <ServiceGrid cards={related} />
        </div>
      </section>
      <Sections sections={[cta]} />
    </>
  );
}
