import { useState } from "react";
import { LazyPart, lazyPart } from "./lazy-part";
import { usePopupActions, usePopups } from "~/features/layout/layout-context";
import { isFormPopupOpen } from "./popup-state";
import styles from "./lazy-popups.module.css";

// The popups, their dialog, styles and forms load when one first opens, not with every page.
const SitePopups = lazyPart(() => import("./site-popups").then((m) => m.SitePopups));

/**
 * The test-drive, order, trade-in and privacy popups, fetched on their first opening and kept mounted
 * afterwards (a closing dialog returns focus; the next opening is immediate). While the code loads, a
 * note says so; if it cannot be fetched, a note says that, with «Повторить» and «Закрыть».
 */
export function LazyPopups() {
  const popups = usePopups();
  const { closeAllPopups } = usePopupActions();
  const open = isFormPopupOpen(popups) || popups.privacyOpen;
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  const loading = (
    <p role="status" className={styles.loading}>
      Загружаем…
    </p>
  );
  return (
    <LazyPart part={SitePopups} loading={open ? loading : null} what="окно" onClose={closeAllPopups} active={open}>
      <SitePopups />
    </LazyPart>
  );
}
