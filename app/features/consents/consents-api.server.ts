import { data, type AppLoadContext } from "react-router";
import { consentVersionIdPattern, type ConsentDocument, type ConsentSummary } from "@contract/consent-documents";
import { consentDocumentSchema, consentListSchema } from "@contract/consents";
import { ApiError } from "~/lib/api-client";
import { getCached } from "~/lib/cached-get.server";
import { errorMessages } from "~/lib/error-messages";
import { logLoadFailure } from "~/lib/log";
import { getServerApi } from "~/lib/server-api.server";

/** What /soglasie.html shows: the documents (those in effect, or the one version asked for) and every version. */
export type ConsentPageData = {
  documents: ConsentDocument[];
  current: ConsentSummary[];
  versions: ConsentSummary[];
  /** The version asked for by `?version=`, or null for those in effect. */
  asked: string | null;
};

/**
 * The consent page's data: the versions in effect with their texts, or the one version `?version=`
 * names, however old (what a lead's visitor agreed to). No such version is a 404; a failing API a 503.
 */
export async function loadConsentPage(context: AppLoadContext, asked: string | null): Promise<ConsentPageData> {
  if (asked !== null && !consentVersionIdPattern.test(asked)) throw data(null, { status: 404 });
  const api = getServerApi(context);
  try {
    const { current, versions } = await getCached(api, "/v1/consents", { schema: consentListSchema });
    const ids = asked === null ? current.map((version) => version.id) : [asked];
    const documents = await Promise.all(
      ids.map((id) => getCached(api, `/v1/consents/${encodeURIComponent(id)}`, { schema: consentDocumentSchema })),
    );
    return { documents, current, versions, asked };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    logLoadFailure(errorMessages.consentLoadFailed, error, "страница согласий ответила 503");
    throw data(errorMessages.consentLoadFailed, { status: 503 });
  }
}
