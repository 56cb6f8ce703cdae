import { Form } from "react-router";
import { groupThousands } from "@contract/numbers";
import { maintenanceFieldOf, serviceFieldOf, type ServiceCode, type ServicePricesForm } from "@contract/service-prices";
import {
  EditorFrame,
  FieldError,
  HistoryPanel,
  PublishPanel,
  SaveButton,
  StudioField,
  useEditorAnswer,
  type HiddenFields,
} from "~/features/content-studio/editor-parts";
import { servicePricesEditor } from "~/features/content-studio/editor-kinds";
import { editorAction, loadEditor } from "~/features/content-studio/editor.server";
import studio from "~/features/content-studio/studio.module.css";
import { formatInterval, maintenanceIntervals, maintenanceModels } from "~/features/service/maintenance";
import { serviceHref, services } from "~/features/service/services";
import { staffHeaders } from "~/features/staff/staff-api.server";
import { StaffErrorBoundary, StaffShell } from "~/features/staff/staff-shell";
import styles from "~/features/staff/staff.module.css";
import type { Route } from "./+types/staff-service-prices-editor";

export const handle = { staff: true };

export const loader = ({ request, context, params }: Route.LoaderArgs) => loadEditor(request, context, servicePricesEditor, params.id);

export const action = ({ request, context, params }: Route.ActionArgs) => editorAction(request, context, servicePricesEditor, params.id);

export const headers: Route.HeadersFunction = () => staffHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "Цены сервиса — редактор — Genesis Химки" },
  { name: "robots", content: "noindex, nofollow" },
];

export const ErrorBoundary = StaffErrorBoundary;

/** A price as its field shows it: a stored number grouped by thousands, or what was typed and refused. */
const shown = (value: unknown) => (typeof value === "number" ? groupThousands(value) : value === null ? "" : String(value ?? ""));

/** A form's section, typed or stored, by code; missing when the form was sent without it. */
const entryOf = <T,>(record: unknown, code: string): T | undefined => (record as Record<string, T> | undefined)?.[code];

function MaintenanceTables(props: { values: ServicePricesForm; fields: Record<string, string> }) {
  const { values, fields } = props;
  return (
    <section className={styles.stack} aria-labelledby="maintenance-title">
      <h2 id="maintenance-title">Плановое ТО</h2>
      <p id="maintenance-hint" className={styles.muted}>
        Максимальная рекомендованная цена с работами, оригинальными запчастями и расходными материалами, в целых рублях. Оставьте поле
        пустым, и на сайте будет написано «по запросу». Страница «Сервис» показывает «ТО от …» — самую низкую цену из таблицы.
      </p>
      <FieldError id="maintenance-error" message={fields.maintenance} />
      {maintenanceModels.map((model) => {
        const typed = entryOf<readonly unknown[]>(values.maintenance, model.code) ?? [];
        const rowError = fields[`maintenance.${model.code}`];
        return (
          <fieldset
            key={model.code}
            className={styles.panel}
            aria-describedby={rowError ? `maintenance.${model.code}-error` : "maintenance-hint"}
          >
            <legend>
              Genesis {model.name} {model.engine}
            </legend>
            <FieldError id={`maintenance.${model.code}-error`} message={rowError} />
            <div className={styles.tableWrap}>
              <table className={`${styles.table} ${studio.prices}`}>
                <caption className="visually-hidden">
                  Цены ТО Genesis {model.name} {model.engine}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Интервал</th>
                    <th scope="col">Цена, ₽</th>
                  </tr>
                </thead>
                <tbody>
                  {maintenanceIntervals.map((interval, index) => {
                    const field = maintenanceFieldOf(model.code, index);
                    return (
                      <tr key={interval.code}>
                        <th scope="row">
                          <label htmlFor={field}>{formatInterval(interval)}</label>
                        </th>
                        <td data-label="Цена, ₽">
                          <input
                            id={field}
                            name={field}
                            inputMode="numeric"
                            autoComplete="off"
                            maxLength={20}
                            placeholder="по запросу"
                            defaultValue={shown(typed[index])}
                            aria-invalid={fields[field] ? true : undefined}
                            aria-describedby={fields[field] ? `${field}-error` : undefined}
                          />
                          <FieldError id={`${field}-error`} message={fields[field]} />
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </fieldset>
        );
      })}
    </section>
  );
}

function ServiceFields(props: { values: ServicePricesForm; fields: Record<string, string> }) {
  const { values, fields } = props;
  return (
    <section className={styles.stack} aria-labelledby="services-title">
      <h2 id="services-title">Услуги сервиса</h2>
      <p className={styles.muted}>
        Цена «от» стоит на карточке услуги на странице «Сервис» и на странице самой услуги, а пояснение под ней говорит, за что эта цена:
        какая работа, с запчастями или без, для какой модели.
      </p>
      <FieldError id="services-error" message={fields.services} />
      {services.map((service) => {
        const code: ServiceCode = service.slug;
        const typed = entryOf<{ priceFrom?: unknown; priceNote?: unknown }>(values.services, code);
        return (
          <fieldset key={code} className={styles.panel}>
            <legend>{service.title}</legend>
            <StudioField
              name={serviceFieldOf(code, "priceFrom")}
              label="Цена «от», ₽"
              value={shown(typed?.priceFrom)}
              error={fields[serviceFieldOf(code, "priceFrom")]}
              inputMode="numeric"
              maxLength={20}
            />
            <StudioField
              name={serviceFieldOf(code, "priceNote")}
              label="Что входит в цену"
              value={String(typed?.priceNote ?? "")}
              error={fields[serviceFieldOf(code, "priceNote")]}
              multiline
              rows={2}
              maxLength={300}
            />
            <a href={serviceHref(service)} target="_blank" rel="noopener" className={styles.muted}>
              Страница услуги (в новой вкладке)
            </a>
          </fieldset>
        );
      })}
    </section>
  );
}

function ServicePricesForm(props: { values: ServicePricesForm; fields: Record<string, string>; busy: boolean; hidden: HiddenFields }) {
  const { values, fields, busy } = props;
  return (
    <Form method="post" noValidate className={studio.form} aria-label="Цены сервиса">
      {props.hidden("save")}
      <FieldError id="form-error" message={fields.form} />
      <MaintenanceTables values={values} fields={fields} />
      <ServiceFields values={values} fields={fields} />
      <div className={styles.actions}>
        <SaveButton busy={busy} />
      </div>
    </Form>
  );
}

export default function StaffServicePricesEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { item, comparison } = loaderData;
  const { busy, values, fields, hidden, message, error, changed } = useEditorAnswer<ServicePricesForm>(loaderData, actionData);
  return (
    <StaffShell email={loaderData.email} role={loaderData.role} csrfToken={loaderData.csrfToken}>
      <EditorFrame
        back={{ href: "/staff/content", label: "Содержимое сайта" }}
        title="Цены сервиса: ТО и услуги"
        item={item}
        message={message}
        error={error}
        changed={changed}
        form={<ServicePricesForm key={item?.base ?? "new"} values={values} fields={fields} busy={busy} hidden={hidden} />}
        aside={
          <>
            {item ? <PublishPanel item={item} busy={busy} hidden={hidden} goneToExample={null} /> : null}
            <p>
              <a href="/servis/to.html" target="_blank" rel="noopener">
                Открыть цены на ТО (в новой вкладке)
              </a>
            </p>
            <p>
              <a href="/servis.html" target="_blank" rel="noopener">
                Открыть страницу «Сервис» (в новой вкладке)
              </a>
            </p>
            {item ? <HistoryPanel item={item} comparison={comparison} busy={busy} hidden={hidden} /> : null}
          </>
        }
      />
    </StaffShell>
  );
}
