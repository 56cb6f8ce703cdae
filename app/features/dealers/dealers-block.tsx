import { DealerList } from "~/features/contacts/contact-blocks";
import { type DealerContacts } from "~/features/contacts/contacts";
import { dealerListings } from "~/features/contacts/contact-directory";
import { DealerFinder } from "./dealer-finder";
import styles from "./dealer-finder.module.css";
import type { DealerFinderData } from "./finder-state";

/** The finder's results, or, when the dealers API failed, this dealership's own contacts. */
export function DealersBlock({ finder, contacts }: { finder: DealerFinderData; contacts: DealerContacts }) {
  if (finder.status === "ok") return <DealerFinder data={finder} />;
  return (
    <>
      <p className={styles.unavailable} role="status">
        Список дилерских центров сейчас недоступен. Мы всегда рады видеть вас в нашем дилерском центре:
      </p>
      <DealerList listings={dealerListings} contacts={contacts} />
    </>
  );
}
