import { cityListSchema, dealerListSchema, type Dealer } from "@contract/dealer";
import { loadOptions } from "~/features/site/load-options";
import type { TestDriveChoices } from "~/features/test-drive/test-drive-choices";
import type { Api } from "~/lib/api-client";
import { getCached } from "~/lib/cached-get.server";
import { errorMessages } from "~/lib/error-messages";
import { logLoadFailure } from "~/lib/log";
import { pickDefaultCity } from "./finder-state";

/**
 * Which dealers a form offers: those taking test drives (docs/product.md §7: `testDrive=1` on both calls), those
 * selling cars (a configuration's request: not the body-repair centre), or all (staff naming a lead's).
 */
export type DealerChoiceKind = "test-drive" | "sales" | "all";

const offers: Record<DealerChoiceKind, (dealer: Dealer) => boolean> = {
  "test-drive": () => true,
  sales: (dealer) => dealer.services.includes("sales"),
  all: () => true,
};

/**
 * The cities and each one's dealers of that kind, all at once: a handful of cached calls, and a form
 * can then follow a new city without asking again. Cities without such a dealer are left out. null
 * when the API fails (logged): the page offers the phone instead.
 */
export async function loadDealerChoices(api: Api, kind: DealerChoiceKind): Promise<TestDriveChoices | null> {
  const filter = kind === "test-drive" ? { testDrive: 1 } : {};
  try {
    const [cities, options] = await Promise.all([getCached(api, "/v1/city", { query: filter, schema: cityListSchema }), loadOptions(api)]);
    const withDealers = await Promise.all(
      cities.map(async (city) => {
        const dealers = await getCached(api, "/v1/dealer", { query: { city_id: city.id, ...filter }, schema: dealerListSchema });
        return {
          id: city.id,
          name: city.name,
          dealers: dealers.filter(offers[kind]).map((d) => ({ id: d.id, name: d.name, address: d.address })),
        };
      }),
    );
    const offered = withDealers.filter((city) => city.dealers.length > 0);
    return { cities: offered, defaultCityId: pickDefaultCity(offered, options.dealer_address)?.id ?? null };
  } catch (error) {
    logLoadFailure(errorMessages.dealersLoadFailed, error, "форма предлагает позвонить вместо выбора города и дилера");
    return null;
  }
}
