import type { To } from "react-router";
import type { IconName } from "~/components/ui/icon-set";

/** What a menu entry can do instead of navigating. */
export type MenuAction = "test-drive" | "privacy-policy";

/** A link of a menu group (docs/product.md §3 itemsGroup item). `local` links navigate inside the app. */
export type MenuLink = {
  id: string;
  name: string;
  href?: To;
  target?: "_blank";
  rel?: string;
  action?: MenuAction;
  local: boolean;
};

/** A titled group of links inside a dropdown. */
export type MenuGroup = { id: string; name?: string; items: readonly MenuLink[] };

/**
 * Menu item of docs/product.md §3. Items with a numeric id open a header dropdown;
 * any other id is a plain link and closes the open dropdown.
 */
export type MenuItem = {
  id: number | string;
  name: string;
  href?: To;
  local: boolean;
  target?: "_blank";
  rel?: string;
  leftMenu: boolean;
  rightMenu: boolean;
  iconName?: IconName;
  type?: "model";
  details?: { title: string; description: string };
  ads?: { image: string; button: MenuLink; description: string };
  /** The short list shown in the footer and the desktop burger. */
  footerLink: readonly MenuLink[];
  itemsGroup: readonly MenuGroup[];
};
