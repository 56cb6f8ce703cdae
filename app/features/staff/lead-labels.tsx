import { deliveryStateLabels, type DeliveryState } from "@contract/staff-labels";
import styles from "./staff.module.css";

/** A delivery state as a badge: green when delivered, red when it needs a person. */
export function DeliveryBadge(props: { state: DeliveryState }) {
  const tone = props.state === "delivered" ? styles.delivered : props.state === "needs_attention" ? styles.attention : "";
  return <span className={`${styles.badge} ${tone}`}>{deliveryStateLabels[props.state]}</span>;
}

/** A person's name as staff read it; an erased lead says so. */
export function personName(lead: { name: string; surname: string | null; erased: boolean }): string {
  if (lead.erased) return "данные удалены";
  return [lead.name, lead.surname].filter(Boolean).join(" ");
}
