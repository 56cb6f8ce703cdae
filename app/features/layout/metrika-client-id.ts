// The visitor's Yandex Metrika ClientID, which the counter learns after the page has loaded (metrika.ts) and the
// lead forms send with a request (docs/decisions/0114). Kept apart from the counter so that the forms read it
// without loading the counter's code.

/** Sent on the window when the counter has told the ClientID. */
export const metrikaClientIdEvent = "genesis:metrika-client-id";

const storageKey = "genesis-metrika-client-id";
/** This page's copy: storage may be refused. */
let known: string | null = null;

/** The ClientID the counter told in this tab's visit, or null (no counter, no consent, or not yet known). */
export function readMetrikaClientId(): string | null {
  if (known) return known;
  try {
    const id = window.sessionStorage.getItem(storageKey);
    return id && /^\d{1,40}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}

/** Keeps the ClientID for the visit and tells the forms on screen. */
export function keepMetrikaClientId(id: string): void {
  if (!/^\d{1,40}$/.test(id)) return;
  known = id;
  try {
    window.sessionStorage.setItem(storageKey, id);
  } catch {
    // Storage refused (private modes): this page's forms still have it; the next page asks the counter again.
  }
  window.dispatchEvent(new Event(metrikaClientIdEvent));
}
