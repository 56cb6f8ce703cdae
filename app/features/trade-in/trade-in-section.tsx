import type { LeadResult } from "~/features/leads/lead-result";
import { TradeInForm } from "./trade-in-form";
import { tradeInSectionId } from "./trade-in-link";
import styles from "./trade-in.module.css";

/** The inline trade-in form of the trade-in offer (#trade-in): where the buttons lead without scripts. */
export function TradeInSection(props: { serverResult?: LeadResult | null }) {
  return (
    <section id={tradeInSectionId} className={styles.block} aria-labelledby="trade-in-title">
      <div className={`container ${styles.layout}`}>
        <div>
          <h2 id="trade-in-title" className={styles.title}>
            Оценить автомобиль
          </h2>
          <p>
            Расскажите о своём автомобиле — специалист по трейд-ину назовёт предварительную оценку по телефону, а после короткого осмотра в
            дилерском центре зафиксирует цену и зачтёт её в стоимость нового Genesis.
          </p>
        </div>
        <TradeInForm place="страница предложения «Трейд-ин»" activeModel={1} serverResult={props.serverResult} anchor={tradeInSectionId} />
      </div>
    </section>
  );
}
