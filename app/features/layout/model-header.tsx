import { useEffect, useId, useRef } from "react";
import { Icon } from "~/components/ui/icon";
import { OUTSIDE_CLICK_DELAY_MS } from "./constants";
import { useLayoutSelector, useModelHeaderMenus } from "./layout-context";
import { isModelMenuCollapsible, modelHeaderTop } from "./model-header-state";
import { useViewportWidth } from "./use-viewport-width";
import { familyHomePath, fullNameIn, type ModelFamily, type ModelPage } from "~/features/models/model-pages";
import { SiteLink } from "~/features/navigation/site-link";
import styles from "./model-header.module.css";

/**
 * The model sub-header (docs/product.md §2.2, §4): the model's name, its pages and the additional dropdown.
 * It sits under the header while the header shows and moves to the top when the header hides.
 */
export function ModelHeader(props: { family: ModelFamily; page: ModelPage; inert?: boolean }) {
  const { family, page } = props;
  const menus = useModelHeaderMenus();
  const headerVisible = useLayoutSelector((state) => state.header.visible);
  const width = useViewportWidth();
  const ref = useRef<HTMLDivElement>(null);
  const menuToggle = useRef<HTMLButtonElement>(null);
  const additionToggle = useRef<HTMLButtonElement>(null);
  const navId = useId();
  const additionId = useId();
  const anyOpen = menus.mobileMenuOpen || menus.additionOpen;
  const { close } = menus;
  // Before the width is known (server render) CSS decides; afterwards the toggle exists only below 1280 px.
  const collapsible = width === null || isModelMenuCollapsible(width);

  // An outside click closes the menus after a short delay, so a click that lands on a link still navigates first.
  // Escape closes them at once; focus inside goes back to the open menu's button instead of the page's start.
  useEffect(() => {
    if (!anyOpen) return;
    const button = menus.mobileMenuOpen ? menuToggle.current : additionToggle.current;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (ref.current?.contains(event.target as Node)) return;
      clearTimeout(timer);
      timer = setTimeout(close, OUTSIDE_CLICK_DELAY_MS);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const focusInside = ref.current?.contains(document.activeElement);
      close();
      if (focusInside) button?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
      clearTimeout(timer);
    };
  }, [anyOpen, menus.mobileMenuOpen, close]);

  return (
    <>
      <div
        ref={ref}
        inert={props.inert}
        className={`${styles.modelHeader} ${headerVisible ? "" : styles.atTop}`}
        style={width === null ? undefined : { top: modelHeaderTop(headerVisible, width) }}
      >
        <div className={styles.bar}>
          <SiteLink to={familyHomePath(family)} className={styles.name}>
            {family.fullName}
          </SiteLink>
          {collapsible ? (
            <button
              ref={menuToggle}
              type="button"
              className={styles.menuToggle}
              aria-expanded={menus.mobileMenuOpen}
              aria-controls={navId}
              onClick={menus.toggleMenu}
            >
              <span className="visually-hidden">Разделы модели, сейчас: </span>
              {page.title}
              <Icon name="chevron-down" size={16} className={menus.mobileMenuOpen ? styles.flipped : undefined} />
            </button>
          ) : null}
          <nav
            id={navId}
            aria-label={`Разделы ${fullNameIn(family.fullName, "genitive")}`}
            className={`${styles.nav} ${menus.mobileMenuOpen ? styles.navOpen : ""}`}
          >
            <ul className={styles.navList}>
              {family.pages.map((item) => (
                <li key={item.path}>
                  <SiteLink to={item.path} className={styles.navLink} aria-current={item.path === page.path ? "page" : undefined}>
                    {item.title}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.addition}>
            <button
              ref={additionToggle}
              type="button"
              className={styles.additionToggle}
              aria-expanded={menus.additionOpen}
              aria-controls={additionId}
              onClick={menus.toggleAddition}
            >
              {family.addition.title}
              <Icon name="chevron-down" size={16} className={menus.additionOpen ? styles.flipped : undefined} />
            </button>
            {menus.additionOpen ? (
              <ul id={additionId} className={styles.additionList}>
                {family.addition.list.map((item) => (
                  <li key={item.href}>
                    <SiteLink to={item.href} className={styles.additionLink}>
                      {item.title}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
      </div>
      <div className={styles.spacer} aria-hidden="true" />
    </>
  );
}
