import type { SiteLoadContext } from "~/lib/load-context";
import type { PublicConfig } from "~/lib/public-config";

/** Browser-facing settings with every optional service switched off. */
export const testPublicConfig: PublicConfig = {
  personalAccountUrl: "",
  onlineShowroomUrl: "",
  ratingWidgetUrl: null,
  callTrackingScriptUrl: null,
  metrikaId: null,
  siteUrl: "",
};

/** A loader context for tests: the brand API at `apiBaseUrl`, the dealer API beside it unless given. */
export function testLoadContext(apiBaseUrl: string, overrides: Partial<SiteLoadContext> = {}): SiteLoadContext {
  return { apiBaseUrl, dealerBaseUrl: apiBaseUrl.replace(/\/api$/, "/dealer"), publicConfig: testPublicConfig, ...overrides };
}
