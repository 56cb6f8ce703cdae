import type { MouseEvent, ReactNode } from "react";
import { Link } from "react-router";
import { usePopupActions } from "~/features/layout/layout-context";
import { opensElsewhere } from "~/lib/clicks";

/** The trade-in offer's page, whose route action takes the trade-in form. */
export const tradeInPath = "/special-offers/trade-in.html";
/** Anchor of the inline form on that page. */
export const tradeInSectionId = "trade-in";

/**
 * «Оценить мой автомобиль»: a link to the inline trade-in form that, once scripts run, opens the
 * trade-in popup instead (new-tab clicks still follow the link).
 */
export function TradeInLink(props: { place: string; activeModel?: number; className?: string; children: ReactNode }) {
  const { openTradeIn } = usePopupActions();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    openTradeIn(props.place, props.activeModel);
  };
  return (
    <Link className={props.className} to={`${tradeInPath}#${tradeInSectionId}`} onClick={onClick}>
      {props.children}
    </Link>
  );
}
