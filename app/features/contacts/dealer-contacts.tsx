import { Link } from "react-router";
import { formatPhone, phoneHref } from "~/lib/phone";
import type { SiteOptions } from "~/features/site/site-data";
import { getDealerContacts, type DealerContacts as DealerContactValues } from "./contacts";
import styles from "./dealer-contacts.module.css";

const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value : null);

/**
 * The dealer's address, hours, phone and e-mail from the site options, with a link to the contacts
 * page. The hours are the contacts page's (labelled, with the published ones where an option is missing).
 */
export function DealerContacts(props: { options: SiteOptions; title: string; heading?: "h2" | "h3"; intro?: string }) {
  const { options } = props;
  const Heading = props.heading ?? "h2";
  const phone = formatPhone(options.phone);
  const email = text(options.dealer_email);
  const address = text(options.dealer_address);
  return (
    <div className={styles.contacts}>
      <div>
        <Heading className={styles.title}>{props.title}</Heading>
        <p className={styles.name}>{text(options.dealer_name) ?? "Genesis Химки"}</p>
        {props.intro ? <p className={styles.intro}>{props.intro}</p> : null}
      </div>
      <dl className={styles.list}>
        {address ? (
          <div>
            <dt>Адрес</dt>
            <dd>{address}</dd>
          </div>
        ) : null}
        <OpeningHours contacts={getDealerContacts(options)} />
        {phone ? (
          <div>
            <dt>Телефон</dt>
            <dd>
              <a className={styles.phone} href={phoneHref(options.phone)}>
                {phone}
              </a>
            </dd>
          </div>
        ) : null}
        {email ? (
          <div>
            <dt>Электронная почта</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Как добраться</dt>
          <dd>
            <Link to="/contacts.html">Схема проезда и все контакты</Link>
          </dd>
        </div>
      </dl>
    </div>
  );
}

/**
 * The showroom's and the service centre's hours as rows of a description list, each under its own
 * label: they differ, and two bare lines under «Часы работы» left the visitor to guess which is which.
 * Here rather than among the contacts page's blocks, which use it too: the home and test-drive pages
 * show this block and must not load the contacts page's code or an extra chunk for it.
 */
export function OpeningHours({ contacts }: { contacts: Pick<DealerContactValues, "salesHours" | "serviceHours"> }) {
  return (
    <>
      <div>
        <dt>Шоурум и отдел продаж</dt>
        <dd>{contacts.salesHours}</dd>
      </div>
      <div>
        <dt>Сервисный центр</dt>
        <dd>{contacts.serviceHours}</dd>
      </div>
    </>
  );
}
