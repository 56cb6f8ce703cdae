import { Link } from "react-router";
import { Sections } from "~/components/content/sections";
import { fromPriceLabel } from "~/features/models/model-format";
import { loadModelHomePage } from "~/features/models/model-page-data";
import { ModelColours } from "~/features/models/model-colours";
import { KeyFigures, ModelActions, ModelClosing, ModelPageHeader, PackageList, PriceNote } from "~/features/models/model-page-parts";
import styles from "~/features/models/model-pages.module.css";
import { pageMeta } from "~/lib/meta";
import { getServerApi } from "~/lib/server-api.server";
import { useSiteData } from "~/features/site/site-data";
import type { Route } from "./+types/model-home";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadModelHomePage(request, getServerApi(context));
}

export const meta: Route.MetaFunction = (args) => {
  const { loaderData } = args;
  return pageMeta(args, loaderData ? { title: loaderData.copy.metaTitle, description: loaderData.copy.metaDescription } : null);
};

export default function ModelHomePage({ loaderData }: Route.ComponentProps) {
  const { model, page, copy, figures, packages, startingPrice, paints, heroPaint } = loaderData;
  const { models, options } = useSiteData();
  // The models menu holds the advertised starting price; the packages are the fallback.
  const menuItem = models.find((m) => m.code === model.code);
  const price = menuItem ? (menuItem.priceComingSoon ? null : menuItem.price) : startingPrice;
  const pricePage = model.pages.find((p) => p.kind === "price");
  return (
    <>
      <div className={styles.hero}>
        <ModelPageHeader model={model} page={page} lead={copy.heroTitle}>
          <div className={styles.heroGrid}>
            <div>
              <p className={styles.subtitle}>{copy.heroSubtitle}</p>
              <p className={styles.startingPrice}>{fromPriceLabel(price)}</p>
              <ModelActions model={model} />
            </div>
            <ModelColours model={model} paints={paints} initial={heroPaint} />
          </div>
          <KeyFigures figures={figures} />
        </ModelPageHeader>
      </div>
      <Sections sections={copy.sections} />
      {/* Without the complectation API the page goes on without its packages (SPEC §8: logged only). */}
      {packages && packages.length > 0 ? (
        <section className={styles.block} aria-labelledby="packages-title">
          <div className="container">
            <h2 id="packages-title" className={styles.blockTitle}>
              Комплектации и цены
            </h2>
            <PackageList packages={packages} modelName={model.name} />
            {pricePage ? (
              <p className={styles.more}>
                <Link className="button button--ghost" to={pricePage.path}>
                  Все цены и комплектации
                </Link>
              </p>
            ) : null}
            <PriceNote options={options} />
          </div>
        </section>
      ) : null}
      <ModelClosing model={model} page={page} />
    </>
  );
}
