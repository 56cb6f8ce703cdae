import { ConsentPage, consentPageTitle } from "~/features/consents/consent-page";
import { loadConsentPage } from "~/features/consents/consents-api.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/consent";

/** The consents in effect, or the one version `?version=` names (docs/decisions/0100). */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsentPage(context, new URL(request.url).searchParams.get("version"));
}

// A version asked for by id is a record shown to one visitor or staff member, not a page to index.
export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    args.loaderData?.asked
      ? {
          title: `${consentPageTitle(args.loaderData)}, редакция № ${args.loaderData.documents[0]?.number ?? ""}`,
          description:
            "Текст согласия в редакции, которую показывала форма на сайте: цели, перечень данных, действия, срок и порядок отзыва.",
          specific: true,
          noindex: true,
        }
      : {
          title: "Согласие на обработку персональных данных",
          description:
            "Согласие на обработку персональных данных, на их передачу третьим лицам и на получение рекламы: действующие редакции, их даты, PDF и все прежние редакции.",
        },
  );

export default function Consent({ loaderData }: Route.ComponentProps) {
  return <ConsentPage {...loaderData} />;
}
