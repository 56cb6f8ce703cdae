import { tradeInRequestSchema } from "@contract/leads";
import { data } from "react-router";
import { submitLead } from "~/features/leads/lead-action.server";
import { OfferPage } from "~/features/offers/offer-page";
import { offerPageMeta } from "~/features/offers/offers";
import { loadOfferPage } from "~/features/offers/offers-api.server";
import { TradeInLink } from "~/features/trade-in/trade-in-link";
import { TradeInSection } from "~/features/trade-in/trade-in-section";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/special-offer";
import { leadClientAction } from "~/features/leads/lead-client-action";

/** The offer whose page carries the trade-in form. */
const tradeInOfferId = "trade-in";

/** An offer from the content API with up to three other running ones; unknown ids are a 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await loadOfferPage(context, params.id);
  return page;
}

/** The trade-in offer takes the trade-in form (inline and the popup); no other offer takes a POST. */
export function action({ request, context, params }: Route.ActionArgs) {
  if (params.id !== tradeInOfferId) throw data(null, { status: 405 });
  return submitLead({ request, context, type: "trade-in", schema: tradeInRequestSchema() });
}

// With scripts, a lost connection leaves the form as typed, with what to do (features/leads/lead-client-action.ts).
export const clientAction = (args: Route.ClientActionArgs) => leadClientAction(args);

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData ? offerPageMeta(args.loaderData) : null);

export default function SpecialOffer({ loaderData, actionData }: Route.ComponentProps) {
  // Only the trade-in offer carries a form.
  if (loaderData.offer.id !== tradeInOfferId) return <OfferPage {...loaderData} />;
  const page = loaderData;
  const place = "страница предложения «Трейд-ин»";
  return (
    <OfferPage
      {...page}
      lead={
        <TradeInLink place={place} className="button button--copper">
          Оценить мой автомобиль
        </TradeInLink>
      }
    >
      <TradeInSection serverResult={actionData} />
    </OfferPage>
  );
}
