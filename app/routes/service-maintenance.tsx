import { Sections } from "~/components/content/sections";
import { PageHeader } from "~/components/ui/page-header";
import { getMaintenanceSections, serviceCrumbs } from "~/features/service/service-content";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/service-maintenance";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Техническое обслуживание и цены на ТО",
    description:
      "Стоимость планового ТО Genesis G70, GV70, G80, GV80 и G90 от ТО-1 до ТО-8: каждые 15 000 км или раз в год. Что входит в каждое обслуживание, максимальные рекомендованные цены.",
  });

const sections = getMaintenanceSections();

export default function ServiceMaintenance() {
  return (
    <>
      <PageHeader
        title="Техническое обслуживание"
        crumbs={serviceCrumbs}
        lead="Плановое ТО у официального дилера сохраняет гарантию и ресурс автомобиля. Здесь — стоимость каждого обслуживания для всех моделей Genesis и перечень работ."
      />
      <Sections sections={sections} />
    </>
  );
}
