import { Sections } from "~/components/content/sections";
import { PageHeader } from "~/components/ui/page-header";
import { buildLineup } from "~/features/models/lineup";
import { LineupList } from "~/features/models/lineup-card";
import styles from "~/features/models/lineup-card.module.css";
import { fromPriceLabel } from "~/features/models/model-format";
import { loadModelSummaries } from "~/features/models/model-summaries.server";
import { modelsOverview } from "~/features/models/models-overview";
import { pageMeta } from "~/lib/meta";
import { getServerApi } from "~/lib/server-api.server";
import { useSiteData } from "~/features/site/site-data";
import type { Route } from "./+types/models";

export async function loader({ context }: Route.LoaderArgs) {
  return { summaries: await loadModelSummaries(getServerApi(context)) };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: modelsOverview.metaTitle, description: modelsOverview.metaDescription });

export default function ModelsPage({ loaderData }: Route.ComponentProps) {
  const { models } = useSiteData();
  const lineup = buildLineup(models, loaderData.summaries);
  return (
    <>
      <PageHeader title={modelsOverview.title} lead={modelsOverview.lead} />
      <section className={styles.overview} aria-label="Модельный ряд">
        <LineupList items={lineup} heading="h2" detailed className={`container ${styles.grid}`} />
      </section>
      <Sections
        sections={[
          {
            kind: "table",
            title: "Сравнение моделей",
            caption: "Кузов, двигатели, динамика и начальная цена моделей Genesis",
            head: ["Модель", "Кузов", "Двигатели", ...(lineup[0]?.figures.map((f) => f.label) ?? []), "Цена"],
            rows: lineup.map((item) => [
              item.fullName,
              item.bodyLabel,
              item.engines,
              ...item.figures.map((f) => f.value),
              fromPriceLabel(item.price, item.guidePrice),
            ]),
            note: modelsOverview.priceNote,
          },
          ...modelsOverview.sections,
        ]}
      />
    </>
  );
}
