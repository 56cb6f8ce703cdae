import { Link } from "react-router";
import {
  consentBlocks,
  consentKindTitles,
  consentPdfHref,
  consentVersionHref,
  type ConsentDocument,
  type ConsentSummary,
} from "@contract/consent-documents";
import { PageHeader } from "~/components/ui/page-header";
import type { ConsentPageData } from "./consents-api.server";
import { consentStatus } from "./consent-status";
import { PagePicture } from "~/features/visuals/page-picture";
import { pagePictureFor } from "~/features/visuals/page-pictures";
import styles from "./consent-page.module.css";

/** A consent text laid out as kept: its paragraphs, and its lists (lines starting with «— »). */
export function ConsentText(props: { text: string }) {
  return (
    <div className={styles.text}>
      {consentBlocks(props.text).map((block, i) =>
        block.kind === "paragraph" ? (
          <p key={i}>{block.text}</p>
        ) : (
          <ul key={i}>
            {block.items.map((item, j) => (
              <li key={j}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}

/** «Редакция № 2 · действует с 5 декабря 2026 · PDF»: which text this is, and since when. */
export function ConsentEdition(props: {
  version: ConsentSummary;
  current: readonly ConsentSummary[];
  versions: readonly ConsentSummary[];
}) {
  const { version } = props;
  return (
    <p className={styles.edition}>
      <span>Редакция №&nbsp;{version.number}</span>
      <span>{consentStatus(version, props.current, props.versions)}</span>
      <a href={consentPdfHref(version.id)} target="_blank" rel="noopener">
        Скачать PDF
        <span className="visually-hidden">
          {" "}
          ({version.title}, редакция №&nbsp;{version.number}, откроется в новой вкладке)
        </span>
      </a>
    </p>
  );
}

function ConsentArticle(props: {
  document: ConsentDocument;
  current: readonly ConsentSummary[];
  versions: readonly ConsentSummary[];
  heading: boolean;
}) {
  const { document } = props;
  const headingId = `${document.kind}-title`;
  return (
    <article id={document.kind} className={styles.document} aria-labelledby={props.heading ? headingId : undefined}>
      {props.heading ? <h2 id={headingId}>{document.title}</h2> : null}
      <ConsentEdition version={document} current={props.current} versions={props.versions} />
      <ConsentText text={document.text} />
    </article>
  );
}

/** Page title: the asked version's own title, or that of the consent to process personal data. */
export function consentPageTitle(data: Pick<ConsentPageData, "asked" | "documents">): string {
  return data.asked !== null && data.documents[0] ? data.documents[0].title : consentKindTitles["personal-data"];
}

/**
 * /soglasie.html: the consents in effect, each with its edition, date and PDF — the one to process
 * personal data first, then to pass them on, then to advertising — and every earlier version; with
 * `?version=`, that one version, as staff show what a visitor agreed to (docs/decisions/0100).
 */
export function ConsentPage(props: ConsentPageData) {
  const single = props.asked !== null;
  const title = consentPageTitle(props);
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ title: "Как мы обрабатываем персональные данные", href: "/personal-data.html" }]}
        lead={
          single
            ? "Текст согласия в той редакции, которую показывала форма на сайте."
            : "Отметка «Я даю согласие на обработку персональных данных» в формах сайта означает согласие с текстами ниже. Согласие на получение рекламы даётся отдельной отметкой и не обязательно."
        }
      />
      <div className={`container ${styles.page}`}>
        {props.documents.map((document, i) => (
          <ConsentArticle
            key={document.id}
            document={document}
            current={props.current}
            versions={props.versions}
            heading={!single || i > 0}
          />
        ))}
        <section className={styles.versions} aria-labelledby="consent-versions">
          <h2 id="consent-versions">Все редакции</h2>
          <ul>
            {props.versions.map((version) => (
              <li key={version.id}>
                <Link to={consentVersionHref(version.id)}>
                  {version.title}, редакция №&nbsp;{version.number}
                </Link>{" "}
                — {consentStatus(version, props.current, props.versions)}
              </li>
            ))}
          </ul>
          {single ? (
            <p>
              <Link to="/soglasie.html">Действующие редакции согласий</Link>
            </p>
          ) : null}
        </section>
      </div>
      <PagePicture picture={pagePictureFor("/soglasie.html")} place="closing" />
    </>
  );
}
