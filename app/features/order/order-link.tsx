import type { MouseEvent } from "react";
import { Link } from "react-router";
import { usePopupActions } from "~/features/layout/layout-context";
import type { OrderIntent } from "~/features/popups/popup-state";
import { opensElsewhere } from "~/lib/clicks";

/** Anchor of the order section on a model's home page. */
export const orderSectionId = "order";

/** The model home's order section, with the package and intent chosen: where the buttons lead without scripts. */
export function orderHref(homePath: string, choice: { intent: OrderIntent; package?: string }): string {
  const query = new URLSearchParams({ intent: choice.intent, ...(choice.package ? { package: choice.package } : {}) });
  return `${homePath}?${query.toString()}#${orderSectionId}`;
}

/**
 * The words of a price request's button: «Узнать цену» where no price is printed beside it (the price
 * is coming, or only a guide price is known), «Узнать условия» where it is, and what is left to ask
 * is the dealer's offer on it: the price with current offers, credit, trade-in (docs/decisions/0054).
 */
export function priceRequestLabel(pricePrinted: boolean): string {
  return pricePrinted ? "Узнать условия" : "Узнать цену";
}

/**
 * «Заказать» / «Узнать цену» / «Узнать условия»: a link to the order form on the model's home
 * page that, once scripts run, opens the same form in a popup titled with the same words instead
 * (new-tab clicks still follow the link). `subject` completes the link's name for screen readers.
 */
export function OrderLink(props: {
  model: string;
  homePath: string;
  intent: OrderIntent;
  package?: string;
  place: string;
  className?: string;
  label: string;
  subject?: string;
}) {
  const { openOrder } = usePopupActions();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    openOrder({
      place: props.place,
      model: props.model,
      intent: props.intent,
      label: props.label,
      ...(props.package ? { package: props.package } : {}),
    });
  };
  return (
    <Link className={props.className} to={orderHref(props.homePath, { intent: props.intent, package: props.package })} onClick={onClick}>
      {props.subject ? (
        <>
          {props.label} <span className="visually-hidden">{props.subject}</span>
        </>
      ) : (
        props.label
      )}
    </Link>
  );
}
