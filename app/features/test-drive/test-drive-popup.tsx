import { lazy, Suspense } from "react";
import { Dialog } from "~/components/ui/dialog";
import { usePopups } from "~/features/layout/layout-context";
import styles from "./test-drive-popup.module.css";

// The form and its styles load when the popup first opens, not with every page.
const TestDrivePopupBody = lazy(() => import("./test-drive-popup-body").then((m) => ({ default: m.TestDrivePopupBody })));

/**
 * The test-drive popup (SPEC §4): the booking form, sent to /test-drive.html's action without a
 * reload. It records where it was opened from and preselects the model of the button or the page.
 */
export function TestDrivePopup() {
  const { testDrive, closeTestDrive } = usePopups();
  return (
    <Dialog open={testDrive.open} onClose={closeTestDrive} title="Запись на тест-драйв">
      {testDrive.open ? (
        <Suspense fallback={<p className={styles.note}>Загружаем форму…</p>}>
          <TestDrivePopupBody place={testDrive.place} model={testDrive.model} />
        </Suspense>
      ) : null}
    </Dialog>
  );
}
