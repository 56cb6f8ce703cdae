import { Icon } from "~/components/ui/icon";
import { useBurgers } from "~/features/layout/layout-context";
import { MenuLinkList, MenuLinkView } from "~/features/navigation/menu-link";
import { footerRow2, leftMenu, sitemapLink } from "~/features/navigation/menus";
import { SearchBox } from "./search-box";
import styles from "./burgers.module.css";
import headerStyles from "./header.module.css";

/** The desktop burger's id, named by the burger button's aria-controls while it is open. */
export const DESKTOP_BURGER_ID = "desktop-burger";

/** The desktop burger (docs/product.md §2.2): search, the sitemap link and the footer's links. */
export function DesktopBurger() {
  const burgers = useBurgers();
  const groups = [...leftMenu.map((item) => ({ id: String(item.id), name: item.name, items: item.footerLink })), ...footerRow2];
  return (
    <div id={DESKTOP_BURGER_ID} className={headerStyles.menuPanel} role="region" aria-label="Меню сайта">
      <div className={styles.desktopInner}>
        <div className={styles.desktopTop}>
          <SearchBox variant="panel" onSearch={burgers.close} />
          <MenuLinkView item={sitemapLink} className={styles.sitemap}>
            Карта сайта
            <Icon name="arrow-right" size={18} />
          </MenuLinkView>
        </div>
        <div className={styles.desktopColumns}>
          {groups.map((group) => (
            <section key={group.id} aria-labelledby={`burger-${group.id}`}>
              <h3 id={`burger-${group.id}`} className={styles.columnTitle}>
                {group.name}
              </h3>
              <MenuLinkList items={group.items} className={styles.links} linkClassName={styles.link} />
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
