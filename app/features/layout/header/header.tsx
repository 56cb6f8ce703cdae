import { useEffect, useRef } from "react";
import { Icon } from "~/components/ui/icon";
import { Logo } from "~/components/ui/logo";
import { useBurgers, useHeader, useLayoutSelector } from "~/features/layout/layout-context";
import { getRightMenu, leftMenu } from "~/features/navigation/menus";
import { MenuLinkView } from "~/features/navigation/menu-link";
import { SiteLink } from "~/features/navigation/site-link";
import { isFormPopupOpen } from "~/features/popups/popup-state";
import { useSiteData } from "~/features/site/site-data";
import { formatPhone, phoneHref } from "~/lib/phone";
import { DESKTOP_BURGER_ID, DesktopBurger } from "./desktop-burger";
import { HeaderDropdown } from "./header-dropdown";
import { MOBILE_BURGER_ID, MobileBurger } from "./mobile-burger";
import { SearchBox } from "./search-box";
import styles from "./header.module.css";

const dropdownId = (id: number) => `header-dropdown-${id}`;

/** The button of the header's open menu (a dropdown or the burger), which names the menu with aria-controls. */
function openMenuButton(root: HTMLElement | null): HTMLElement | null {
  return root?.querySelector<HTMLElement>("[aria-expanded='true'][aria-controls]") ?? null;
}

/** A modal popup is over the page: its own Escape and backdrop close it, and leave the menu behind it open. */
const modalOpen = () => document.querySelector('[role="dialog"][aria-modal="true"]') !== null;

/** The site header (docs/product.md §2.2): logo, dropdown menus, the dealer's phone, right menu, search and the burger. */
export function Header() {
  const { publicConfig, options } = useSiteData();
  // docs/product.md §3's headerWithPhone: the dealer's number, one tap away on every page.
  const phone = options.headerWithPhone ? formatPhone(options.phone) : null;
  const header = useHeader();
  const burgers = useBurgers();
  const ref = useRef<HTMLElement>(null);
  const rightMenu = getRightMenu(publicConfig);
  const { closeDropdown } = header;
  const closeBurger = burgers.close;
  const anyOpen = header.activeDropdown !== null || burgers.desktopOpen || burgers.mobileOpen;
  const popupOpen = useLayoutSelector((state) => isFormPopupOpen(state.popups));
  // The button of the open menu the last press in the header was made in.
  const menuOfPress = useRef<HTMLElement | null>(null);

  // A click outside the header or Escape closes the open dropdown or burger.
  useEffect(() => {
    if (!anyOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node) && !modalOpen()) {
        closeDropdown();
        closeBurger();
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || modalOpen()) return;
      // Focus inside the closing menu would fall to the page's start: it goes back to the menu's button.
      const inMenu = openMenuButton(ref.current);
      const focusInside = inMenu && document.activeElement !== inMenu && ref.current?.contains(document.activeElement);
      closeDropdown();
      closeBurger();
      if (focusInside && inMenu instanceof HTMLElement) inMenu.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [anyOpen, closeDropdown, closeBurger]);

  // A popup opened from a menu closes the menu and its opener with it: when the popup closes, focus
  // that has nowhere to go back to goes to the menu's button instead of the page's start.
  useEffect(() => {
    if (popupOpen) return;
    const button = menuOfPress.current;
    menuOfPress.current = null;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost && button?.isConnected) button.focus();
  }, [popupOpen]);

  return (
    <>
      <header
        ref={ref}
        className={`${styles.header} ${header.visible ? "" : styles.hidden}`}
        data-header=""
        onClickCapture={(event) => {
          const button = openMenuButton(ref.current);
          const menu = button && document.getElementById(button.getAttribute("aria-controls") ?? "");
          menuOfPress.current = menu?.contains(event.target as Node) ? button : null;
        }}
        // Moved off screen while the page scrolls down: a keyboard visitor tabbing back into it brings it back.
        onFocus={() => {
          if (!header.visible) header.setVisible(true);
        }}
      >
        <div className={styles.bar}>
          <SiteLink to="/" className={styles.logo} aria-label="Genesis Химки — на главную">
            <Logo size="middle" className={styles.logoImage} title="Genesis Химки" />
          </SiteLink>
          <nav className={styles.left} aria-label="Основное меню">
            <ul className={styles.menu}>
              {leftMenu.map((item) => {
                const open = header.activeDropdown === item.id;
                return (
                  <li key={item.id}>
                    <button
                      type="button"
                      className={`${styles.menuButton} ${open ? styles.menuButtonOpen : ""}`}
                      aria-expanded={open}
                      aria-controls={typeof item.id === "number" ? dropdownId(item.id) : undefined}
                      onClick={() => header.toggleDropdown(item.id)}
                    >
                      {item.name}
                      <Icon name="chevron-down" size={16} className={styles.chevron} />
                    </button>
                    {/* Right after its button, so Tab goes from the button into the open menu; drawn under the whole bar. */}
                    {open && typeof item.id === "number" ? (
                      <div id={dropdownId(item.id)} className={styles.dropdown}>
                        <HeaderDropdown item={item} />
                      </div>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className={styles.right}>
            {phone ? (
              <a className={styles.phone} href={phoneHref(options.phone)}>
                <Icon name="phone" size={20} />
                <span className={styles.phoneNumber}>
                  <span className="visually-hidden">Позвонить: </span>
                  {phone}
                </span>
              </a>
            ) : null}
            <ul className={styles.rightMenu}>
              {rightMenu.map((item) => (
                <li key={item.id}>
                  <MenuLinkView
                    item={{ ...item, id: String(item.id) }}
                    className={styles.rightLink}
                    onNavigate={() => header.toggleDropdown(item.id)}
                  >
                    {item.iconName ? <Icon name={item.iconName} size={20} /> : null}
                    <span className={styles.rightLabel}>{item.name}</span>
                    <span className="visually-hidden"> (откроется в новой вкладке)</span>
                  </MenuLinkView>
                </li>
              ))}
            </ul>
            <SearchBox variant="header" />
            <button
              type="button"
              className={styles.burger}
              aria-expanded={burgers.desktopOpen || burgers.mobileOpen}
              // Names the open menu, so Escape inside it gives focus back here (the effect above).
              aria-controls={burgers.mobileOpen ? MOBILE_BURGER_ID : burgers.desktopOpen ? DESKTOP_BURGER_ID : undefined}
              aria-label={burgers.desktopOpen || burgers.mobileOpen ? "Закрыть меню" : "Открыть меню"}
              onClick={() => {
                header.closeDropdown();
                burgers.toggle();
              }}
            >
              <Icon name={burgers.desktopOpen || burgers.mobileOpen ? "cross" : "menu"} />
            </button>
          </div>
        </div>
        {burgers.desktopOpen ? <DesktopBurger /> : null}
        {burgers.mobileOpen ? <MobileBurger /> : null}
      </header>
      <div className={styles.spacer} aria-hidden="true" />
    </>
  );
}
