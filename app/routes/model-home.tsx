import { Link } from "react-router";
import { orderRequestSchema } from "@contract/leads";
import { submitLead } from "~/features/leads/lead-action.server";
import { packageChoiceName, readOrderChoice } from "~/features/order/order-choice";
import { OrderSection } from "~/features/order/order-section";
import { Sections } from "~/components/content/sections";
import { fromPriceLabel } from "~/features/models/model-format";
import { lowestGuidePrice, modelPriceLabel, modelPriceOf } from "@contract/model-price";
import { loadModelHomePage } from "~/features/models/model-page-data.server";
import { ModelColours } from "~/features/models/model-colours";
import { KeyFigures, ModelActions, ModelClosing, ModelPageHeader, PackageList, PriceNote } from "~/features/models/model-page-parts";
import styles from "~/features/models/model-pages.module.css";
import { JsonLd } from "~/components/ui/json-ld";
import { modelCarData } from "~/features/models/model-structured-data";
import { pageMeta } from "~/lib/meta";
import { useSiteUrl } from "~/lib/structured-data";
import { getServerApi } from "~/lib/server-api.server";
import { useSiteData } from "~/features/site/site-data";
import type { Route } from "./+types/model-home";
import { leadClientAction } from "~/features/leads/lead-client-action";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await loadModelHomePage(request, getServerApi(context));
  const packageNames = (page.packages ?? []).map((pkg) => packageChoiceName(pkg, page.model.name));
  const choice = readOrderChoice(new URL(request.url).searchParams, packageNames);
  return { ...page, order: { ...choice, packageNames } };
}

// The order form of this page and the order popup (opened from the lineup and the price pages) post here.
export const action = ({ request, context }: Route.ActionArgs) =>
  submitLead({ request, context, type: "order", schema: orderRequestSchema });

// With scripts, a lost connection leaves the form as typed, with what to do (features/leads/lead-client-action.ts).
export const clientAction = (args: Route.ClientActionArgs) => leadClientAction(args);

export const meta: Route.MetaFunction = (args) => {
  const { loaderData } = args;
  return pageMeta(args, loaderData ? { title: loaderData.copy.metaTitle, description: loaderData.copy.metaDescription } : null);
};

export default function ModelHomePage({ loaderData, actionData }: Route.ComponentProps) {
  const { model, page, copy, figures, packages, startingPrice, paints, heroPaint, order } = loaderData;
  const { models, options } = useSiteData();
  // The models menu holds the advertised starting price (or the guide price while it is coming); the
  // packages are the fallback. One rule for every place a model's price shows (contract/model-price.ts).
  const menuItem = models.find((m) => m.code === model.code);
  const priceText = menuItem
    ? modelPriceLabel(modelPriceOf(menuItem))
    : fromPriceLabel(startingPrice, packages ? lowestGuidePrice(packages) : null);
  const pricePage = model.pages.find((p) => p.kind === "price");
  const siteUrl = useSiteUrl();
  return (
    <>
      <JsonLd data={modelCarData(model, packages, copy.metaDescription, siteUrl)} />
      <div className={styles.hero}>
        <ModelPageHeader model={model} page={page} lead={copy.heroTitle}>
          <div className={styles.heroGrid}>
            <div>
              <p className={styles.subtitle}>{copy.heroSubtitle}</p>
              <p className={styles.startingPrice}>{priceText}</p>
              <ModelActions model={model} />
            </div>
            <ModelColours model={model} paints={paints} initial={heroPaint} />
          </div>
          <KeyFigures figures={figures} />
        </ModelPageHeader>
      </div>
      <Sections sections={copy.sections} />
      {/* Without the complectation API the page goes on without its packages (docs/product.md §8: logged only). */}
      {packages && packages.length > 0 ? (
        <section className={styles.block} aria-labelledby="packages-title">
          <div className="container">
            <h2 id="packages-title" className={styles.blockTitle}>
              Комплектации и цены
            </h2>
            <PackageList packages={packages} modelName={model.name} order={{ model, place: `страница ${model.fullName}` }} />
            {pricePage ? (
              <p className={styles.more}>
                <Link className="button button--ghost" to={pricePage.path}>
                  Все цены и комплектации
                </Link>
              </p>
            ) : null}
            <PriceNote options={options} packages={packages} />
          </div>
        </section>
      ) : null}
      <OrderSection model={model} packages={order.packageNames} intent={order.intent} package={order.package} serverResult={actionData} />
      <ModelClosing model={model} page={page} />
    </>
  );
}
