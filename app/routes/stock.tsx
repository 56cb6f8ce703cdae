import { data, redirect } from "react-router";
import { orderRequestSchema } from "@contract/leads";
import { isModelCode } from "@contract/model-codes";
import { stockListSchema, type StockList } from "@contract/stock";
import { Sections } from "~/components/content/sections";
import { PageHeader } from "~/components/ui/page-header";
import { submitLead } from "~/features/leads/lead-action.server";
import { StockCard } from "~/features/stock/stock-card";
import { stockContent } from "~/features/stock/stock-content";
import { StockEmpty } from "~/features/stock/stock-empty";
import { ComparedCars, FavouriteCars, KeptCarsLinks } from "~/features/stock/stock-favourites";
import { StockFilterForm, StockFilterToggle, useFilterSheet } from "~/features/stock/stock-filters";
import { carsCount, stockModelName } from "~/features/stock/stock-labels";
import { StockModelChips } from "~/features/stock/stock-model-chips";
import { StockPages } from "~/features/stock/stock-pages";
import { isStockOutage, stockOutageInit } from "~/features/stock/stock-outage";
import { StockUnavailable } from "~/features/stock/stock-unavailable";
import { readStockQuery, stockApiQuery, stockHrefOf } from "~/features/stock/stock-query";
import styles from "~/features/stock/stock.module.css";
import { logLoadFailure } from "~/lib/log";
import { pageMeta } from "~/lib/meta";
import { getServerApi } from "~/lib/server-api.server";
import type { Route } from "./+types/stock";
import { leadClientAction } from "~/features/leads/lead-client-action";

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readStockQuery(new URL(request.url).searchParams);
  const list = await getServerApi(context)
    .get("/v1/stock", {
      service: "dealer",
      query: stockApiQuery(query),
      schema: stockListSchema,
      signal: request.signal,
      logFailure: false,
    })
    .catch((error: unknown) => {
      if (request.signal.aborted || !isStockOutage(error)) throw error;
      logLoadFailure("Список автомобилей в наличии не загрузился", error, "страница предлагает позвонить или оставить заявку");
      return null;
    });
  // The stock did not answer: the page says so and still takes a request; never kept by a cache.
  if (!list) return data({ query, list, href: stockHrefOf(query) }, stockOutageInit);
  const href = stockHrefOf({ ...query, page: list.page });
  // A page past the last (an old link, the stock grew smaller) goes to the last one, whose address it takes.
  if (list.page !== query.page) throw redirect(href);
  return { query: { ...query, page: list.page }, list, href };
}

/**
 * The model a page's title names: one of the five, or a feed's own model name («GV60 (JW1), электро»)
 * while some car has it. A value no car has (`?model=бесплатно`) is never printed in the title or the
 * heading: the list says nothing matches it and offers to drop it (StockEmpty).
 */
function titleModel(model: string | undefined, list: StockList | null): string | undefined {
  if (model === undefined || isModelCode(model)) return model;
  return list?.facets.model.some((value) => value.value === model && value.count > 0) ? model : undefined;
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

// «Найти такой автомобиль» of an empty result: an order request with the filter as its comment.
export const action = ({ request, context }: Route.ActionArgs) =>
  submitLead({ request, context, type: "order", schema: orderRequestSchema });

// With scripts, a lost connection leaves the form as typed, with what to do (features/leads/lead-client-action.ts).
export const clientAction = (args: Route.ClientActionArgs) => leadClientAction(args);

export const meta: Route.MetaFunction = (args) => {
  const model = titleModel(args.loaderData?.query.filters.model, args.loaderData?.list ?? null);
  return pageMeta(args, {
    title: model ? `Genesis ${stockModelName(model)} в наличии` : stockContent.metaTitle,
    description: stockContent.metaDescription,
    // A model's stock names the model; the API's row describes the whole stock.
    specific: model !== undefined,
  });
};

const stockLead = (
  <>
    {stockContent.lead} <span className={styles.leadInvite}>{stockContent.leadInvite}</span>
  </>
);

export default function StockPage({ loaderData, actionData }: Route.ComponentProps) {
  const { query, list, href } = loaderData;
  const model = titleModel(query.filters.model, list);
  const title = model ? `Genesis ${stockModelName(model)} в наличии` : stockContent.title;
  const sheet = useFilterSheet();
  if (!list) {
    return (
      <>
        <PageHeader title={title} lead={stockContent.lead} />
        <section className={styles.result} aria-labelledby="stock-unavailable-title">
          <div className="container">
            <StockUnavailable
              title="Список автомобилей сейчас не загрузился"
              href={href}
              place="страница «Автомобили в наличии», склад не ответил"
              comment={model ? `Ищу Genesis ${stockModelName(model)} в наличии` : "Ищу автомобиль в наличии"}
              serverResult={actionData}
            />
          </div>
        </section>
        <Sections sections={stockContent.sections} />
      </>
    );
  }
  return (
    <>
      {/* On a phone the header is tighter and its lead leaves out the invitation to the chips, which follow in view. */}
      <div className={styles.head}>
        <PageHeader title={title} lead={stockLead} />
      </div>
      <StockModelChips query={query} models={list.facets.model} />
      <section className={styles.result} aria-labelledby="stock-result-title">
        <div className={`container ${styles.layout}`}>
          <StockFilterForm list={list} query={query} href={href} sheet={sheet} />
          <div className={styles.results}>
            <h2 id="stock-result-title" className={styles.count} aria-live="polite">
              {list.total > 0 ? `${carsCount(list.total)} в наличии и в пути` : stockContent.empty.title}
            </h2>
            <div className={styles.toolbar}>
              <StockFilterToggle sheet={sheet} query={query} />
              <KeptCarsLinks />
            </div>
            <ComparedCars />
            {list.total > 0 ? (
              <>
                <ul className={styles.grid}>
                  {list.cars.map((car, i) => (
                    <li key={car.id}>
                      <StockCard car={car} eager={i < 3} />
                    </li>
                  ))}
                </ul>
                <StockPages query={query} page={list.page} pages={list.pages} />
              </>
            ) : (
              <StockEmpty query={query} facets={list.facets} href={href} serverResult={actionData} />
            )}
            <FavouriteCars />
          </div>
        </div>
      </section>
      <Sections sections={stockContent.sections} />
    </>
  );
}
