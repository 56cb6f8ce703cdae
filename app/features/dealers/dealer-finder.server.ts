import type { AppLoadContext } from "react-router";
import { type City, cityListSchema, type Dealer, dealerListSchema } from "@contract/dealer";
import { loadOptions } from "~/features/site/load-options";
import type { Api } from "~/lib/api-client";
import { getCached } from "~/lib/cached-get.server";
import { errorMessages } from "~/lib/error-messages";
import { getServerApi } from "~/lib/server-api.server";
import { type DealerFinderData, finderApiFlags, type FinderState, parseFinderState, pickDefaultCity } from "./finder-state";
import { logLoadFailure } from "~/lib/log";

function getCities(api: Api, state: Pick<FinderState, "certified" | "testDrive">): Promise<City[]> {
  const query = finderApiFlags(state);
  return getCached(api, "/v1/city", { query, schema: cityListSchema });
}

function getDealers(api: Api, cityId: number, state: Pick<FinderState, "certified" | "testDrive">): Promise<Dealer[]> {
  const query = { city_id: cityId, ...finderApiFlags(state) };
  return getCached(api, "/v1/dealer", { query, schema: dealerListSchema });
}

/**
 * The finder's data for a request's query (docs/product.md §7: cities and dealers, both with the filters). The
 * unfiltered list names a chosen city that the filters leave out, so the page can say it has no match.
 * A failure is logged and the page shows the dealer's own contacts instead.
 */
export async function loadDealerFinder(context: AppLoadContext, search: URLSearchParams): Promise<DealerFinderData> {
  const state = parseFinderState(search);
  const api = getServerApi(context);
  try {
    const filtered = state.certified || state.testDrive;
    const [matching, all, options] = await Promise.all([
      getCities(api, state),
      filtered ? getCities(api, { certified: false, testDrive: false }) : null,
      loadOptions(api),
    ]);
    const everyCity = all ?? matching;
    const named = everyCity.find((c) => c.id === state.cityId);
    const city = named ?? pickDefaultCity(matching, options.dealer_address) ?? pickDefaultCity(everyCity, options.dealer_address) ?? null;
    const dealers = city ? await getDealers(api, city.id, state) : [];
    const matchingIds = new Set(matching.map((c) => c.id));
    const cities = city && !matchingIds.has(city.id) ? everyCity.filter((c) => c.id === city.id || matchingIds.has(c.id)) : matching;
    return { status: "ok", selection: { ...state, cityId: city?.id ?? null }, cities, city, dealers };
  } catch (error) {
    logLoadFailure(errorMessages.dealersLoadFailed, error, "вместо поиска дилеров — контакты дилерского центра");
    return { status: "unavailable" };
  }
}
