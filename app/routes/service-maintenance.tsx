import { Sections } from "~/components/content/sections";
import { PageHeader } from "~/components/ui/page-header";
import { getMaintenanceSections, serviceCrumbs } from "~/features/service/service-content";
import { loadServicePrices } from "~/features/service/service-prices-api.server";
import { pageMeta } from "~/lib/meta";
import { PagePicture } from "~/features/visuals/page-picture";
import { pagePictureFor } from "~/features/visuals/page-pictures";
import type { Route } from "./+types/service-maintenance";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Техническое обслуживание и цены на ТО",
    description:
      "Стоимость планового ТО Genesis G70, GV70, G80, GV80 и G90 от ТО-1 до ТО-8: каждые 15 000 км или раз в год. Что входит в каждое обслуживание, максимальные рекомендованные цены.",
  });

/** The price table as published in the studio. */
export async function loader({ context }: Route.LoaderArgs) {
  return { maintenance: (await loadServicePrices(context)).maintenance };
}

export default function ServiceMaintenance({ loaderData }: Route.ComponentProps) {
  const sections = getMaintenanceSections(loaderData.maintenance);
  return (
    <>
      <PageHeader
        title="Техническое обслуживание"
        crumbs={serviceCrumbs}
        lead="Плановое ТО у официального дилера сохраняет гарантию и ресурс автомобиля. Здесь — стоимость каждого обслуживания для всех моделей Genesis и перечень работ."
      />
      <PagePicture picture={pagePictureFor("/servis/to.html")} />
      <Sections sections={sections} />
    </>
  );
}
