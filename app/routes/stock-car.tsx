import { data } from "react-router";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/stock-car";

/**
 * A car of the stock feeds. The feeds are not connected yet, so no id is known and every request is
 * a 404; the loader is where a feed lookup by `params.id` goes.
 */
export function loader(_args: Route.LoaderArgs): never {
  throw data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Автомобиль в наличии", description: "Новый автомобиль Genesis в наличии у официального дилера в Химках.", noindex: true });

export default function StockCarPage() {
  return null;
}
