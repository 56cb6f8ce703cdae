import { data } from "react-router";
import { NotFoundPage } from "~/features/layout/not-found-page";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/not-found";

// Unknown paths answer 404 (docs/product.md §2.1) while still showing the site's layout.
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Страница не найдена",
    description: "Такой страницы на сайте нет. Перейдите на главную или выберите модель Genesis.",
    noindex: true,
    specific: true,
  });

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
