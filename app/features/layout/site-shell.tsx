import { memo, type ReactNode } from "react";
import { useLocation, useMatches, useNavigation } from "react-router";
import { IconSprite } from "~/components/ui/icon-sprite";
import { HydrateNear } from "~/lib/hydrate-near";
import { CookiePopup } from "~/features/cookies/cookie-popup";
import { isLayoutHidden } from "./hide-layout";
import {
  useCallTracking,
  useHashPopup,
  useMetrika,
  useHeaderAutoHide,
  useReportViewportWidth,
  useRouteChangeEffects,
  useScrollLock,
  useScrollReset,
} from "./layout-behaviours";
import { findModelPage } from "~/features/models/model-pages";
import { useRememberLanding } from "~/features/leads/utm";
import { LazyPopups } from "~/features/popups/lazy-popups";
import { useSiteData } from "~/features/site/site-data";
import { useBurgers, useLayoutSelector } from "./layout-context";
import { Footer } from "./footer/footer";
import { Header } from "./header/header";
import { ModelHeader } from "./model-header";
import styles from "./site-shell.module.css";

/**
 * The footer, hydrated once the visitor acts or comes near it (docs/decisions/0132), after the header and the page in
 * any case (0124). It takes no props, so that the shell's renders pass it by: an update cannot reach a part still held.
 */
const NearFooter = memo(function NearFooter() {
  return (
    <HydrateNear name="footer">
      <Footer />
    </HydrateNear>
  );
});

/**
 * The root layout (docs/product.md §2.2): header, the model sub-header on model routes, the page, footer,
 * the icon sprite and the popups (their code loads when one first opens). A route's `handle: { hideLayout: true }` drops header and footer.
 */
export function SiteShell(props: { children: ReactNode }) {
  const { publicConfig } = useSiteData();
  const location = useLocation();
  const hidden = isLayoutHidden(useMatches());
  const model = findModelPage(location.pathname);
  // The mobile menu covers the whole screen: what lies under it takes no focus and no clicks (the cookie
  // notice is drawn over the menu and stays in reach).
  const behindMenu = useBurgers().mobileOpen;
  // The page-loaded flag (docs/product.md §4, docs/decisions/0121): false while the next page's data loads.
  const pageLoading = useNavigation().state === "loading";

  useReportViewportWidth();
  useHeaderAutoHide();
  useRouteChangeEffects();
  useHashPopup();
  useScrollReset();
  useScrollLock();
  useCallTracking(publicConfig.callTrackingScriptUrl);
  useMetrika(
    publicConfig.metrikaId,
    useLayoutSelector((state) => !state.popups.cookieOpen),
  );
  useRememberLanding();

  return (
    <>
      <IconSprite />
      {/* Its target is under the open mobile menu: inert with it, so Tab cannot leave the menu for it. */}
      <a href="#main" className="skip-link" inert={behindMenu}>
        Перейти к содержанию
      </a>
      {/* Fixed to the bottom of the screen, but early in the page, so that the keyboard and screen
          readers meet it right after the skip link instead of after the whole footer. */}
      <CookiePopup />
      {hidden ? null : <Header />}
      {!hidden && model ? <ModelHeader family={model.family} page={model.page} inert={behindMenu} /> : null}
      {/* A line across the top while the next page loads; shown only after 200 ms, so a quick one shows nothing. */}
      <div className={styles.progress} data-loading={pageLoading || undefined} aria-hidden="true" />
      <main id="main" tabIndex={-1} className={styles.main} inert={behindMenu} aria-busy={pageLoading || undefined}>
        {props.children}
      </main>
      {hidden ? null : <NearFooter />}
      <LazyPopups />
    </>
  );
}
