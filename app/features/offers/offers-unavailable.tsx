import { formatPhone, phoneHref } from "~/lib/phone";
import { useSiteData } from "~/features/site/site-data";
import styles from "./offers.module.css";

/** What the offers list says when the content API could not be reached: calm, with the dealer's phone. */
export function OffersUnavailable() {
  const { options } = useSiteData();
  const phone = formatPhone(options.phone);
  return (
    <div className={styles.empty} role="status">
      <p>
        Не удалось загрузить специальные предложения. Попробуйте обновить страницу
        {phone ? (
          <>
            {" "}
            или позвоните нам: <a href={phoneHref(options.phone)}>{phone}</a>
          </>
        ) : null}
        .
      </p>
    </div>
  );
}
