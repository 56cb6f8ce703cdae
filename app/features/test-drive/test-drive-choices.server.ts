import type { AppLoadContext } from "react-router";
import { cityListSchema, dealerListSchema } from "@contract/dealer";
import { pickDefaultCity } from "~/features/dealers/finder-state";
import { loadOptions } from "~/features/site/load-options";
import { getCached } from "~/lib/cached-get.server";
import { errorMessages } from "~/lib/error-messages";
import { logError } from "~/lib/log";
import { getServerApi } from "~/lib/server-api.server";
import type { TestDriveChoices } from "./test-drive-choices";

/**
 * Test-drive cities and each one's test-drive dealers (SPEC §7: GET /v1/city and /v1/dealer with
 * testDrive=1), all at once: a handful of cached calls, and the form can then follow a new city
 * without asking again. null when the API fails (logged): the page offers the phone instead.
 */
export async function loadTestDriveChoices(context: AppLoadContext): Promise<TestDriveChoices | null> {
  const api = getServerApi(context);
  try {
    const [cities, options] = await Promise.all([getCached(api, "/v1/city", { query: { testDrive: 1 }, schema: cityListSchema }), loadOptions(api)]);
    const withDealers = await Promise.all(
      cities.map(async (city) => {
        const dealers = await getCached(api, "/v1/dealer", { query: { city_id: city.id, testDrive: 1 }, schema: dealerListSchema });
        return { id: city.id, name: city.name, dealers: dealers.map((d) => ({ id: d.id, name: d.name, address: d.address })) };
      }),
    );
    const offered = withDealers.filter((city) => city.dealers.length > 0);
    return { cities: offered, defaultCityId: pickDefaultCity(offered, options.dealer_address)?.id ?? null };
  } catch (error) {
    logError(errorMessages.dealersLoadFailed, error);
    return null;
  }
}
