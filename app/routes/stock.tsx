import { Link } from "react-router";
import { Sections } from "~/components/content/sections";
import { PageHeader } from "~/components/ui/page-header";
import { configuratorHref, getModelFamily, modelFamilies } from "~/features/models/model-pages";
import { DealerContacts } from "~/features/contacts/dealer-contacts";
import { stockContent } from "~/features/stock/stock-content";
import { parseStockFilter, stockFilterHref } from "~/features/stock/stock-filter";
import styles from "~/features/stock/stock.module.css";
import { pageMeta } from "~/lib/meta";
import { phoneHref } from "~/lib/phone";
import { useSiteData } from "~/features/site/site-data";
import type { Route } from "./+types/stock";

export function loader({ request }: Route.LoaderArgs) {
  return { model: parseStockFilter(new URL(request.url).searchParams) };
}

export const meta: Route.MetaFunction = (args) => {
  const family = args.loaderData?.model ? getModelFamily(args.loaderData.model) : undefined;
  return pageMeta(args, {
    title: family ? `${family.fullName} в наличии` : stockContent.metaTitle,
    description: stockContent.metaDescription,
    // A model's stock names the model; the API's row describes the whole stock.
    specific: family !== undefined,
  });
};

export default function StockPage({ loaderData }: Route.ComponentProps) {
  const { models, options } = useSiteData();
  const family = loaderData.model ? getModelFamily(loaderData.model) : undefined;
  const phone = phoneHref(options.phone);
  // The models menu names the chips; the families stand in if the menu could not be loaded.
  const chips = models.length > 0 ? models.map((m) => ({ code: m.code, name: m.modelName })) : modelFamilies.map((f) => ({ code: f.code, name: f.fullName }));
  return (
    <>
      <PageHeader title={stockContent.title} lead={stockContent.lead} />
      <nav className={`container ${styles.filters}`} aria-label={stockContent.filterLabel}>
        <ul className={styles.chips}>
          <li>
            <Link className={styles.chip} to={stockFilterHref(null)} aria-current={family ? undefined : "true"}>
              {stockContent.allModels}
            </Link>
          </li>
          {chips.map((chip) => (
            <li key={chip.code}>
              <Link className={styles.chip} to={stockFilterHref(chip.code)} aria-current={chip.code === family?.code ? "true" : undefined}>
                {chip.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className={styles.result} aria-labelledby="stock-result-title">
        <div className="container">
          <div className={styles.empty} role="status">
            <h2 id="stock-result-title">{family ? `${family.fullName}: ${stockContent.empty.title.toLowerCase()}` : stockContent.empty.title}</h2>
            <p>{stockContent.empty.text}</p>
          </div>
          <div className={styles.actions}>
            {phone ? (
              <a className="button button--copper" href={phone}>
                Позвонить в отдел продаж
              </a>
            ) : null}
            <Link className="button" to={family ? configuratorHref(family) : "/configurator"}>
              Собрать в конфигураторе
            </Link>
            <Link className="button button--ghost" to="/test-drive.html">
              Записаться на тест-драйв
            </Link>
          </div>
          <DealerContacts options={options} title="Отдел продаж" heading="h3" />
        </div>
      </section>
      <Sections sections={stockContent.sections} />
    </>
  );
}
