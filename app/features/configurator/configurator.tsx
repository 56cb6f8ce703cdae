import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from "react";
import { Link, useLocation } from "react-router";
import type { LineupItem } from "~/features/models/lineup";
import { ModelIllustration } from "~/features/models/model-illustration";
import { visualModelOf } from "~/features/visuals/visual-models";
import { engineLine, fromPriceLabel } from "~/features/models/model-format";
import { PackagePrice } from "~/features/models/package-price";
import { formatPrice } from "~/lib/format";
import type { ConfiguratorModel, ConfiguratorOption } from "./configurator-data";
import { configuratorHash, parseConfiguratorHash } from "./configurator-hash";
import styles from "./configurator.module.css";
import { Swatches } from "~/components/ui/swatches";

const noSubscribe = () => () => {};

/** False while rendering on the server and hydrating, true afterwards: the hash exists only in the browser. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}

/**
 * Step 1 of the configurator: the five models. Choosing one writes `#slide=1&model={code}` and shows
 * its packages, paints and a summary; a deep link with that hash preselects the model in the browser.
 */
export function Configurator(props: { lineup: readonly LineupItem[]; models: readonly ConfiguratorModel[]; priceNote: string }) {
  const location = useLocation();
  const hydrated = useHydrated();
  const chosenCode = hydrated ? parseConfiguratorHash(location.hash).model : null;
  const chosen = props.models.find((m) => m.configuratorCode === chosenCode) ?? null;
  const focusNext = useRef(false);
  const stepTitle = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // Only a click moves focus; a deep link leaves it where the visitor's browser put it.
    if (chosen && focusNext.current) stepTitle.current?.focus();
    focusNext.current = false;
  }, [chosen]);

  return (
    <>
      <section className={styles.step} aria-labelledby="configurator-step-1">
        <div className="container">
          <h2 id="configurator-step-1" className={styles.stepTitle}>
            <span>Шаг 1</span> Выберите модель
          </h2>
          <ul className={styles.models}>
            {props.lineup.map((item) => {
              const active = item.configuratorCode === chosen?.configuratorCode;
              return (
                <li key={item.code}>
                  <Link
                    className={active ? `${styles.model} ${styles.active}` : styles.model}
                    to={{ hash: configuratorHash(item.configuratorCode) }}
                    preventScrollReset
                    aria-current={active ? "true" : undefined}
                    onClick={() => {
                      focusNext.current = true;
                    }}
                  >
                    <ModelIllustration model={visualModelOf(item.code)} colour={item.colour} className={styles.modelPicture} />
                    <span className={styles.modelName}>{item.fullName}</span>
                    <span className={styles.modelMeta}>{item.bodyLabel}</span>
                    <span className={styles.modelPrice}>{fromPriceLabel(item.price)}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      </section>
      {chosen && chosen.packages.length > 0 ? (
        <ModelSetup key={chosen.configuratorCode} model={chosen} titleRef={stepTitle} priceNote={props.priceNote} />
      ) : null}
      {chosen && chosen.packages.length === 0 ? <Unavailable model={chosen} titleRef={stepTitle} /> : null}
    </>
  );
}

function ModelSetup(props: { model: ConfiguratorModel; titleRef: RefObject<HTMLHeadingElement | null>; priceNote: string }) {
  const { model } = props;
  const [packageId, setPackageId] = useState(model.packages[0]?.id ?? "");
  const [colourId, setColourId] = useState(model.defaultColourId);
  const [interiorId, setInteriorId] = useState(model.interiors[0]?.id ?? "");
  const pkg = model.packages.find((p) => p.id === packageId) ?? model.packages[0];
  const colour = model.colours.find((c) => c.id === colourId) ?? model.colours[0];
  const interior = model.interiors.find((c) => c.id === interiorId) ?? model.interiors[0];
  const name = (suffix: string) => `${model.configuratorCode}-${suffix}`;
  // Paint and trim surcharges add to the package; a guide price stays a guide.
  const total = pkg ? { priceRub: pkg.priceRub + (colour?.priceRub ?? 0) + (interior?.priceRub ?? 0), priceIndicative: pkg.priceIndicative } : null;

  return (
    <section className={`${styles.step} ${styles.setup}`} aria-labelledby="configurator-step-2">
      <div className={`container ${styles.setupGrid}`}>
        <div>
          <h2 id="configurator-step-2" className={styles.stepTitle} ref={props.titleRef} tabIndex={-1}>
            <span>Шаг 2</span> {model.fullName}: комплектация и цвет
          </h2>
          <ModelIllustration
            className={styles.preview}
            model={visualModelOf(model.code)}
            colour={colour?.hex}
            label={`${model.fullName} в цвете «${colour?.name ?? ""}»`}
          />
          <fieldset className={styles.group}>
            <legend>Комплектация</legend>
            <div className={styles.packages}>
              {model.packages.map((p) => (
                <label key={p.id} className={styles.package}>
                  <input type="radio" name={name("package")} value={p.id} checked={p.id === pkg?.id} onChange={() => setPackageId(p.id)} />
                  <span>
                    <strong>{p.name}</strong>
                    <span className={styles.muted}>{engineLine(p.engine)}</span>
                    <span className={styles.packagePrice}>
                      <PackagePrice pkg={p} />
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className={styles.group}>
            <legend>Цвет кузова: {optionLabel(colour)}</legend>
            <Swatches options={model.colours} name={name("colour")} value={colour?.id} onChange={setColourId} />
          </fieldset>
          <fieldset className={styles.group}>
            <legend>Салон: {optionLabel(interior)}</legend>
            <Swatches options={model.interiors} name={name("interior")} value={interior?.id} onChange={setInteriorId} />
          </fieldset>
        </div>
        <aside className={styles.summary} aria-labelledby="configurator-summary">
          <h3 id="configurator-summary">Ваш {model.fullName.replace(/^Новый /, "")}</h3>
          <dl>
            <div>
              <dt>Комплектация</dt>
              <dd>{pkg?.name}</dd>
            </div>
            <div>
              <dt>Двигатель</dt>
              <dd>{pkg ? engineLine(pkg.engine) : ""}</dd>
            </div>
            <div>
              <dt>Цвет кузова</dt>
              <dd>{colour?.name}</dd>
            </div>
            <div>
              <dt>Салон</dt>
              <dd>{interior?.name}</dd>
            </div>
          </dl>
          {pkg ? (
            <ul className={styles.equipment}>
              {pkg.equipment.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
          <p className={styles.total}>
            <span>Стоимость</span>
            {total ? <PackagePrice pkg={total} /> : null}
          </p>
          <p className={styles.note}>{props.priceNote}</p>
          <div className={styles.actions}>
            <Link className="button button--copper" to="/test-drive.html">
              Записаться на тест-драйв
            </Link>
            <Link className="button button--ghost" to={model.stockHref}>
              Автомобили в наличии
            </Link>
            <Link className={styles.link} to={model.homePath}>
              Подробнее о модели
            </Link>
          </div>
        </aside>
      </div>
    </section>
  );
}

/** "Чёрный Вик, +80 000 ₽", or the name alone when the option is included. */
function optionLabel(option: ConfiguratorOption | undefined): string {
  if (!option) return "";
  return option.priceRub > 0 ? `${option.name}, +${formatPrice(option.priceRub)}` : option.name;
}

function Unavailable(props: { model: ConfiguratorModel; titleRef: RefObject<HTMLHeadingElement | null> }) {
  return (
    <section className={`${styles.step} ${styles.setup}`} aria-labelledby="configurator-step-2">
      <div className="container">
        <h2 id="configurator-step-2" className={styles.stepTitle} ref={props.titleRef} tabIndex={-1}>
          <span>Шаг 2</span> {props.model.fullName}: комплектация и цвет
        </h2>
        <p role="status">
          Комплектации {props.model.fullName} сейчас не загрузились. Обновите страницу чуть позже или{" "}
          <Link to={props.model.homePath}>посмотрите страницу модели</Link>.
        </p>
      </div>
    </section>
  );
}
