import { useId } from "react";
import { Icon } from "~/components/ui/icon";
import type { MenuItem } from "~/features/navigation/menu-types";
import { MenuLinkList, MenuLinkView } from "~/features/navigation/menu-link";
import { OWNERS_MENU_ID } from "~/features/navigation/menus";
import { formatPhone, phoneHref } from "~/lib/phone";
import { pictureSources } from "~/lib/picture-sources";
import { useSiteData } from "~/features/site/site-data";
import { menuPictureSizes, ModelsDropdown } from "./models-dropdown";
import styles from "./header-dropdown.module.css";

/** The Owners menu's block: the customer-support phone as a tel: link. */
export function SupportBlock() {
  const { options } = useSiteData();
  const phone = formatPhone(options.phone);
  const titleId = useId();
  return (
    <section className={styles.support} aria-labelledby={titleId}>
      <Icon name="usersupport" size={32} className={styles.supportIcon} />
      <h3 id={titleId} className={styles.supportTitle}>
        Служба поддержки клиентов
      </h3>
      {phone ? (
        <a className={styles.supportPhone} href={phoneHref(options.phone)}>
          {phone}
        </a>
      ) : null}
      {typeof options.dealer_hours === "string" ? <p className={styles.supportHours}>{options.dealer_hours}</p> : null}
    </section>
  );
}

/** Content of an open header dropdown: the models, or a menu's groups with its side blocks. */
export function HeaderDropdown(props: { item: MenuItem }) {
  const { models } = useSiteData();
  const { item } = props;
  if (item.type === "model") {
    return (
      <div className={styles.inner}>
        <ModelsDropdown models={models} />
      </div>
    );
  }
  return (
    <div className={`${styles.inner} ${styles.columns}`}>
      {item.details ? (
        <div className={styles.details}>
          <p className={styles.detailsTitle}>{item.details.title}</p>
          <p className={styles.detailsText}>{item.details.description}</p>
        </div>
      ) : null}
      {item.itemsGroup.map((group) => (
        <div key={group.id} className={styles.group}>
          {group.name ? <h3 className={styles.groupTitle}>{group.name}</h3> : null}
          <MenuLinkList items={group.items} className={styles.links} linkClassName={styles.link} />
        </div>
      ))}
      {item.id === OWNERS_MENU_ID ? <SupportBlock /> : null}
      {item.ads ? (
        <aside className={styles.ads} aria-label="Предложение">
          <img {...pictureSources(item.ads.image, menuPictureSizes)} alt="" className={styles.adsImage} loading="lazy" />
          <p className={styles.adsText}>{item.ads.description}</p>
          <MenuLinkView item={item.ads.button} className="button" />
        </aside>
      ) : null}
    </div>
  );
}
