import type { LeadResult } from "~/features/leads/lead-result";
import type { OrderIntent } from "~/features/popups/popup-state";
import { OrderForm, type OrderModel } from "./order-form";
import { orderSectionId } from "./order-link";
import styles from "./order.module.css";

/** The order section of a model's home page (#order): the form the order buttons lead to without scripts. */
export function OrderSection(props: {
  model: OrderModel;
  packages: readonly string[];
  intent: OrderIntent;
  package: string | null;
  serverResult?: LeadResult | null;
}) {
  const { model } = props;
  return (
    <section id={orderSectionId} className={styles.block} aria-labelledby="order-title">
      <div className={`container ${styles.layout}`}>
        <div>
          <h2 id="order-title" className={styles.title}>
            Заказать {model.fullName}
          </h2>
          <p className={styles.text}>
            Оставьте заявку — менеджер назовёт цену выбранной комплектации с учётом действующих предложений, проверит наличие у дилера и
            сроки поставки под заказ, рассчитает кредит и трейд-ин.
          </p>
        </div>
        <OrderForm
          model={model}
          place={`страница ${model.fullName}, раздел «Заказать»`}
          intent={props.intent}
          packages={props.packages}
          package={props.package}
          serverResult={props.serverResult}
          anchor={orderSectionId}
        />
      </div>
    </section>
  );
}
