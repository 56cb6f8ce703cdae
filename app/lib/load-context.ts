import type { ServiceName } from "~/lib/api-client";
import type { PublicConfig } from "~/lib/public-config";

/** What the web server hands every loader: where the backends are and the browser-facing settings. */
export type SiteLoadContext = {
  /** Absolute base URL of the brand API (…/api) as the server reaches it. */
  apiBaseUrl: string;
  /** Absolute base URL of the dealer API (…/dealer) as the server reaches it. */
  dealerBaseUrl: string;
  /** Bases of the other backends (offers, export, leads, testDrive) as the server reaches them. */
  serviceBases?: Readonly<Partial<Record<ServiceName, string>>>;
  publicConfig: PublicConfig;
  /**
   * The visitor's address as the web server resolved it (Express `req.ip`, which honours TRUST_PROXY);
   * lead actions forward it to the dealer API, whose per-visitor limits would otherwise see only this
   * process. Unset in tests.
   */
  clientIp?: string;
  /** This response's CSP nonce: React Router's inline scripts carry it (empty in tests and development). */
  cspNonce?: string;
  /**
   * The page is rendered for the page cache: the whole document at once (no streamed parts), for
   * every anonymous visitor alike.
   */
  shared?: boolean;
};

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends SiteLoadContext {}
}
