import type { Dealer } from "@contract/dealer";
import { dealerServiceLabels } from "@contract/dealer-services";
import { formatPhone, phoneHref } from "~/lib/phone";
import styles from "./dealer-finder.module.css";
import { mapLinks } from "./map-links";

/** A dealer's card: name, address with its place on the maps, phone, hours, services and the certified / test-drive badges. */
export function DealerCard({ dealer, number }: { dealer: Dealer; number: number }) {
  const tel = phoneHref(dealer.phone);
  // Both badges say what the filters ask about; the services list names the rest.
  const services = dealer.services.filter((code) => code !== "certified-used").map((code) => dealerServiceLabels[code]);
  const maps = mapLinks(dealer.coordinates);
  return (
    <li className={styles.dealer} aria-labelledby={`dealer-${dealer.id}`}>
      <h4 id={`dealer-${dealer.id}`} className={styles.dealerName}>
        <span className={styles.number} aria-hidden="true">
          {number}
        </span>
        {dealer.name}
      </h4>
      {dealer.certified || dealer.testDrive ? (
        <ul className={styles.badges} aria-label="Особенности">
          {dealer.certified ? <li className={styles.badge}>Сертифицированные автомобили с пробегом</li> : null}
          {dealer.testDrive ? <li className={styles.badge}>Тест-драйв</li> : null}
        </ul>
      ) : null}
      <dl className={styles.facts}>
        <div>
          <dt>Адрес</dt>
          <dd>
            {dealer.address}
            <span className={styles.mapLinks}>
              <MapLink href={maps.yandex}>Открыть в Яндекс Картах</MapLink>
              <MapLink href={maps.twoGis}>в 2ГИС</MapLink>
              <MapLink href={maps.route}>Маршрут</MapLink>
            </span>
          </dd>
        </div>
        {tel ? (
          <div>
            <dt>Телефон</dt>
            <dd>
              <a className={styles.phone} href={tel}>
                {formatPhone(dealer.phone)}
              </a>
            </dd>
          </div>
        ) : null}
        {dealer.email ? (
          <div>
            <dt>Электронная почта</dt>
            <dd>
              <a href={`mailto:${dealer.email}`}>{dealer.email}</a>
            </dd>
          </div>
        ) : null}
        <Hours title="Отдел продаж" lines={dealer.hours.sales} />
        <Hours title="Сервис" lines={dealer.hours.service} />
        {services.length > 0 ? (
          <div>
            <dt>Услуги</dt>
            <dd>{services.join(", ")}</dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}

/** A link to a map service, in a new tab: the finder stays where the visitor left it. */
function MapLink(props: { href: string; children: string }) {
  return (
    <a href={props.href} target="_blank" rel="noopener noreferrer">
      {props.children}
      <span className="visually-hidden"> (откроется в новой вкладке)</span>
    </a>
  );
}

function Hours({ title, lines }: { title: string; lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <div>
      <dt>{title}</dt>
      <dd>
        {lines.map((line) => (
          <span key={line} className={styles.hoursLine}>
            {line}
          </span>
        ))}
      </dd>
    </div>
  );
}
