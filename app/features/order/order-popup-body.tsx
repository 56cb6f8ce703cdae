import { familyHomePath, getModelFamily } from "~/features/models/model-pages";
import type { OrderIntent } from "~/features/popups/popup-state";
import { OrderForm } from "./order-form";
import styles from "./order.module.css";

/** The order popup's content: the package chosen, when a package's button opened it, and the form. */
export function OrderPopupBody(props: { model: string; place: string; intent: OrderIntent; package: string | null }) {
  const family = getModelFamily(props.model);
  if (!family) return null;
  return (
    <>
      {props.package ? (
        <p className={styles.chosen}>
          <span className={styles.chosenLabel}>Комплектация:</span> {props.package}
        </p>
      ) : null}
      <OrderForm
        model={{ code: family.code, fullName: family.fullName, homePath: familyHomePath(family) }}
        place={props.place}
        intent={props.intent}
        package={props.package}
      />
    </>
  );
}
