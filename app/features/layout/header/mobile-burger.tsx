import { useEffect, useRef, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { useBurgers } from "~/features/layout/layout-context";
import type { MenuItem } from "~/features/navigation/menu-types";
import { MenuLinkList, MenuLinkView } from "~/features/navigation/menu-link";
import { OWNERS_MENU_ID, getRightMenu, leftMenu, sitemapLink } from "~/features/navigation/menus";
import { useSiteData } from "~/features/site/site-data";
import { SupportBlock } from "./header-dropdown";
import { ModelsDropdown } from "./models-dropdown";
import { SearchBox } from "./search-box";
import styles from "./burgers.module.css";

function ChildPanel(props: { item: MenuItem; onBack: () => void }) {
  const { models } = useSiteData();
  const back = useRef<HTMLButtonElement>(null);
  const { item } = props;
  useEffect(() => back.current?.focus(), []);
  return (
    <div className={styles.panel}>
      <button ref={back} type="button" className={styles.back} onClick={props.onBack}>
        <Icon name="arrow-left" size={20} />
        Назад
      </button>
      <h2 className={styles.panelTitle}>{item.name}</h2>
      {item.type === "model" ? <ModelsDropdown models={models} compact /> : null}
      {item.itemsGroup.map((group) => (
        <section key={group.id} className={styles.panelGroup}>
          {group.name ? <h3 className={styles.columnTitle}>{group.name}</h3> : null}
          <MenuLinkList items={group.items} className={styles.links} linkClassName={styles.panelLink} />
        </section>
      ))}
      {item.id === OWNERS_MENU_ID ? <SupportBlock /> : null}
      {item.ads ? <MenuLinkView item={item.ads.button} className={`button ${styles.panelButton}`} /> : null}
    </div>
  );
}

/** The mobile burger's id, named by the burger button's aria-controls while it is open. */
export const MOBILE_BURGER_ID = "mobile-burger";

/** The mobile burger (docs/product.md §2.2): the menu groups, each opening a child panel with a back button. */
export function MobileBurger() {
  const { publicConfig } = useSiteData();
  const burgers = useBurgers();
  const [panel, setPanel] = useState<MenuItem["id"] | null>(null);
  const lastOpened = useRef<MenuItem["id"] | null>(null);
  const openers = useRef(new Map<MenuItem["id"], HTMLButtonElement>());
  const active = leftMenu.find((item) => item.id === panel);

  // Going back returns focus to the entry that opened the child panel.
  useEffect(() => {
    if (panel === null && lastOpened.current !== null) openers.current.get(lastOpened.current)?.focus();
  }, [panel]);

  return (
    <div id={MOBILE_BURGER_ID} className={styles.mobile} role="region" aria-label="Меню сайта">
      {active ? (
        <ChildPanel item={active} onBack={() => setPanel(null)} />
      ) : (
        <div className={styles.panel}>
          <SearchBox variant="panel" onSearch={burgers.close} />
          <ul className={styles.rootList}>
            {leftMenu.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className={styles.rootItem}
                  ref={(node) => {
                    if (node) openers.current.set(item.id, node);
                  }}
                  onClick={() => {
                    lastOpened.current = item.id;
                    setPanel(item.id);
                  }}
                >
                  {item.name}
                  <Icon name="arrow-right" size={20} />
                </button>
              </li>
            ))}
          </ul>
          <ul className={styles.secondary}>
            {getRightMenu(publicConfig).map((item) => (
              <li key={item.id}>
                <MenuLinkView item={{ ...item, id: String(item.id) }} className={styles.secondaryLink}>
                  {item.iconName ? <Icon name={item.iconName} size={20} /> : null}
                  {item.name}
                  <span className="visually-hidden"> (откроется в новой вкладке)</span>
                </MenuLinkView>
              </li>
            ))}
            <li>
              <MenuLinkView item={sitemapLink} className={styles.secondaryLink} />
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
