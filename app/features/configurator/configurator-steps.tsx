import { useEffect, useState } from "react";
import type { CreditProgram } from "@contract/credit-program";
import { prepayBounds, programTerms, type CreditQuote } from "@contract/credit";
import { creditConditions, creditCostRangeLabel, formatCreditCost, programCreditCostRange, quoteCreditCost } from "@contract/credit-cost";
import { CreditConditionsDetails } from "~/features/credit/credit-conditions";
import { Swatches } from "~/components/ui/swatches";
import { MaskedInput } from "~/features/leads/masked-input";
import { engineLine, packagePriceLabel, type PackageView } from "~/features/models/model-format";
import { formatPrice, pluralize } from "~/lib/format";
import type { ConfiguratorModel, ConfiguratorOption } from "./configurator-data.server";
import { fittingPrograms, type ConfiguratorState } from "./configurator-state";
import styles from "./configurator.module.css";
import { decimalComma } from "@contract/numbers";
import { readTypedNumber } from "@contract/typed-numbers";

/** A monthly payment with its kopecks: "73 782,63 ₽" (whole roubles print without them). */
export function formatPayment(value: number): string {
  const roubles = Math.floor(value);
  const kopecks = Math.round((value - roubles) * 100);
  return kopecks === 0 ? formatPrice(roubles) : formatPrice(roubles).replace(" ₽", `,${String(kopecks).padStart(2, "0")} ₽`);
}

/** The ПСК of a quote as the credit step and the summary print it: «14,900 % годовых». */
export function creditCostText(quote: Pick<CreditQuote, "credit" | "term" | "residual"> & { program: CreditProgram }): string {
  const cost = quoteCreditCost(quote.program, quote);
  return cost === null ? "—" : `${formatCreditCost(cost)} годовых`;
}

/** «ПСК от 14,900 % до 15,312 % годовых» of a program at this price. */
function costRangeOf(program: CreditProgram, price: number | null): string {
  const range = programCreditCostRange(program, price ?? undefined);
  return range ? creditCostRangeLabel(range) : "";
}

/** "36 месяцев" */
export function formatTerm(months: number): string {
  return `${months} ${pluralize(months, ["месяц", "месяца", "месяцев"])}`;
}

/**
 * The summary's credit line: «Кредит «Genesis Finance: субсидированная ставка» — взнос 700 000 ₽, 36 месяцев,
 * 5,9 %». The program's name is quoted, so a colon inside it never runs into the terms; the amount
 * keeps together (no-break spaces).
 */
export function creditSummaryLine(
  quote: Pick<CreditQuote, "prepay" | "term" | "rate" | "credit" | "residual"> & {
    program: Pick<CreditProgram, "name" | "rate" | "fee_percent" | "insurance_percent" | "lender">;
  },
): string {
  const prepay = formatPrice(quote.prepay).replace(/ /g, "\u00a0");
  const cost = quoteCreditCost(quote.program, quote);
  return `Кредит «${quote.program.name}» — взнос ${prepay}, ${formatTerm(quote.term)}, ставка ${decimalComma(quote.rate)}\u00a0%${cost === null ? "" : `, ПСК ${formatCreditCost(cost)}`}`;
}

/** "от 24 до 48 месяцев", "от 12 до 61 месяца": after «до» the word is in the genitive, which 1 and 21 take in the singular. */
export function formatTermRange(from: number, to: number): string {
  const word = to % 10 === 1 && to % 100 !== 11 ? "месяца" : "месяцев";
  return `от ${from} до ${to} ${word}`;
}

/** "Чёрный Вик, +80 000 ₽", or the name alone when the option is included. */
export function optionLabel(option: ConfiguratorOption | null | undefined): string {
  if (!option) return "";
  return option.priceRub > 0 ? `${option.name}, +${formatPrice(option.priceRub)}` : `${option.name}, без доплаты`;
}

/** Step 2: the packages with engine, power, drive, gearbox, 0–100 and price (G90 L among the G90's). */
export function PackageStep(props: { model: ConfiguratorModel; state: ConfiguratorState; onChange: (id: string) => void }) {
  return (
    <fieldset className={styles.group}>
      <legend className="visually-hidden">Комплектация</legend>
      <div className={styles.packages}>
        {props.model.packages.map((p) => (
          <label key={p.id} className={styles.package}>
            <input type="radio" name="package" value={p.id} checked={p.id === props.state.package} onChange={() => props.onChange(p.id)} />
            <span>
              <strong>
                {p.name}
                {p.long ? " · удлинённая база" : ""}
              </strong>
              <span className={styles.muted}>{engineLine(p.engine)}</span>
              <span className={styles.muted}>
                {p.engine.transmission} · 0–100 км/ч за {decimalComma(p.engine.accelerationS)} с
              </span>
              <span className={styles.packagePrice}>{packagePriceLabel(p)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Steps 3 and 4: paints or trims as swatches, the chosen one named with its surcharge. */
export function FinishStep(props: {
  legend: string;
  name: string;
  options: readonly ConfiguratorOption[];
  value: ConfiguratorOption | null;
  onChange: (id: string) => void;
}) {
  return (
    <fieldset className={styles.group}>
      <legend>
        {props.legend}: {optionLabel(props.value)}
      </legend>
      <Swatches options={props.options} name={props.name} value={props.value?.id} onChange={props.onChange} />
    </fieldset>
  );
}

/**
 * The text of a down payment field, committed on blur or Enter so typing is never clamped mid-number.
 * The sum is read as the server reads sums (`readTypedNumber`: «1 234 567,89» is 1 234 567,89, never
 * 123 456 789) and the credit maths takes whole roubles, so kopecks are rounded to the rouble, visibly
 * (docs/decisions/0095).
 */
function PrepayField(props: { value: number; min: number; max: number; onCommit: (value: number) => void }) {
  const [text, setText] = useState(formatPrice(props.value));
  useEffect(() => setText(formatPrice(props.value)), [props.value]);
  const commit = (typed: string) => {
    const sum = readTypedNumber(typed);
    if (sum !== null) props.onCommit(Math.round(sum));
    // The same sum committed again (or nothing typed) leaves the field as the page has it.
    setText(formatPrice(sum !== null ? Math.min(props.max, Math.max(props.min, Math.round(sum))) : props.value));
  };
  return (
    <label className={styles.field}>
      <span>
        Первоначальный взнос, от {formatPrice(props.min)} до {formatPrice(props.max)}
      </span>
      <MaskedInput
        mask="money"
        value={text}
        onValueChange={setText}
        onBlur={(event) => commit(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            commit(event.currentTarget.value);
          }
        }}
      />
    </label>
  );
}

/** Step 6: the active programs for the model that fit the price, the down payment and the term within their bounds, and the monthly payment. */
export function FinanceStep(props: {
  state: ConfiguratorState;
  modelCode: string;
  price: number | null;
  programs: readonly CreditProgram[];
  quote: (CreditQuote & { program: CreditProgram }) | null;
  onChange: (next: Pick<ConfiguratorState, "program" | "prepay" | "term">) => void;
}) {
  const offered = fittingPrograms(props.programs, props.price, props.modelCode);
  const { quote } = props;
  const bounds = quote && props.price !== null ? prepayBounds(quote.program, props.price) : null;
  return (
    <>
      <fieldset className={styles.group}>
        <legend>Как вы хотите купить автомобиль</legend>
        <div className={styles.programs}>
          <label className={styles.package}>
            <input
              type="radio"
              name="program"
              value=""
              checked={props.state.program === null}
              onChange={() => props.onChange({ program: null, prepay: null, term: null })}
            />
            <span>
              <strong>Без кредита</strong>
              <span className={styles.muted}>Полная оплата, трейд-ин или лизинг — менеджер рассчитает</span>
            </span>
          </label>
          {offered.map((program) => {
            const terms = programTerms(program);
            return (
              <label key={program.id} className={styles.package}>
                <input
                  type="radio"
                  name="program"
                  value={program.id}
                  checked={props.state.program === program.id}
                  onChange={() => props.onChange({ program: program.id, prepay: props.state.prepay, term: props.state.term })}
                />
                <span>
                  <strong>{program.name}</strong>
                  <span className={styles.muted}>
                    {program.bank} · ставка {decimalComma(program.rate)}
                    {"\u00a0"}% · {costRangeOf(program, props.price)} · {formatTermRange(terms[0] ?? 0, terms.at(-1) ?? 0)}
                  </span>
                  {program.restcost > 0 ? (
                    <span className={styles.muted}>Остаточный платёж {program.restcost} % стоимости в конце срока</span>
                  ) : null}
                </span>
              </label>
            );
          })}
        </div>
        {offered.length === 0 ? (
          <p className={styles.muted}>Для этой цены сейчас нет кредитных программ — менеджер подберёт финансирование индивидуально.</p>
        ) : null}
        <CreditConditionsDetails conditions={offered.flatMap((program) => creditConditions(program, props.price ?? undefined) ?? [])} />
      </fieldset>
      {quote && bounds ? (
        <div className={styles.finance}>
          <PrepayField
            value={quote.prepay}
            min={bounds.min}
            max={bounds.max}
            onCommit={(prepay) => props.onChange({ program: quote.program.id, prepay, term: quote.term })}
          />
          <input
            type="range"
            aria-label="Первоначальный взнос"
            min={bounds.min}
            max={bounds.max}
            step={10_000}
            value={quote.prepay}
            aria-valuetext={formatPrice(quote.prepay)}
            onChange={(event) => props.onChange({ program: quote.program.id, prepay: Number(event.currentTarget.value), term: quote.term })}
          />
          <label className={styles.field}>
            <span>Срок кредита</span>
            <select
              value={quote.term}
              onChange={(event) =>
                props.onChange({ program: quote.program.id, prepay: quote.prepay, term: Number(event.currentTarget.value) })
              }
            >
              {programTerms(quote.program).map((term) => (
                <option key={term} value={term}>
                  {formatTerm(term)}
                </option>
              ))}
            </select>
          </label>
          <dl className={`${styles.figures} ${styles.amounts}`}>
            <div>
              <dt>Сумма кредита</dt>
              <dd>{formatPrice(quote.credit)}</dd>
            </div>
            <div>
              <dt>Первоначальный взнос</dt>
              <dd>
                {formatPrice(quote.prepay)} ({decimalComma(quote.prepayPercent)} %)
              </dd>
            </div>
            {quote.residual > 0 ? (
              <div>
                <dt>Остаточный платёж в конце срока</dt>
                <dd>{formatPrice(quote.residual)}</dd>
              </div>
            ) : null}
            <div className={styles.payment}>
              <dt>Ежемесячный платёж</dt>
              <dd>{formatPayment(quote.monthlyPayment)}</dd>
            </div>
            <div className={styles.payment}>
              <dt>Полная стоимость кредита</dt>
              <dd data-testid="configurator-credit-cost">{creditCostText(quote)}</dd>
            </div>
          </dl>
          <p className={styles.note}>
            Предварительный расчёт по аннуитетной формуле. Окончательные условия и решение о кредите — за банком.
          </p>
        </div>
      ) : null}
      {/* The one region that speaks on this step (the aside's payment keeps quiet here): after the
          program's, the slider's or the term's own words, «Ежемесячный платёж …» once. It is there before
          a program is chosen, since a live region that appears with its words is not read. */}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {quote && bounds ? `Ежемесячный платёж ${formatPayment(quote.monthlyPayment)}` : ""}
      </p>
    </>
  );
}

/** Step 7 (and the page without JavaScript): the whole configuration, its price and the PDF. */
export function SummaryStep(props: {
  model: ConfiguratorModel;
  pkg: PackageView;
  exterior: ConfiguratorOption | null;
  interior: ConfiguratorOption | null;
  price: number | null;
  quote: (CreditQuote & { program: CreditProgram }) | null;
  pdfHref: string;
  pdfError: string | null;
}) {
  const { pkg, quote } = props;
  return (
    <div className={styles.summary}>
      <dl className={`${styles.figures} ${styles.amounts}`}>
        <div>
          <dt>Комплектация «{pkg.name}»</dt>
          <dd>{formatPrice(pkg.priceRub)}</dd>
        </div>
        <div>
          <dt>Цвет кузова: {props.exterior?.name}</dt>
          <dd>{props.exterior && props.exterior.priceRub > 0 ? `+${formatPrice(props.exterior.priceRub)}` : "без доплаты"}</dd>
        </div>
        <div>
          <dt>Салон: {props.interior?.name}</dt>
          <dd>{props.interior && props.interior.priceRub > 0 ? `+${formatPrice(props.interior.priceRub)}` : "без доплаты"}</dd>
        </div>
        <div className={styles.payment}>
          <dt>Итого</dt>
          <dd>{props.price === null ? "—" : formatPrice(props.price)}</dd>
        </div>
        {quote ? (
          <>
            <div>
              <dt>{creditSummaryLine(quote)}</dt>
              <dd>{formatPayment(quote.monthlyPayment)} в месяц</dd>
            </div>
            {quote.residual > 0 ? (
              <div>
                <dt>Остаточный платёж</dt>
                <dd>{formatPrice(quote.residual)}</dd>
              </div>
            ) : null}
          </>
        ) : (
          <div>
            <dt>Оплата</dt>
            <dd>без кредита</dd>
          </div>
        )}
      </dl>
      <p>
        {/* A document request, not a route change: the server answers with the PDF (or says why not). In a tab of
            its own, so that the configuration and the form to send it stay where they are. */}
        <a className="button button--ghost" href={props.pdfHref} target="_blank" rel="noopener" aria-describedby="configurator-pdf-tab">
          Скачать PDF
        </a>{" "}
        <span id="configurator-pdf-tab" className={styles.muted}>
          откроется в новой вкладке
        </span>
      </p>
      {props.pdfError ? (
        <p role="alert" className={styles.notice}>
          PDF не получен: {props.pdfError}
        </p>
      ) : null}
    </div>
  );
}
