import { Sections, type Section } from "~/components/content/sections";
import { formatSeconds } from "~/features/models/content/helpers";
import { engineLabel, packagePriceLabel, type PackageView } from "~/features/models/model-format";
import { loadModelPricePage } from "~/features/models/model-page-data.server";
import { ModelActions, ModelClosing, ModelPageHeader, PackageList, PriceNote } from "~/features/models/model-page-parts";
import styles from "~/features/models/model-pages.module.css";
import { ScenePicture } from "~/features/visuals/scene-picture";
import { pageMeta } from "~/lib/meta";
import { getServerApi } from "~/lib/server-api.server";
import { useSiteData } from "~/features/site/site-data";
import type { Route } from "./+types/model-price";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadModelPricePage(request, getServerApi(context));
}

export const meta: Route.MetaFunction = (args) => {
  const { loaderData } = args;
  return pageMeta(args, loaderData ? { title: loaderData.copy.metaTitle, description: loaderData.copy.metaDescription } : null);
};

function comparison(packages: readonly PackageView[], fullName: string): Section {
  return {
    kind: "table",
    title: "Сравнение комплектаций",
    caption: `Двигатель, динамика и цена каждой комплектации ${fullName}`,
    head: ["Комплектация", "Двигатель", "Мощность", "Привод", "0–100 км/ч", "Цена"],
    rows: packages.map((p) => [
      p.name,
      engineLabel(p.engine),
      `${p.engine.powerHp} л.с.`,
      p.engine.drive,
      formatSeconds(p.engine.accelerationS),
      packagePriceLabel(p),
    ]),
  };
}

export default function ModelPricePage({ loaderData }: Route.ComponentProps) {
  const { model, page, copy, packages, banner } = loaderData;
  const { options } = useSiteData();
  const hasPackages = packages !== null && packages.length > 0;
  return (
    <>
      <ModelPageHeader model={model} page={page} lead={copy.lead}>
        <ModelActions model={model} />
      </ModelPageHeader>
      {banner ? (
        <div className={`container ${styles.banner}`}>
          <ScenePicture id={banner.id} alt={banner.alt} sizes="(min-width: 1280px) 1200px, 100vw" fetchPriority="high" />
        </div>
      ) : null}
      {/* Without the complectation API the page goes on without its packages (docs/product.md §8: logged only). */}
      {hasPackages ? (
        <section className={styles.block} aria-labelledby="price-list-title">
          <div className="container">
            <h2 id="price-list-title" className={styles.blockTitle}>
              Комплектации {model.fullName}
            </h2>
            <PackageList packages={packages} modelName={model.name} order={{ model, place: `страница «${page.heading}»` }} />
            <PriceNote options={options} packages={packages} />
          </div>
        </section>
      ) : null}
      <Sections sections={[...(hasPackages ? [comparison(packages, model.fullName)] : []), ...(copy.sections ?? [])]} />
      <ModelClosing model={model} page={page} />
    </>
  );
}
