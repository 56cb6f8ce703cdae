import { Form, Link } from "react-router";
import { consentKindTitles, consentKinds, type ConsentKind } from "@contract/consent-documents";
import { consentFieldLabels, type ConsentDraft } from "@contract/content";
import {
  EditorFrame,
  HistoryPanel,
  PublishPanel,
  SaveButton,
  StudioField,
  useEditorAnswer,
  type HiddenFields,
} from "~/features/content-studio/editor-parts";
import { consentEditor } from "~/features/content-studio/editor-kinds";
import { editorAction, loadEditor } from "~/features/content-studio/editor.server";
import studio from "~/features/content-studio/studio.module.css";
import { staffHeaders } from "~/features/staff/staff-api.server";
import { StaffErrorBoundary, StaffShell } from "~/features/staff/staff-shell";
import styles from "~/features/staff/staff.module.css";
import type { Route } from "./+types/staff-consent-editor";

export const handle = { staff: true };

export const loader = ({ request, context, params }: Route.LoaderArgs) => loadEditor(request, context, consentEditor, params.id);

export const action = ({ request, context, params }: Route.ActionArgs) => editorAction(request, context, consentEditor, params.id);

export const headers: Route.HeadersFunction = () => staffHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "Согласие — редактор — Genesis Химки" },
  { name: "robots", content: "noindex, nofollow" },
];

export const ErrorBoundary = StaffErrorBoundary;

const kindOf = (id: string | undefined): ConsentKind | null =>
  (consentKinds as readonly string[]).includes(id ?? "") ? (id as ConsentKind) : null;

function ConsentForm(props: { values: ConsentDraft; fields: Record<string, string>; busy: boolean; hidden: HiddenFields }) {
  const { values, fields, busy } = props;
  return (
    <Form method="post" className={studio.form} aria-label="Новая редакция согласия">
      {props.hidden("save")}
      <StudioField name="title" label={consentFieldLabels.title} value={values.title} error={fields.title} maxLength={200} />
      <StudioField
        name="text"
        label={consentFieldLabels.text}
        value={values.text}
        error={fields.text}
        multiline
        rows={24}
        maxLength={30_000}
        hint="Абзацы разделяйте пустой строкой; пункты списка начинайте с «— ». Опубликованная редакция не меняется: исправление — это следующая редакция."
      />
      <div className={styles.actions}>
        <SaveButton busy={busy} />
      </div>
    </Form>
  );
}

/**
 * A consent in the studio (docs/decisions/0103): the text in effect to start from; each publish is the next
 * version, in effect at once (or at the time it is scheduled for), and the versions before stay as they were.
 */
export default function StaffConsentEditorPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { item, comparison } = loaderData;
  const { busy, values, fields, hidden, message, error, changed } = useEditorAnswer<ConsentDraft>(loaderData, actionData);
  const kind = kindOf(params.id);
  return (
    <StaffShell email={loaderData.email} role={loaderData.role} csrfToken={loaderData.csrfToken}>
      <EditorFrame
        back={{ href: "/staff/content", label: "Содержимое сайта" }}
        title={kind ? consentKindTitles[kind] : "Согласие"}
        item={item}
        message={message}
        error={error}
        changed={changed}
        form={<ConsentForm key={item?.base ?? "new"} values={values} fields={fields} busy={busy} hidden={hidden} />}
        aside={
          <>
            {item ? <PublishPanel item={item} busy={busy} hidden={hidden} goneToExample={null} /> : null}
            <section className={styles.panel} aria-labelledby="consent-versions">
              <h2 id="consent-versions">Редакции на сайте</h2>
              <p>
                <Link to="/soglasie.html" target="_blank" rel="noopener">
                  Все редакции согласий на сайте
                </Link>
              </p>
            </section>
            {item ? <HistoryPanel item={item} comparison={comparison} busy={busy} hidden={hidden} /> : null}
          </>
        }
      />
    </StaffShell>
  );
}
