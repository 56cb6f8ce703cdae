import type { MouseEvent, ReactNode } from "react";
import { Link } from "react-router";
import { usePopupActions } from "~/features/layout/layout-context";
import type { OrderIntent } from "~/features/popups/popup-state";

/** Anchor of the order section on a model's home page. */
export const orderSectionId = "order";

/** The model home's order section, with the package and intent chosen: where the buttons lead without scripts. */
export function orderHref(homePath: string, choice: { intent: OrderIntent; package?: string }): string {
  const query = new URLSearchParams({ intent: choice.intent, ...(choice.package ? { package: choice.package } : {}) });
  return `${homePath}?${query.toString()}#${orderSectionId}`;
}

/**
 * «Заказать» / «Узнать цену»: a link to the order form on the model's home page that, once scripts
 * run, opens the same form in a popup instead (new-tab clicks still follow the link).
 */
export function OrderLink(props: {
  model: string;
  homePath: string;
  intent: OrderIntent;
  package?: string;
  place: string;
  className?: string;
  children: ReactNode;
}) {
  const { openOrder } = usePopupActions();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openOrder({ place: props.place, model: props.model, intent: props.intent, ...(props.package ? { package: props.package } : {}) });
  };
  return (
    <Link className={props.className} to={orderHref(props.homePath, { intent: props.intent, package: props.package })} onClick={onClick}>
      {props.children}
    </Link>
  );
}
