import { Link } from "react-router";
import { Dialog } from "~/components/ui/dialog";
import { Icon } from "~/components/ui/icon";
import { usePopups } from "~/features/layout/layout-context";
import { useSiteData } from "~/features/site/site-data";
import { formatPhone, phoneHref } from "~/lib/phone";
import styles from "./test-drive-popup.module.css";

/**
 * The test-drive popup: where it was opened from, the way to the booking page and the dealer's
 * phone. The booking form itself lives on /test-drive.html.
 */
export function TestDrivePopup() {
  const { testDrive, closeTestDrive } = usePopups();
  const { options } = useSiteData();
  const phone = formatPhone(options.phone);
  return (
    <Dialog open={testDrive.open} onClose={closeTestDrive} title="Запись на тест-драйв">
      {testDrive.place ? (
        <p className={styles.place}>
          <span className={styles.placeLabel}>Раздел сайта:</span> {testDrive.place}
        </p>
      ) : null}
      <p>
        Выберите модель, удобный день и время — менеджер дилерского центра Genesis в Химках подтвердит запись и подготовит
        автомобиль к вашему приезду. Поездка бесплатна и занимает около часа.
      </p>
      <div className={styles.actions}>
        <Link to="/test-drive.html" className="button" onClick={closeTestDrive}>
          Выбрать время
          <Icon name="arrow-right" size={18} />
        </Link>
        {phone ? (
          <a href={phoneHref(options.phone)} className={styles.phone}>
            <Icon name="phone" size={20} />
            {phone}
          </a>
        ) : null}
      </div>
      {typeof options.dealer_hours === "string" ? <p className={styles.note}>{options.dealer_hours}</p> : null}
    </Dialog>
  );
}
