import type { Model } from "@contract/model";
import { fullNameIn, getModelFamily } from "~/features/models/model-pages";
import { modelImageScale, modelPriceText } from "~/features/navigation/model-menu";
import { SiteLink } from "~/features/navigation/site-link";
import { pictureSources } from "~/lib/picture-sources";
import styles from "./models-dropdown.module.css";

// How wide a car is shown, scaled by its width: 193–294 px in the header's menu, 259–320 px in the burger's
// (header-dropdown.tsx's offer picture, 152–299 px, is shown as wide).
export const menuPictureSizes = "320px";

/** The models menu: each car drawn to scale by its width, with its price and two ways on. */
export function ModelsDropdown(props: { models: readonly Model[]; compact?: boolean }) {
  const { models } = props;
  if (models.length === 0) {
    return (
      <p className={styles.empty}>
        Список моделей временно недоступен. <SiteLink to="/models.html">Все модели Genesis</SiteLink>
      </p>
    );
  }
  return (
    <ul className={`${styles.grid} ${props.compact ? styles.compact : ""}`} aria-label="Модели Genesis">
      {models.map((model) => {
        // The site's own name of the model («Новый Genesis G80»), as the menus, lists and pages say it;
        // the API's modelName («Genesis G80») only for a model the site has no pages of.
        const name = getModelFamily(model.code)?.fullName ?? model.modelName;
        return (
          <li key={model.id} className={styles.card}>
            <div className={styles.imageBox}>
              <img
                {...pictureSources(model.imageWithShadow, menuPictureSizes)}
                alt=""
                className={styles.image}
                style={{ width: `${modelImageScale(model, models)}%` }}
                loading="lazy"
              />
            </div>
            <h3 className={styles.name}>{name}</h3>
            <p className={styles.price}>{modelPriceText(model)}</p>
            <div className={styles.actions}>
              <SiteLink
                to={model.href}
                className={`button button--ghost ${styles.more}`}
                aria-label={`Подробнее о ${fullNameIn(name, "prepositional")}`}
              >
                Подробнее
              </SiteLink>
              <SiteLink to={model.configurator} className={styles.configurator} aria-label={`Конфигуратор ${fullNameIn(name, "genitive")}`}>
                Конфигуратор
              </SiteLink>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
