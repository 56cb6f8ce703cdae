import { memo, type ReactNode } from "react";
import { usePopupActions } from "~/features/layout/layout-context";
import type { MenuAction, MenuLink } from "./menu-types";
import { SiteLink } from "./site-link";

// Where the test-drive popup says it was opened from, when a menu opens it.
const menuPlace = "меню сайта";

/**
 * One menu entry as the right element: a button for actions, a plain link for documents and
 * other sites (new tab with rel="noopener"), a client-side SiteLink otherwise.
 */
export function MenuLinkView(props: { item: MenuLink; className?: string; children?: ReactNode; onNavigate?: () => void }) {
  const { item, className, onNavigate } = props;
  const popups = usePopupActions();
  const content = props.children ?? item.name;
  if (item.action) {
    const run: Record<MenuAction, () => void> = {
      "test-drive": () => popups.openTestDrive(menuPlace),
      "privacy-policy": () => popups.openPrivacy(),
    };
    return (
      <button type="button" className={className} onClick={run[item.action]}>
        {content}
      </button>
    );
  }
  if (item.href === undefined) return <span className={className}>{content}</span>;
  if (!item.local) {
    const href = typeof item.href === "string" ? item.href : `${item.href.pathname ?? ""}${item.href.search ?? ""}${item.href.hash ?? ""}`;
    return (
      <a className={className} href={href} target={item.target} rel={item.rel} onClick={onNavigate}>
        {content}
      </a>
    );
  }
  return (
    <SiteLink className={className} to={item.href} target={item.target} rel={item.rel} onClick={onNavigate}>
      {content}
    </SiteLink>
  );
}

/** A menu's entries as a list, one MenuLinkView each. */
/**
 * A group's links. Memoised: its items are the menus' constants, so a menu or footer section that folds or opens
 * re-renders its own frame and not every link in it (the footer's fold on a phone re-rendered 94 components, issue 39).
 */
export const MenuLinkList = memo(function MenuLinkList(props: { items: readonly MenuLink[]; className?: string; linkClassName?: string }) {
  return (
    <ul className={props.className}>
      {props.items.map((item) => (
        <li key={item.id}>
          <MenuLinkView item={item} className={props.linkClassName} />
        </li>
      ))}
    </ul>
  );
});
