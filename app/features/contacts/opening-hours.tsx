// A module of its own, without the contacts page's styles and blocks: the dealer block on the home
// and test-drive pages shows these rows too, and must not bring the contacts page's code with it.
import type { DealerContacts } from "./contacts";

/**
 * The showroom's and the service centre's hours as rows of a description list, each under its own
 * label: they differ, and two bare lines under «Часы работы» left the visitor to guess which is which.
 */
export function OpeningHours({ contacts }: { contacts: Pick<DealerContacts, "salesHours" | "serviceHours"> }) {
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
