import { Fragment } from "react";
import {
  consentKindTitles,
  consentKinds,
  consentVersionHref,
  legacyConsentVersion,
  type ConsentDocument,
  type ConsentKind,
} from "@contract/consent-documents";
import type { LeadDetail } from "@contract/staff";
import { ConsentText } from "~/features/consents/consent-page";
import { consentDay } from "~/features/consents/consent-status";
import styles from "./staff.module.css";

/** The version id a lead holds for each kind of consent (null: not given, or not recorded then). */
export function leadConsentIds(
  lead: Pick<LeadDetail, "agree" | "consentVersion" | "thirdPartiesConsentVersion" | "advertisingConsentVersion">,
): Record<ConsentKind, string | null> {
  return {
    "personal-data": lead.agree ? lead.consentVersion : null,
    "third-parties": lead.thirdPartiesConsentVersion,
    advertising: lead.advertisingConsentVersion,
  };
}

/** What a lead holds of one kind of consent, in a line: the edition and when it took effect, or why there is none. */
function consentLine(kind: ConsentKind, id: string | null, text: ConsentDocument | undefined): string {
  if (id === null) {
    if (kind === "advertising") return "не дано";
    // Before migration 0023 the checkbox's sentence covered the policy, which named the importer and banks.
    if (kind === "third-parties") return "не записано: заявка принята до отдельного согласия на передачу";
    return "не дано";
  }
  if (!text) return `дано, редакция ${id} (текста нет в базе)`;
  return `дано, редакция № ${text.number} (${id}), действует с ${consentDay(text.effectiveFrom)}`;
}

/**
 * The consents of a lead (docs/decisions/0100): for each kind, whether it was given and in which edition,
 * and the exact text of each edition the visitor agreed to, as the form showed it.
 */
export function LeadConsents(props: { lead: LeadDetail }) {
  const ids = leadConsentIds(props.lead);
  const texts = props.lead.consents ?? [];
  return (
    <section className={styles.panel} aria-labelledby="lead-consents">
      <h2 id="lead-consents" className={styles.sectionTitle}>
        Согласия посетителя
      </h2>
      <dl className={styles.facts}>
        {consentKinds.map((kind) => {
          const id = ids[kind];
          return (
            <Fragment key={kind}>
              <dt>{consentKindTitles[kind]}</dt>
              <dd>
                {consentLine(
                  kind,
                  id,
                  texts.find((text) => text.id === id),
                )}
                {id ? (
                  <>
                    {" "}
                    <a href={consentVersionHref(id)} target="_blank" rel="noopener">
                      открыть на сайте
                    </a>
                  </>
                ) : null}
              </dd>
            </Fragment>
          );
        })}
      </dl>
      {props.lead.consentVersion === legacyConsentVersion ? (
        <p className={styles.muted}>
          Заявка принята до того, как согласие стало отдельным документом: посетитель отметил предложение формы, текст которого приведён
          ниже.
        </p>
      ) : null}
      {texts.map((text) => (
        <details key={text.id} className={styles.consentText}>
          <summary>
            Текст: {text.title}, редакция №&nbsp;{text.number}
          </summary>
          <ConsentText text={text.text} />
        </details>
      ))}
    </section>
  );
}
