import { useEffect, useRef } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import type { CreditProgram } from "@contract/credit-program";
import { guidePriceNote } from "@contract/price-notes";
import type { LineupItem } from "~/features/models/lineup";
import { ModelIllustration } from "~/features/models/model-illustration";
import { fromPriceLabel } from "~/features/models/model-format";
import type { LeadResult } from "~/features/leads/lead-result";
import type { TestDriveChoices } from "~/features/test-drive/test-drive-choices";
import { visualModelOf } from "~/features/visuals/visual-models";
import { formatPrice } from "~/lib/format";
import { useHydrated } from "~/lib/hydration";
import { ConfiguratorBar } from "./configurator-bar";
import type { ConfiguratorModel } from "./configurator-data.server";
import { EquipmentStep, prefetchEquipment } from "./configurator-equipment";
import { ConfiguratorLeadForm } from "./configurator-lead";
import {
  choicesOf,
  modelHash,
  normalizeState,
  parseState,
  quoteOf,
  stateHash,
  stateQuery,
  stepAvailable,
  steps,
  totalPrice,
  withSlide,
  type ConfiguratorState,
} from "./configurator-state";
import { FinanceStep, FinishStep, PackageStep, SummaryStep, creditCostText, formatPayment } from "./configurator-steps";
import styles from "./configurator.module.css";

/** The widths at which the aside sits above the step (configurator.module.css). */
const stackedQuery = "(max-width: 1023px)";

/** Location state of this page's in-place navigations: the page stays where the visitor is (useScrollReset reads it). */
const keepScrollState = { keepScroll: true } as const;

export type ConfiguratorProps = {
  lineup: readonly LineupItem[];
  models: readonly ConfiguratorModel[];
  programs: readonly CreditProgram[];
  /** The configuration of the page's query (`?model=…&package=…`), rendered on the server as the summary. */
  serverState: ConfiguratorState;
  dealers: TestDriveChoices | null;
  /** The note under a list price; a guide price gets its own (`guidePriceNote`). */
  priceNote: string;
  leadResult: LeadResult | null;
  /** Why the PDF asked for without JavaScript could not be made (shown beside «Скачать PDF»). */
  pdfError?: string | null;
};

/**
 * The configurator: model → package → paint → interior → equipment → credit → summary. The state is
 * the hash (configurator-state.ts): a choice within a step replaces the history entry, a move to
 * another step adds one, so back and forward walk the steps. Before scripts run, the page shows the
 * configuration of its query (or the model list), so it works without JavaScript.
 */
export function Configurator(props: ConfiguratorProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const fromHash = hydrated && location.hash.length > 1;
  const state = fromHash ? normalizeState(parseState(location.hash), props.models, props.programs) : props.serverState;
  const stepTitle = useRef<HTMLHeadingElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const aside = useRef<HTMLElement>(null);
  const total = useRef<HTMLParagraphElement>(null);
  const movedBy = useRef<"click" | null>(null);

  // A model the link names whose packages did not load: said (and the link kept for a reload), rather
  // than silently showing the list.
  const asked = fromHash ? parseState(location.hash).model : null;
  const unavailable = state.model === null ? props.models.find((m) => m.configuratorCode === asked && m.packages.length === 0) : undefined;

  // A hash that said something impossible is rewritten to the configuration shown, in place.
  const shownHash = stateHash(state);
  useEffect(() => {
    if (fromHash && !unavailable && location.hash.replace(/^#/, "") !== shownHash) {
      void navigate({ search: location.search, hash: shownHash }, { replace: true, preventScrollReset: true, state: keepScrollState });
    }
  }, [fromHash, unavailable, location.hash, location.search, shownHash, navigate]);

  // On a narrow screen the steps scroll sideways: the current one is brought to the middle of the strip.
  const stepsNav = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const strip = stepsNav.current;
    const current = strip?.querySelector<HTMLElement>('[aria-current="step"]')?.closest("li");
    if (!strip || !current || strip.scrollWidth <= strip.clientWidth) return;
    const item = current.getBoundingClientRect();
    strip.scrollLeft += item.left - strip.getBoundingClientRect().left - (strip.clientWidth - item.width) / 2;
  }, [state.slide, hydrated]);

  // A move between steps by the visitor puts focus on the new step's title; a deep link leaves it. Where
  // the aside sits above the step (below 1024 px) the step's title goes to the top of the screen, under
  // the header and the car's bar (scroll-padding-top), so that the step's choices fill the screen and the
  // bar shows the car (docs/decisions/0117); beside the step, focus scrolls only as far as it needs.
  useEffect(() => {
    const title = stepTitle.current;
    if (movedBy.current === "click" && title) {
      if (window.matchMedia?.(stackedQuery).matches) {
        title.focus({ preventScroll: true });
        title.scrollIntoView({ block: "start" });
      } else title.focus();
    }
    movedBy.current = null;
  }, [state.slide]);

  const go = (next: ConfiguratorState, push = next.slide !== state.slide) => {
    if (push) movedBy.current = "click";
    void navigate({ search: location.search, hash: stateHash(next) }, { replace: !push, preventScrollReset: true, state: keepScrollState });
  };
  const linkTo = (slide: number) => ({ search: location.search, hash: stateHash(withSlide(state, slide)) });
  const onStepLink = () => {
    movedBy.current = "click";
  };

  const { model, pkg, exterior, interior } = choicesOf(state, props.models);
  const price = totalPrice(state, props.models);
  const quote = quoteOf(state, props.models, props.programs);
  const step = steps[state.slide - 1] ?? steps[0];

  // The equipment step lists dozens of items fetched one by one: they start loading as soon as the package is known.
  useEffect(() => {
    if (hydrated && model && pkg) prefetchEquipment(model, pkg.id);
  }, [hydrated, model, pkg]);

  return (
    <section className={styles.configurator} aria-labelledby="configurator-step-title">
      <div className="container">
        {/* Steps are moves within the hash: without JavaScript they could not change the page, so until
            scripts run they are plain text (the list keeps its place, nothing moves when they become links). */}
        <nav aria-label="Шаги конфигуратора">
          <ol ref={stepsNav} className={styles.stepsNav}>
            {steps.map((s, index) => {
              const slide = index + 1;
              const label = (
                <>
                  <span className={styles.stepNumber}>{slide}</span> {s.title}
                </>
              );
              return (
                <li key={s.id}>
                  {hydrated && stepAvailable(state, slide) ? (
                    <Link
                      to={linkTo(slide)}
                      preventScrollReset
                      state={keepScrollState}
                      aria-current={slide === state.slide ? "step" : undefined}
                      onClick={onStepLink}
                    >
                      {label}
                    </Link>
                  ) : (
                    <span aria-disabled="true" aria-current={slide === state.slide ? "step" : undefined}>
                      {label}
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>

        <div className={model ? styles.layout : undefined}>
          <div className={styles.panel} ref={panel}>
            <h2 id="configurator-step-title" className={styles.stepTitle} ref={stepTitle} tabIndex={-1}>
              <span>
                Шаг {state.slide} из {steps.length}
              </span>{" "}
              {state.slide === 1 ? "Выберите модель" : `${model?.fullName ?? ""}: ${step.title.toLowerCase()}`}
            </h2>
            {unavailable ? (
              <p role="status" className={styles.notice}>
                Комплектации {unavailable.fullName} сейчас не загрузились. Обновите страницу чуть позже или{" "}
                <Link to={unavailable.homePath}>посмотрите страницу модели</Link>.
              </p>
            ) : null}
            {state.slide === 1 ? (
              <ul className={styles.models}>
                {props.lineup.map((item, index) => {
                  const active = item.configuratorCode === state.model;
                  return (
                    <li key={item.code}>
                      <Link
                        className={active ? `${styles.model} ${styles.active}` : styles.model}
                        to={{ search: `?model=${item.configuratorCode}`, hash: modelHash(item.configuratorCode, 2) }}
                        preventScrollReset
                        state={keepScrollState}
                        aria-current={active ? "true" : undefined}
                        onClick={onStepLink}
                      >
                        <ModelIllustration
                          sizes="(max-width: 359px) 80vw, 150px"
                          model={visualModelOf(item.code)}
                          colour={item.colour}
                          className={styles.modelPicture}
                          loading={index < 2 ? "eager" : "lazy"}
                        />
                        <span className={styles.modelName}>{item.fullName}</span>
                        <span className={styles.modelMeta}>{item.bodyLabel}</span>
                        <span className={styles.modelPrice}>{fromPriceLabel(item.price, item.guidePrice)}</span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            ) : null}
            {model && state.slide === 2 ? (
              <PackageStep model={model} state={state} onChange={(id) => go({ ...state, package: id })} />
            ) : null}
            {model && state.slide === 3 ? (
              <FinishStep
                legend="Цвет кузова"
                name="exterior"
                options={model.colours}
                value={exterior}
                onChange={(id) => go({ ...state, exterior: id })}
              />
            ) : null}
            {model && state.slide === 4 ? (
              <FinishStep
                legend="Отделка салона"
                name="interior"
                options={model.interiors}
                value={interior}
                onChange={(id) => go({ ...state, interior: id })}
              />
            ) : null}
            {model && pkg && state.slide === 5 ? <EquipmentStep model={model} pkg={pkg} /> : null}
            {model && state.slide === 6 ? (
              <FinanceStep
                state={state}
                modelCode={model.code}
                price={price}
                programs={props.programs}
                quote={quote}
                onChange={(next) => go({ ...state, ...next })}
              />
            ) : null}
            {model && pkg && state.slide === 7 ? (
              <>
                <SummaryStep
                  model={model}
                  pkg={pkg}
                  exterior={exterior}
                  interior={interior}
                  price={price}
                  quote={quote}
                  pdfHref={`/configurator?${stateQuery(state)}&pdf=1`}
                  pdfError={props.pdfError ?? null}
                />
                <ConfiguratorLeadForm state={state} dealers={props.dealers} serverResult={props.leadResult} />
              </>
            ) : null}
            {model && !hydrated ? (
              <p className={styles.stepActions}>
                <Link to="/configurator">Выбрать другую модель</Link>
              </p>
            ) : null}
            {model && hydrated ? (
              <div className={styles.stepActions}>
                {state.slide > 1 ? (
                  <Link
                    className="button button--ghost"
                    to={linkTo(state.slide - 1)}
                    preventScrollReset
                    state={keepScrollState}
                    onClick={onStepLink}
                  >
                    Назад: {steps[state.slide - 2]?.title.toLowerCase()}
                  </Link>
                ) : null}
                {state.slide < steps.length ? (
                  <Link
                    className="button button--copper"
                    to={linkTo(state.slide + 1)}
                    preventScrollReset
                    state={keepScrollState}
                    onClick={onStepLink}
                  >
                    Далее: {steps[state.slide]?.title.toLowerCase()}
                  </Link>
                ) : null}
              </div>
            ) : null}
          </div>

          {model ? (
            <aside className={styles.aside} aria-label="Ваш автомобиль" ref={aside}>
              <ModelIllustration
                sizes="(max-width: 374px) 90vw, 340px"
                className={styles.preview}
                model={visualModelOf(model.code)}
                colour={exterior?.hex}
                label={`${model.fullName} в цвете «${exterior?.name ?? ""}»`}
              />
              <p className={styles.asideName}>
                {model.fullName}
                {pkg ? ` · ${pkg.name}` : ""}
              </p>
              <p className={styles.asideFinish}>
                {exterior?.name} · салон {interior?.name.toLowerCase()}
              </p>
              <p className={styles.total} aria-live="polite" ref={total}>
                <span>{pkg?.priceIndicative ? "Ориентировочная цена" : "Максимальная рекомендованная розничная цена"}</span>
                <strong data-testid="configurator-price">{price === null ? "—" : formatPrice(price)}</strong>
              </p>
              {quote ? (
                // Speaks when a package or a paint changes the payment; on the credit step the step's own
                // payment does, or every step of the down payment slider would be announced twice.
                <p className={styles.monthly} aria-live={step.id === "finance" ? undefined : "polite"}>
                  <span>В кредит, {quote.program.name}</span>
                  {/* One text, so that a change is read with its «в месяц». */}
                  <strong data-testid="configurator-monthly">{`${formatPayment(quote.monthlyPayment)} в месяц`}</strong>
                  {/* The full cost of credit in the payment's own type (38-ФЗ art. 28; docs/decisions/0097). */}
                  <strong>{`ПСК ${creditCostText(quote)}`}</strong>
                </p>
              ) : null}
              <p className={styles.note}>{pkg?.priceIndicative ? guidePriceNote : props.priceNote}</p>
            </aside>
          ) : null}
        </div>
        {model ? (
          <ConfiguratorBar
            panel={panel}
            aside={aside}
            total={total}
            model={visualModelOf(model.code)}
            colour={exterior?.hex}
            name={`${model.fullName}${pkg ? ` · ${pkg.name}` : ""}`}
            price={price === null ? "—" : formatPrice(price)}
          />
        ) : null}
      </div>
    </section>
  );
}
