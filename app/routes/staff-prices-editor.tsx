import { Form } from "react-router";
import { modelPriceLabel, modelPriceOf } from "@contract/model-price";
import { groupThousands } from "@contract/numbers";
import { priceFieldOf, readPrice, startingPriceOf, type PriceListPreview, type PricesDraft, type PricesForm } from "@contract/prices";
import {
  EditorFrame,
  FieldError,
  FileDropField,
  HistoryPanel,
  PublishPanel,
  SaveButton,
  useEditorAnswer,
  type HiddenFields,
} from "~/features/content-studio/editor-parts";
import { pricesEditor } from "~/features/content-studio/editor-kinds";
import { editorAction, loadEditor } from "~/features/content-studio/editor.server";
import { applyPriceList, readPriceList, type PriceListOutcome } from "~/features/content-studio/price-list.server";
import studio from "~/features/content-studio/studio.module.css";
import { staffHeaders } from "~/features/staff/staff-api.server";
import { StaffErrorBoundary, StaffNotice, StaffShell } from "~/features/staff/staff-shell";
import styles from "~/features/staff/staff.module.css";
import { readFormData } from "~/lib/form-fields";
import type { Route } from "./+types/staff-prices-editor";

export const handle = { staff: true };

export const loader = ({ request, context, params }: Route.LoaderArgs) => loadEditor(request, context, pricesEditor, params.id);

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readFormData(request.clone());
  const intent = form.get("intent");
  if (intent === "price-list") return readPriceList(request, context, form);
  if (intent === "apply-price-list") return applyPriceList(request, context, form);
  return editorAction(request, context, pricesEditor, params.id);
}

export const headers: Route.HeadersFunction = () => staffHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "Цены моделей и комплектаций — редактор — Genesis Химки" },
  { name: "robots", content: "noindex, nofollow" },
];

export const ErrorBoundary = StaffErrorBoundary;

const rub = (value: number | null) => (value === null ? "цена скоро" : `${groupThousands(value)} ₽`);

/** The model's price as the menu will show it, from the prices typed so far. */
function menuPriceOf(model: PricesForm["models"][number]): string {
  const packages = model.packages.flatMap((pkg) => {
    const read = readPrice(pkg.priceRub);
    return "price" in read ? [{ priceRub: read.price, priceIndicative: model.priceComingSoon || pkg.priceIndicative }] : [];
  });
  const price = startingPriceOf({ priceComingSoon: model.priceComingSoon, packages });
  const guides = packages.filter((pkg) => pkg.priceIndicative).map((pkg) => pkg.priceRub);
  return modelPriceLabel(
    modelPriceOf({ price, priceComingSoon: price === null, guidePrice: guides.length > 0 ? Math.min(...guides) : null }),
  );
}

function PricesForm(props: {
  catalogue: PricesDraft;
  values: PricesForm;
  fields: Record<string, string>;
  busy: boolean;
  hidden: HiddenFields;
}) {
  const { catalogue, values, fields, busy } = props;
  return (
    <Form method="post" noValidate className={studio.form} aria-label="Цены моделей и комплектаций">
      {props.hidden("save")}
      <FieldError id="form-error" message={fields.form} />
      {catalogue.models.map((model) => {
        const typed = values.models.find((candidate) => candidate.code === model.code) ?? model;
        const modelField = priceFieldOf(model.code);
        return (
          <fieldset key={model.code} className={styles.panel} aria-describedby={fields[modelField] ? `${modelField}-error` : undefined}>
            <legend>
              Genesis {model.name} · {menuPriceOf(typed)}
            </legend>
            <FieldError id={`${modelField}-error`} message={fields[modelField]} />
            <label>
              <input type="checkbox" name={`soon:${model.code}`} defaultChecked={typed.priceComingSoon} /> Цена скоро — цены комплектаций
              ориентировочные
            </label>
            <div className={styles.tableWrap}>
              <table className={`${styles.table} ${studio.prices}`}>
                <caption className="visually-hidden">Комплектации Genesis {model.name}</caption>
                <thead>
                  <tr>
                    <th scope="col">Комплектация</th>
                    <th scope="col">Цена, ₽</th>
                    <th scope="col">Ориентировочная</th>
                  </tr>
                </thead>
                <tbody>
                  {model.packages.map((pkg) => {
                    const field = priceFieldOf(model.code, pkg.code);
                    const value = typed.packages.find((candidate) => candidate.code === pkg.code) ?? pkg;
                    return (
                      <tr key={pkg.code}>
                        <th scope="row">
                          <label htmlFor={field}>{pkg.name}</label>
                        </th>
                        <td data-label="Цена, ₽">
                          <input
                            id={field}
                            name={field}
                            inputMode="numeric"
                            autoComplete="off"
                            required
                            maxLength={20}
                            defaultValue={
                              typeof value.priceRub === "number" ? groupThousands(value.priceRub) : String(value.priceRub ?? "")
                            }
                            aria-invalid={fields[field] ? true : undefined}
                            aria-describedby={fields[field] ? `${field}-error` : undefined}
                          />
                          <FieldError id={`${field}-error`} message={fields[field]} />
                        </td>
                        <td data-label="Ориентировочная">
                          <input
                            type="checkbox"
                            name={`guide:${model.code}/${pkg.code}`}
                            defaultChecked={value.priceIndicative}
                            aria-label={`${pkg.name}: ориентировочная цена`}
                          />
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
      <div className={styles.actions}>
        <SaveButton busy={busy} />
      </div>
    </Form>
  );
}

function PriceListPanel(props: { busy: boolean; csrfToken: string }) {
  return (
    <section className={styles.panel} aria-labelledby="price-list-title">
      <h2 id="price-list-title">Прайс-лист</h2>
      <p className={styles.muted}>
        XLSX или CSV от импортёра: столбцы «Модель», «Комплектация» и «Цена» (или «РРЦ»); модель можно писать строкой-заголовком над её
        комплектациями. Сначала сайт покажет каждое изменение — цены поменяются, только когда вы их примените.
      </p>
      <Form method="post" encType="multipart/form-data" className={styles.stack}>
        <input type="hidden" name="csrf" value={props.csrfToken} />
        <input type="hidden" name="intent" value="price-list" />
        <FileDropField
          label="Файл прайс-листа"
          accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          what="файл"
        />
        <button type="submit" className="button" disabled={props.busy}>
          Проверить прайс-лист
        </button>
      </Form>
    </section>
  );
}

function PriceListPreviewPanel(props: { preview: PriceListPreview; busy: boolean; csrfToken: string }) {
  const { preview } = props;
  return (
    <section className={styles.panel} aria-labelledby="preview-title">
      <h2 id="preview-title">Прайс-лист «{preview.fileName}»</h2>
      {preview.refused.length > 0 ? (
        <>
          <p>Строки с ошибками — исправьте их в файле и загрузите его снова:</p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Строка</th>
                  <th scope="col">В файле</th>
                  <th scope="col">Что не так</th>
                </tr>
              </thead>
              <tbody>
                {preview.refused.map((row) => (
                  <tr key={row.row}>
                    <td className={styles.nowrap} data-label="Строка">
                      {row.row}
                    </td>
                    <td className={styles.break} data-label="В файле">
                      {row.text}
                    </td>
                    <td data-label="Что не так">{row.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
      {preview.changes.length > 0 ? (
        <>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption>Что изменится на сайте</caption>
              <thead>
                <tr>
                  <th scope="col">Модель</th>
                  <th scope="col">Комплектация</th>
                  <th scope="col">Было</th>
                  <th scope="col">Станет</th>
                </tr>
              </thead>
              <tbody>
                {preview.changes.map((change) => (
                  <tr key={`${change.model} ${change.package}`}>
                    <td data-label="Модель">Genesis {change.model}</td>
                    <td data-label="Комплектация">{change.starting ? "Цена модели «от»" : change.package}</td>
                    <td className={styles.nowrap} data-label="Было">
                      {rub(change.from)}
                      {change.fromIndicative ? " (ориентировочная)" : ""}
                    </td>
                    <td className={styles.nowrap} data-label="Станет">
                      {rub(change.to)}
                      {change.toIndicative ? " (ориентировочная)" : ""}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {preview.data ? (
            <Form method="post" className={styles.actions}>
              <input type="hidden" name="csrf" value={props.csrfToken} />
              <input type="hidden" name="intent" value="apply-price-list" />
              <input type="hidden" name="base" value={preview.base} />
              <input type="hidden" name="fileName" value={preview.fileName} />
              <input type="hidden" name="data" value={JSON.stringify(preview.data)} />
              <button type="submit" className="button" disabled={props.busy}>
                Применить и опубликовать
              </button>
            </Form>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

export default function StaffPricesEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { item, comparison } = loaderData;
  const editorAnswer = actionData && !("preview" in actionData) ? actionData : undefined;
  const priceList = actionData && "preview" in actionData ? (actionData as PriceListOutcome) : undefined;
  const { busy, values, fields, hidden, message, error, changed } = useEditorAnswer<PricesForm>(loaderData, editorAnswer);
  // The item's data as the server checked and stored them (names from the catalogue, prices as numbers).
  const catalogue = loaderData.draft as unknown as PricesDraft;
  return (
    <StaffShell email={loaderData.email} role={loaderData.role} csrfToken={loaderData.csrfToken}>
      <EditorFrame
        back={{ href: "/staff/content", label: "Содержимое сайта" }}
        title="Цены моделей и комплектаций"
        item={item}
        message={priceList ? null : message}
        error={error}
        changed={changed}
        form={
          <div>
            {priceList ? <StaffNotice message={priceList.message} error={!priceList.ok} /> : null}
            {priceList?.preview ? <PriceListPreviewPanel preview={priceList.preview} busy={busy} csrfToken={loaderData.csrfToken} /> : null}
            <PricesForm key={item?.base ?? "new"} catalogue={catalogue} values={values} fields={fields} busy={busy} hidden={hidden} />
          </div>
        }
        aside={
          <>
            <PriceListPanel busy={busy} csrfToken={loaderData.csrfToken} />
            {item ? <PublishPanel item={item} busy={busy} hidden={hidden} goneToExample={null} /> : null}
            {item ? <HistoryPanel item={item} comparison={comparison} busy={busy} hidden={hidden} /> : null}
          </>
        }
      />
    </StaffShell>
  );
}
