// A lead form sent with scripts goes to its route's action through the router, and a request that
// never reached the site or whose answer never came back (a phone losing its network as the visitor
// presses «Отправить») made the router show the page's error screen in place of the whole page: the
// form and all that was typed in it gone. Each lead route's clientAction passes the request on and turns
// such a failure into the form's own answer, so the form stays as typed and says what to do.
import { data } from "react-router";
import { isLostConnection } from "~/lib/lost-connection";
import { formValues, leadTexts, type LeadFailure } from "./lead-result";

/** A lead route's clientAction: the server's answer, or the form's own failure when the connection dropped. */
export async function leadClientAction<T>(args: { request: Request; serverAction: () => Promise<T> }) {
  // Read before the router sends the body on.
  const posted = await args.request.clone().formData();
  try {
    return await args.serverAction();
  } catch (error) {
    if (!isLostConnection(error)) throw error;
    // The same key goes with the fields again, so a request that did arrive is not stored twice (ADR 0050).
    // A status of 503 keeps the router from reloading the page's data, which would fail the same way
    // and put the error page in place of the form after all.
    const failure: LeadFailure = { ok: false, message: leadTexts.offline, values: formValues(posted) };
    return data(failure, { status: 503 });
  }
}
