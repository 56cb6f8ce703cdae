import { data, redirect } from "react-router";
import { creditProgramListSchema } from "@contract/credit-program";
import { orderRequestSchema } from "@contract/leads";
import { stockCarIdPattern } from "@contract/stock-ids";
import { stockCarSchema, stockSoldSchema, type StockCar } from "@contract/stock";
import { submitLead } from "~/features/leads/lead-action.server";
import { stockCarHref, stockCarSummary, stockCarTitle } from "~/features/stock/stock-card";
import { stockCarJsonLd } from "~/features/stock/stock-car-ld";
import { StockCarView, StockSoldView, type StockCarIntent } from "~/features/stock/stock-car-view";
import { isStockOutage, stockOutageInit } from "~/features/stock/stock-outage";
import { StockUnavailable } from "~/features/stock/stock-unavailable";
import { PageHeader } from "~/components/ui/page-header";
import { lowestMonthlyPayment } from "~/features/stock/stock-credit";
import { errorMessages } from "~/lib/error-messages";
import { logLoadFailure } from "~/lib/log";
import { pageMeta } from "~/lib/meta";
import { getServerApi } from "~/lib/server-api.server";
import type { Route } from "./+types/stock-car";
import { leadClientAction } from "~/features/leads/lead-client-action";

/** A car of the stock feeds; 410 «Автомобиль уже продан» with similar cars once it has left them. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  // Not an id of the site's cars: no call, no request form about it.
  if (!stockCarIdPattern.test(params.id)) throw data(null, { status: 404 });
  const api = getServerApi(context);
  // The stock did not answer: the page says so and still takes a request about this car; never kept by a cache.
  const unavailable = (error: unknown) => {
    logLoadFailure(`Автомобиль ${params.id} не загрузился`, error, "страница предлагает позвонить или оставить заявку");
    return data({ kind: "unavailable" as const, id: params.id }, stockOutageInit);
  };
  let result;
  try {
    result = await api.request({
      service: "dealer",
      path: `/v1/stock/${encodeURIComponent(params.id)}`,
      signal: request.signal,
      logFailure: false,
    });
  } catch (error) {
    if (request.signal.aborted || !isStockOutage(error)) throw error;
    return unavailable(error);
  }
  if (result.status === 410) {
    const sold = stockSoldSchema.parse((result.body as { data?: unknown } | null)?.data);
    return data({ kind: "sold" as const, similar: sold.similar }, { status: 410 });
  }
  if (result.status === 404) throw data(null, { status: 404 });
  if (!result.success && (result.status >= 500 || result.status === 0)) return unavailable(new Error(`${result.status} ${result.message}`));
  if (!result.success) throw new Error(`Автомобиль ${params.id}: ${result.status} ${result.message}`);
  const parsed = stockCarSchema.safeParse(result.data);
  if (!parsed.success) return unavailable(parsed.error);
  const car: StockCar = parsed.data;
  // An address shared when ids still held a VIN: the API followed its 301 to the car, whose own address this is.
  if (car.id !== params.id) throw redirect(stockCarHref(car.id), 301);
  // The monthly payment is a courtesy: the car's page shows without it when the programs fail.
  const programs = await api
    .get("/v1/credit-program", { schema: creditProgramListSchema, signal: request.signal, logFailure: false })
    .catch((error: unknown) => {
      if (request.signal.aborted) throw error;
      logLoadFailure(errorMessages.creditProgramsLoadFailed, error, "страница автомобиля без ежемесячного платежа в кредит");
      return [];
    });
  const intent: StockCarIntent = new URL(request.url).searchParams.get("intent") === "price" ? "price" : "reserve";
  return { kind: "car" as const, car, credit: lowestMonthlyPayment(car.priceRub, car.modelCode, programs), intent };
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

// «Забронировать» and «Узнать условия»: an order request with the car attached (stock_car).
export const action = ({ request, context }: Route.ActionArgs) =>
  submitLead({ request, context, type: "order", schema: orderRequestSchema });

// With scripts, a lost connection leaves the form as typed, with what to do (features/leads/lead-client-action.ts).
export const clientAction = (args: Route.ClientActionArgs) => leadClientAction(args);

export const meta: Route.MetaFunction = (args) => {
  const loaderData = args.loaderData;
  if (loaderData?.kind === "unavailable") {
    return pageMeta(args, {
      title: "Автомобиль в наличии",
      description: "Сведения об автомобиле сейчас не загрузились: позвоните в отдел продаж или оставьте заявку.",
      specific: true,
      noindex: true,
    });
  }
  if (!loaderData || loaderData.kind === "sold") {
    return pageMeta(args, {
      title: "Автомобиль уже продан",
      description: "Этого автомобиля больше нет в наличии: посмотрите похожие Genesis у официального дилера в Химках.",
      specific: true,
      noindex: true,
    });
  }
  const { car } = loaderData;
  const title = `${stockCarTitle(car)}, ${car.price} ₽`;
  const tags = pageMeta(args, {
    title,
    description: `${stockCarSummary(car)} ${car.price} ₽ у официального дилера Genesis в Химках.`,
    specific: true,
  });
  const canonical = tags.find((tag) => "rel" in tag && tag.rel === "canonical") as { href?: string } | undefined;
  const pageUrl = canonical?.href ?? args.location.pathname;
  const origin = /^https?:\/\/[^/]+/.exec(pageUrl)?.[0] ?? "";
  return [...tags, { "script:ld+json": stockCarJsonLd(car, pageUrl, origin) }];
};

export default function StockCarPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === "sold") return <StockSoldView similar={loaderData.similar} />;
  if (loaderData.kind === "unavailable") {
    return (
      <>
        <PageHeader title="Автомобиль в наличии" crumbs={[{ title: "Автомобили в наличии", href: "/avto-v-nalicii.html" }]} />
        <section aria-labelledby="stock-unavailable-title">
          <div className="container">
            <StockUnavailable
              title="Сведения об автомобиле сейчас не загрузились"
              href={`/feed/${loaderData.id}.html`}
              place="страница автомобиля в наличии, склад не ответил"
              comment="Интересует автомобиль из наличия, страница которого не загрузилась"
              stockCar={loaderData.id}
              serverResult={actionData}
            />
          </div>
        </section>
      </>
    );
  }
  return <StockCarView car={loaderData.car} credit={loaderData.credit} intent={loaderData.intent} serverResult={actionData} />;
}
