import { Link } from "react-router";
import { type DealerContacts, phoneLink } from "./contacts";
import { type ContactDepartment, type DealerListing } from "./contact-directory";
import styles from "./contacts.module.css";
import { OpeningHours } from "./dealer-contacts";

/** The dealer's address, phone, e-mail and opening hours as a description list. */
export function DealerContactList({ contacts }: { contacts: DealerContacts }) {
  const phone = phoneLink(contacts.phone);
  return (
    <dl className={styles.contacts}>
      <div>
        <dt>Адрес</dt>
        <dd>{contacts.address}</dd>
      </div>
      {phone ? (
        <div>
          <dt>Телефон</dt>
          <dd>
            <a className={styles.phone} href={phone.href}>
              {phone.text}
            </a>
          </dd>
        </div>
      ) : null}
      <div>
        <dt>Электронная почта</dt>
        <dd>
          <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
        </dd>
      </div>
      <OpeningHours contacts={contacts} />
    </dl>
  );
}

/** Departments with their direct lines, each under an <h3>. */
export function DepartmentList({ departments }: { departments: readonly ContactDepartment[] }) {
  return (
    <ul className={styles.departments}>
      {departments.map((department) => {
        const phone = phoneLink(department.phone);
        return (
          <li key={department.id} id={`department-${department.id}`} className={styles.department}>
            <h3>{department.name}</h3>
            <p>{department.text}</p>
            <p className={styles.hours}>{department.hours}</p>
            {phone ? (
              <a className={styles.departmentPhone} href={phone.href}>
                {phone.text}
              </a>
            ) : null}
            <a href={`mailto:${department.email}`}>{department.email}</a>
          </li>
        );
      })}
    </ul>
  );
}

/** Dealers grouped by city: a city under an <h3>, each dealer's card under an <h4>. */
export function DealerList({ listings, contacts }: { listings: readonly DealerListing[]; contacts: DealerContacts }) {
  const phone = phoneLink(contacts.phone);
  return (
    <>
      {listings.map((listing) => (
        <div key={listing.city}>
          <h3 className={styles.city}>{listing.city}</h3>
          <ul className={styles.dealers}>
            {listing.dealers.map((dealer) => (
              <li key={dealer.id} className={styles.dealer}>
                <h4>{contacts.name}</h4>
                <p>{contacts.address}</p>
                {phone ? (
                  <p>
                    <a href={phone.href}>{phone.text}</a>
                  </p>
                ) : null}
                <p className={styles.dealerNote}>{dealer.note}</p>
                <p>
                  <Link to="/contacts.html#route">Как добраться</Link>
                </p>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}
