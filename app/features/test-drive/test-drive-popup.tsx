import { LazyPart, lazyPart } from "~/features/popups/lazy-part";
import { Dialog } from "~/components/ui/dialog";
import { usePopups } from "~/features/layout/layout-context";
import styles from "./test-drive-popup.module.css";

// The form and its styles load when the popup first opens, not with every page.
const TestDrivePopupBody = lazyPart(() => import("./test-drive-popup-body").then((m) => m.TestDrivePopupBody));

/**
 * The test-drive popup (docs/product.md §4): the booking form, sent to /test-drive.html's action without a
 * reload. It records where it was opened from and preselects the model of the button or the page.
 */
export function TestDrivePopup() {
  const { testDrive, closeTestDrive } = usePopups();
  return (
    <Dialog open={testDrive.open} onClose={closeTestDrive} title="Запись на тест-драйв">
      {testDrive.open ? (
        <LazyPart part={TestDrivePopupBody} loading={<p className={styles.note}>Загружаем форму…</p>} what="форму">
          <TestDrivePopupBody place={testDrive.place} model={testDrive.model} />
        </LazyPart>
      ) : null}
    </Dialog>
  );
}
