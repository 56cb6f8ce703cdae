import type { City, Dealer } from "@contract/dealer";

/** What the dealer finder shows, as its URL says: `?city=2&certified=1&testDrive=1#dealers`. */
export type FinderState = {
  /** Chosen city; null when the URL names none (the page then picks the dealer's own city). */
  cityId: number | null;
  /** Only dealers selling certified used cars. */
  certified: boolean;
  /** Only dealers offering test drives. */
  testDrive: boolean;
};

/** Path of the page holding the finder and the id of its section. */
export const finderPath = "/contacts.html";
export const finderSectionId = "dealers";

const isOn = (value: string | null) => value === "1" || value === "true";

/** Reads the finder's state from a query string; odd values read as "not chosen". */
export function parseFinderState(search: URLSearchParams | string): FinderState {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const city = params.get("city")?.trim() ?? "";
  const cityId = /^\d{1,9}$/.test(city) && Number(city) > 0 ? Number(city) : null;
  return { cityId, certified: isOn(params.get("certified")), testDrive: isOn(params.get("testDrive")) };
}

/** The query string of a state, without "?": the city, then the filters that are on (as the form submits them). */
export function finderSearch(state: FinderState): string {
  const params = new URLSearchParams();
  if (state.cityId !== null) params.set("city", String(state.cityId));
  if (state.certified) params.set("certified", "1");
  if (state.testDrive) params.set("testDrive", "1");
  return params.toString();
}

/** A link that opens the finder in this state: `/contacts.html?city=2&testDrive=1#dealers`. */
export function finderHref(state: FinderState): string {
  const search = finderSearch(state);
  return `${finderPath}${search ? `?${search}` : ""}#${finderSectionId}`;
}

/** The flags as the dealer API takes them: only the ones that are on, as 1 (docs/product.md §7). */
export function finderApiFlags(state: Pick<FinderState, "certified" | "testDrive">): { certified?: 1; testDrive?: 1 } {
  return { ...(state.certified ? { certified: 1 as const } : {}), ...(state.testDrive ? { testDrive: 1 as const } : {}) };
}

/** "с тест-драйвом": what the filters ask of a dealer, to complete «нет дилерских центров …»; "" without filters. */
export function describeFilters(state: Pick<FinderState, "certified" | "testDrive">): string {
  const parts = [state.certified ? "с сертифицированными автомобилями с пробегом" : "", state.testDrive ? "с тест-драйвом" : ""];
  const [first, second] = parts.filter(Boolean);
  if (!first) return "";
  return second ? `${first} и ${second.replace(/^с /, "")}` : first;
}

/**
 * The city to show when the URL names none: the dealer's own (the one its address names), else the
 * first. `address` is the dealer's address from the site options.
 */
export function pickDefaultCity<T extends { name: string }>(cities: readonly T[], address: string | null | undefined): T | undefined {
  const text = (address ?? "").toLowerCase();
  const home = cities.find((city) => {
    const name = city.name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return new RegExp(`(^|[^а-яёa-z-])${name}($|[^а-яёa-z-])`).test(text);
  });
  return home ?? cities[0];
}

/** What the finder renders: the cities to choose from, the chosen one and its dealers; or that the API failed. */
export type DealerFinderData =
  | {
      status: "ok";
      /** The state shown: the URL's, with the city the page picked when the URL named none. */
      selection: FinderState;
      /** Cities with a dealer matching the filters, plus the chosen city when it has none. */
      cities: City[];
      city: City | null;
      dealers: Dealer[];
    }
  | { status: "unavailable" };
