import type { MouseEvent, ReactNode } from "react";
import { Link } from "react-router";
import { usePopupActions } from "~/features/layout/layout-context";

/** The test-drive booking page, where the link leads without scripts or with a modifier key. */
export const testDriveHref = "/test-drive.html";

/**
 * «Записаться на тест-драйв»: a link to the booking page that, once scripts run, opens the
 * test-drive popup instead, telling it which page it was opened from and which model to preselect.
 */
export function TestDriveLink(props: { place: string; model?: string; className?: string; children: ReactNode }) {
  const { openTestDrive } = usePopupActions();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Let new-tab and new-window clicks through to the booking page.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openTestDrive(props.place, props.model);
  };
  return (
    <Link className={props.className} to={testDriveHref} onClick={onClick}>
      {props.children}
    </Link>
  );
}
