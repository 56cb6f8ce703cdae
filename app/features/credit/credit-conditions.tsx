// The lender and the main conditions of a credit program one click away from every rate and monthly
// payment the site shows (38-ФЗ art. 28; docs/decisions/0097): a <details> that works without scripts.
import type { CreditConditions } from "@contract/credit-cost";
import { creditCostRangeLabel } from "@contract/credit-cost";
import { decimalComma, groupThousands } from "@contract/numbers";
import styles from "./credit-conditions.module.css";

const months = (n: number) => `${n}\u00a0мес.`;
const roubles = (n: number) => `${groupThousands(n)}\u00a0₽`;

/** «Условия кредита и кредитор»: one list per program. */
export function CreditConditionsDetails({ conditions, className }: { conditions: readonly CreditConditions[]; className?: string }) {
  if (conditions.length === 0) return null;
  return (
    <details className={`${styles.details} ${className ?? ""}`}>
      <summary>Условия кредита и кредитор</summary>
      {conditions.map((c) => (
        <dl key={c.program} className={styles.list} aria-label={`Программа «${c.program}»`}>
          <div>
            <dt>Программа</dt>
            <dd>«{c.program}»</dd>
          </div>
          <div>
            <dt>Кредитор</dt>
            <dd>{c.lender}</dd>
          </div>
          <div>
            <dt>Ставка</dt>
            <dd>{decimalComma(c.rate)}&nbsp;% годовых</dd>
          </div>
          <div>
            <dt>Полная стоимость кредита</dt>
            <dd>{creditCostRangeLabel(c.cost).replace(/^ПСК /, "")}</dd>
          </div>
          <div>
            <dt>Срок</dt>
            <dd>{c.minTerm === c.maxTerm ? months(c.maxTerm) : `от ${months(c.minTerm)} до ${months(c.maxTerm)}`}</dd>
          </div>
          <div>
            <dt>Первоначальный взнос</dt>
            <dd>
              от {c.minPrepay}&nbsp;% до {c.maxPrepay}&nbsp;% стоимости
            </dd>
          </div>
          <div>
            <dt>Сумма кредита</dt>
            <dd>
              от {roubles(c.minCredit)} до {roubles(c.maxCredit)}
            </dd>
          </div>
          <div>
            <dt>Комиссия за выдачу</dt>
            <dd>{c.feePercent > 0 ? `${decimalComma(c.feePercent)}\u00a0% суммы кредита` : "нет"}</dd>
          </div>
          <div>
            <dt>Страхование жизни</dt>
            <dd>
              {c.insurancePercent > 0
                ? `${decimalComma(c.insurancePercent)}\u00a0% суммы кредита в год, обязательно для этой ставки`
                : "не обязательно"}
            </dd>
          </div>
          {c.restcost > 0 ? (
            <div>
              <dt>Остаточный платёж</dt>
              <dd>{decimalComma(c.restcost)}&nbsp;% стоимости автомобиля в конце срока</dd>
            </div>
          ) : null}
        </dl>
      ))}
      <p className={styles.note}>Решение о кредите принимает банк. ПСК рассчитана по методу Федерального закона № 353-ФЗ, ст.&nbsp;6.</p>
    </details>
  );
}
