import { ModelContentPageView } from "~/features/models/model-content-page";
import { loadModelContentPage } from "~/features/models/model-page-data.server";
import { pageMeta } from "~/lib/meta";
import { getServerApi } from "~/lib/server-api.server";
import type { Route } from "./+types/model-comfort";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadModelContentPage(request, getServerApi(context), "comfort");
}

export const meta: Route.MetaFunction = (args) => {
  const { loaderData } = args;
  return pageMeta(args, loaderData ? { title: loaderData.copy.metaTitle, description: loaderData.copy.metaDescription } : null);
};

export default function ModelComfortPage({ loaderData }: Route.ComponentProps) {
  return <ModelContentPageView {...loaderData} />;
}
