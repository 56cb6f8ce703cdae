import { ModelContentPageView } from "~/features/models/model-content-page";
import { loadModelContentPage } from "~/features/models/model-page-data";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/model-performance";

export function loader({ request }: Route.LoaderArgs) {
  return loadModelContentPage(request, "performance");
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ title: loaderData.copy.metaTitle, description: loaderData.copy.metaDescription }) : [];

export default function ModelPerformancePage({ loaderData }: Route.ComponentProps) {
  return <ModelContentPageView {...loaderData} />;
}
