import { Sections } from "~/components/content/sections";
import { PageHeader } from "~/components/ui/page-header";
import { getLowestMaintenancePrice } from "~/features/service/maintenance";
import { serviceIntro, serviceOutro } from "~/features/service/service-content";
import { type ServiceCard, ServiceGrid } from "~/features/service/service-grid";
import { loadServicePrices } from "~/features/service/service-prices-api.server";
import styles from "~/features/service/service.module.css";
import { serviceHref, services } from "~/features/service/services";
import { pageMeta } from "~/lib/meta";
import { PagePicture } from "~/features/visuals/page-picture";
import { pagePictureFor } from "~/features/visuals/page-pictures";
import type { Route } from "./+types/service";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Сервис",
    description:
      "Сервисный центр Genesis Химки: плановое ТО, шиномонтаж, тормоза, диагностика, электрика, кузовной ремонт и обслуживание кондиционера. Оригинальные запчасти, работа ежедневно с 8:00 до 22:00.",
  });

/** The cards' prices as published in the studio: the cheapest maintenance and each service's «от». */
export async function loader({ context }: Route.LoaderArgs) {
  const prices = await loadServicePrices(context);
  return {
    maintenanceFrom: getLowestMaintenancePrice(prices.maintenance),
    priceFrom: Object.fromEntries(services.map((service) => [service.slug, prices.services[service.slug].priceFrom])),
  };
}

export default function Service({ loaderData }: Route.ComponentProps) {
  const cards: ServiceCard[] = [
    {
      href: "/servis/to.html",
      icon: "oil2",
      title: "Плановое техническое обслуживание",
      text: "Регламентное ТО каждые 15 000 км или раз в год: цены по моделям и состав работ.",
      priceFrom: loaderData.maintenanceFrom,
      featured: true,
    },
    ...services.map((service) => ({
      href: serviceHref(service),
      icon: service.icon,
      title: service.title,
      text: service.short,
      priceFrom: loaderData.priceFrom[service.slug] ?? null,
    })),
  ];
  return (
    <>
      <PageHeader
        title="Сервис"
        crumbs={[{ title: "Владельцам", href: "/owners.html" }]}
        lead="Сервисный центр Genesis Химки обслуживает все модели Genesis по стандартам производителя — с оригинальными запасными частями и прозрачной стоимостью работ."
      />
      <PagePicture picture={pagePictureFor("/servis.html")} />
      <Sections sections={serviceIntro} />
      <section className={styles.block} aria-labelledby="services-title">
        <div className="container">
          <h2 id="services-title" className={styles.title}>
            Услуги сервисного центра
          </h2>
          <ServiceGrid cards={cards} />
        </div>
      </section>
      <Sections sections={serviceOutro} />
    </>
  );
}
