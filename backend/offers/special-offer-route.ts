import { modelCodes } from "@contract/model";
import { advertisedCreditCost } from "@contract/credit-cost";
import type { CreditProgram } from "@contract/credit-program";
import { specialOfferStatusFilters, type SpecialOffer } from "@contract/special-offer";
import { getCreditPrograms } from "../directory/directory-queries";
import type { RequestHandler } from "express";
import type { Db } from "../db/database";
import { getSpecialOffer, getSpecialOffers } from "./special-offer-queries";
import { goneOffer } from "../content/offer-content";
import type { Clock } from "../http/clock";
import { toMoscowDay } from "../http/clock";
import { HttpError } from "../http/http-error";
import { messages } from "../http/messages";
import { enumParam, parseParams, parseQuery, querySchema, slugParam } from "../http/query";
import { sendOk } from "../http/respond";

const maxIdLength = 100;

const listQuery = querySchema({
  status: enumParam("status", specialOfferStatusFilters).optional(),
  model: enumParam("model", modelCodes).optional(),
});
const idParams = querySchema({ id: slugParam("id", maxIdLength) });
const noQuery = querySchema({});

/**
 * GET /v1/special-offer[?status=active|upcoming|expired|all][&model=…]: offers running today (Moscow
 * day) by default, the ones ending soonest first.
 */
export function specialOfferListHandler(db: Db, now: Clock): RequestHandler {
  return async (req, res) => {
    const query = parseQuery(listQuery, req);
    const items = await getSpecialOffers(db, { day: toMoscowDay(now()), status: query.status ?? "active", model: query.model });
    sendOk(res, { items: withCreditCost(items, await getCreditPrograms(db)) });
  };
}

/** GET /v1/special-offer/{id}: one offer whatever its status, so that old links can say it has ended. */
export function specialOfferHandler(db: Db, now: Clock): RequestHandler {
  return async (req, res) => {
    const { id } = parseParams(idParams, req);
    parseQuery(noQuery, req);
    const offer = await getSpecialOffer(db, id, toMoscowDay(now()));
    if (!offer) {
      // Taken down in the studio: 410, with the page the editor chose to send visitors to, if any.
      const gone = await goneOffer(db, id);
      if (gone) {
        res
          .status(410)
          .set("Cache-Control", "public, max-age=60")
          .json({ success: false, data: { redirect: gone.to }, message: messages.specialOfferGone });
        return;
      }
      throw new HttpError(404, messages.specialOfferNotFound);
    }
    const [priced] = withCreditCost([offer], await getCreditPrograms(db));
    sendOk(res, priced);
  };
}

/** An offer that names a rate gets the ПСК of the programs behind it (docs/decisions/0097). */
function withCreditCost(offers: SpecialOffer[], programs: CreditProgram[]): SpecialOffer[] {
  return offers.map((offer) => {
    const advertised = advertisedCreditCost([offer.title, offer.short, ...offer.full, ...offer.terms, offer.legal], offer.models, programs);
    return advertised ? { ...offer, credit_cost: advertised.cost, credit_conditions: advertised.conditions } : offer;
  });
}
