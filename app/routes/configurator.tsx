import { Sections } from "~/components/content/sections";
import { PageHeader } from "~/components/ui/page-header";
import { buildLineup } from "~/features/models/lineup";
import { priceDisclaimer } from "~/features/models/model-format";
import { loadModelSummaries } from "~/features/models/model-summaries.server";
import { Configurator } from "~/features/configurator/configurator";
import { configuratorContent } from "~/features/configurator/configurator-content";
import { configuratorLeadAction, loadConfigurator, pdfOfConfiguration } from "~/features/configurator/configurator.server";
import { loadDealerChoices } from "~/features/dealers/dealer-choices.server";
import { pdfHref } from "~/features/configurator/pdf-href";
import { lastSlide, normalizeState, parseState } from "~/features/configurator/configurator-state";
import { redirect } from "react-router";
import { pageMeta } from "~/lib/meta";
import { getServerApi } from "~/lib/server-api.server";
import { useSiteData } from "~/features/site/site-data";
import { PagePicture } from "~/features/visuals/page-picture";
import { pagePictureFor } from "~/features/visuals/page-pictures";
import type { Route } from "./+types/configurator";
import { leadClientAction } from "~/features/leads/lead-client-action";
import { clientIp } from "~/features/leads/lead-action.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // «Скачать PDF» (`?…&pdf=1`, a plain link, so it works without JavaScript too): the leads API makes
  // the PDF of the configuration and the browser goes to the file; a failure is said on the summary.
  let pdfError: string | null = null;
  if (url.searchParams.get("pdf") === "1") {
    const pdf = await pdfOfConfiguration(context, url.search, request.signal, clientIp(request, context));
    if ("file" in pdf) throw redirect(pdfHref(pdf.file), 303);
    pdfError = pdf.error;
  }
  const api = getServerApi(context);
  const [summaries, { models, programs }, dealers] = await Promise.all([
    loadModelSummaries(api),
    loadConfigurator(api),
    loadDealerChoices(api, "sales"),
  ]);
  // `/configurator?model=…&package=…` is the summary the server renders (the page without JavaScript, the PDF's link).
  const raw = parseState(url.search);
  const serverState = normalizeState({ ...raw, slide: lastSlide }, models, programs);
  return { summaries, models, programs, dealers, serverState, pdfError };
}

export const action = (args: Route.ActionArgs) => configuratorLeadAction(args);

// With scripts, a lost connection leaves the form as typed, with what to do (features/leads/lead-client-action.ts).
export const clientAction = (args: Route.ClientActionArgs) => leadClientAction(args);

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: configuratorContent.metaTitle, description: configuratorContent.metaDescription });

export default function ConfiguratorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { models, options } = useSiteData();
  const lineup = buildLineup(models, loaderData.summaries);
  return (
    <>
      <PageHeader title={configuratorContent.title} lead={configuratorContent.lead} />
      <Configurator
        lineup={lineup}
        models={loaderData.models}
        programs={loaderData.programs}
        serverState={loaderData.serverState}
        dealers={loaderData.dealers}
        priceNote={priceDisclaimer(options)}
        leadResult={actionData ?? null}
        pdfError={loaderData.pdfError}
      />
      <Sections sections={configuratorContent.sections} />
      <PagePicture picture={pagePictureFor("/configurator")} place="closing" />
    </>
  );
}
