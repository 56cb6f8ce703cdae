import { Sections } from "~/components/content/sections";
import { formatSeconds } from "~/features/models/content/helpers";
import { priceLabel } from "~/features/models/model-format";
import { loadModelPricePage } from "~/features/models/model-page-data";
import { ModelActions, ModelClosing, ModelPageHeader, PackageList, PriceNote } from "~/features/models/model-page-parts";
import styles from "~/features/models/model-pages.module.css";
import { pageMeta } from "~/lib/meta";
import { useSiteData } from "~/lib/site-data";
import type { Route } from "./+types/model-price";

export function loader({ request }: Route.LoaderArgs) {
  return loadModelPricePage(request);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ title: loaderData.copy.metaTitle, description: loaderData.copy.metaDescription }) : [];

export default function ModelPricePage({ loaderData }: Route.ComponentProps) {
  const { model, page, copy, packages } = loaderData;
  const { options } = useSiteData();
  return (
    <>
      <ModelPageHeader model={model} page={page} lead={copy.lead}>
        <ModelActions model={model} />
      </ModelPageHeader>
      <section className={styles.block} aria-labelledby="price-list-title">
        <div className="container">
          <h2 id="price-list-title" className={styles.blockTitle}>
            Комплектации {model.fullName}
          </h2>
          <PackageList packages={packages} modelName={model.name} />
          <PriceNote options={options} />
        </div>
      </section>
      <Sections
        sections={[
          {
            kind: "table",
            title: "Сравнение комплектаций",
            caption: `Двигатель, динамика и цена каждой комплектации ${model.fullName}`,
            head: ["Комплектация", "Двигатель", "Мощность", "Привод", "0–100 км/ч", "Цена"],
            rows: packages.map((p) => [
              p.name,
              `${p.engine.name}, ${p.engine.fuel.toLowerCase()}`,
              `${p.engine.powerHp} л.с.`,
              p.engine.drive,
              formatSeconds(p.engine.accelerationS),
              priceLabel(p.priceRub),
            ]),
          },
          ...(copy.sections ?? []),
        ]}
      />
      <ModelClosing model={model} page={page} />
    </>
  );
}
