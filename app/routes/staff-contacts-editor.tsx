import { Form } from "react-router";
import { contactsFieldLabels, type ContactsDraft } from "@contract/content";
import {
  EditorFrame,
  HistoryPanel,
  PublishPanel,
  SaveButton,
  StudioField,
  useEditorAnswer,
  type HiddenFields,
} from "~/features/content-studio/editor-parts";
import { contactsEditor } from "~/features/content-studio/editor-kinds";
import { editorAction, loadEditor } from "~/features/content-studio/editor.server";
import studio from "~/features/content-studio/studio.module.css";
import { staffHeaders } from "~/features/staff/staff-api.server";
import { StaffErrorBoundary, StaffShell } from "~/features/staff/staff-shell";
import styles from "~/features/staff/staff.module.css";
import type { Route } from "./+types/staff-contacts-editor";

export const handle = { staff: true };

export const loader = ({ request, context, params }: Route.LoaderArgs) => loadEditor(request, context, contactsEditor, params.id);

export const action = ({ request, context, params }: Route.ActionArgs) => editorAction(request, context, contactsEditor, params.id);

export const headers: Route.HeadersFunction = () => staffHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "Контакты и реквизиты — редактор — Genesis Химки" },
  { name: "robots", content: "noindex, nofollow" },
];

export const ErrorBoundary = StaffErrorBoundary;

/** The form's fields in the order a person checks them against the company's papers, with where each shows on the site. */
const groups: {
  legend: string;
  fields: { name: keyof ContactsDraft; hint?: string; type?: string; inputMode?: "tel" | "numeric" | "email" | "url" }[];
}[] = [
  {
    legend: "Дилерский центр",
    fields: [
      { name: "dealer_name", hint: "В шапке, подвале, на странице контактов и в документах" },
      {
        name: "dealer_phone",
        type: "tel",
        inputMode: "tel",
        hint: "В шапке и подвале каждой страницы; пишите как удобно — сайт покажет +7 (XXX) XXX-XX-XX",
      },
      { name: "dealer_email", type: "email", inputMode: "email" },
      { name: "dealer_address" },
      { name: "dealer_hours" },
      { name: "dealer_service_hours" },
    ],
  },
  {
    legend: "Реквизиты (из выписки ЕГРЮЛ)",
    fields: [
      { name: "legal_inn", inputMode: "numeric", hint: "10 цифр; сайт проверяет контрольную цифру" },
      { name: "legal_ogrn", inputMode: "numeric", hint: "13 цифр; сайт проверяет контрольную цифру" },
      { name: "legal_kpp", hint: "9 знаков" },
      {
        name: "legal_pd_registry",
        hint: "Из уведомления Роскомнадзора, например 50-23-012345; необязательно. Пока поле пусто, политика конфиденциальности объясняет, как найти дилера в реестре по ИНН",
      },
    ],
  },
  {
    legend: "Страницы в соцсетях (необязательно)",
    fields: [
      { name: "social_vk", type: "url", inputMode: "url" },
      { name: "social_telegram", type: "url", inputMode: "url" },
      { name: "social_youtube", type: "url", inputMode: "url" },
    ],
  },
];

function ContactsForm(props: { values: ContactsDraft; fields: Record<string, string>; busy: boolean; hidden: HiddenFields }) {
  const { values, fields, busy } = props;
  return (
    <Form method="post" noValidate className={studio.form} aria-label="Контакты и реквизиты">
      {props.hidden("save")}
      {groups.map((group) => (
        <fieldset key={group.legend} className={styles.panel}>
          <legend>{group.legend}</legend>
          {group.fields.map((field) => (
            <StudioField
              key={field.name}
              name={field.name}
              label={contactsFieldLabels[field.name]}
              value={values[field.name]}
              error={fields[field.name]}
              hint={field.hint}
              type={field.type}
              inputMode={field.inputMode}
              required={!field.name.startsWith("social_") && field.name !== "legal_pd_registry"}
              maxLength={300}
            />
          ))}
        </fieldset>
      ))}
      <div className={styles.actions}>
        <SaveButton busy={busy} />
      </div>
    </Form>
  );
}

export default function StaffContactsEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { item, comparison } = loaderData;
  const { busy, values, fields, hidden, message, error, changed } = useEditorAnswer<ContactsDraft>(loaderData, actionData);
  return (
    <StaffShell email={loaderData.email} role={loaderData.role} csrfToken={loaderData.csrfToken}>
      <EditorFrame
        back={{ href: "/staff/content", label: "Содержимое сайта" }}
        title="Контакты и реквизиты"
        item={item}
        message={message}
        error={error}
        changed={changed}
        form={<ContactsForm key={item?.base ?? "new"} values={values} fields={fields} busy={busy} hidden={hidden} />}
        aside={
          <>
            {item ? <PublishPanel item={item} busy={busy} hidden={hidden} goneToExample={null} /> : null}
            {item ? <HistoryPanel item={item} comparison={comparison} busy={busy} hidden={hidden} /> : null}
          </>
        }
      />
    </StaffShell>
  );
}
