import { Sections } from "~/components/content/sections";
import { PageHeader } from "~/components/ui/page-header";
import { buildLineup } from "~/features/models/lineup";
import { priceDisclaimer } from "~/features/models/model-format";
import { loadModelSummaries } from "~/features/models/model-summaries";
import { Configurator } from "~/features/configurator/configurator";
import { configuratorContent } from "~/features/configurator/configurator-content";
import { loadConfiguratorModels } from "~/features/configurator/configurator-data";
import { pageMeta } from "~/lib/meta";
import { getServerApi } from "~/lib/server-api.server";
import { useSiteData } from "~/features/site/site-data";
import type { Route } from "./+types/configurator";

export async function loader({ context }: Route.LoaderArgs) {
  const api = getServerApi(context);
  const [summaries, models] = await Promise.all([loadModelSummaries(api), loadConfiguratorModels(api)]);
  return { summaries, models };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: configuratorContent.metaTitle, description: configuratorContent.metaDescription });

export default function ConfiguratorPage({ loaderData }: Route.ComponentProps) {
  const { models, options } = useSiteData();
  const lineup = buildLineup(models, loaderData.summaries);
  return (
    <>
      <PageHeader title={configuratorContent.title} lead={configuratorContent.lead} />
      <Configurator lineup={lineup} models={loaderData.models} priceNote={priceDisclaimer(options)} />
      <Sections sections={configuratorContent.sections} />
    </>
  );
}
