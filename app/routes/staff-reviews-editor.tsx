import { useRef, useState } from "react";
import { Form } from "react-router";
import {
  reviewCarMax,
  reviewCarSuggestions,
  reviewFieldOf,
  reviewNameMax,
  reviewsMax,
  reviewTextMax,
  type ReviewDraft,
  type ReviewsDraft,
} from "@contract/reviews";
import { localDayOf } from "@contract/test-drive-time";
import {
  EditorFrame,
  FieldError,
  HistoryPanel,
  MoveButtons,
  moved,
  PublishPanel,
  SaveButton,
  StudioField,
  useEditorAnswer,
  type HiddenFields,
} from "~/features/content-studio/editor-parts";
import { reviewsEditor } from "~/features/content-studio/editor-kinds";
import { editorAction, loadEditor } from "~/features/content-studio/editor.server";
import studio from "~/features/content-studio/studio.module.css";
import { staffHeaders } from "~/features/staff/staff-api.server";
import { StaffErrorBoundary, StaffShell } from "~/features/staff/staff-shell";
import styles from "~/features/staff/staff.module.css";
import type { Route } from "./+types/staff-reviews-editor";

export const handle = { staff: true };

export const loader = ({ request, context, params }: Route.LoaderArgs) => loadEditor(request, context, reviewsEditor, params.id);

export const action = ({ request, context, params }: Route.ActionArgs) => editorAction(request, context, reviewsEditor, params.id);

export const headers: Route.HeadersFunction = () => staffHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "Отзывы клиентов — редактор — Genesis Химки" },
  { name: "robots", content: "noindex, nofollow" },
];

export const ErrorBoundary = StaffErrorBoundary;

/** The marks as the list offers them, best first. */
const ratings = [
  { value: 5, label: "5 — отлично" },
  { value: 4, label: "4 — хорошо" },
  { value: 3, label: "3 — средне" },
  { value: 2, label: "2 — плохо" },
  { value: 1, label: "1 — очень плохо" },
];

type Keyed<T> = { key: string; value: T };

/** One review's fields; its key names them and stays with it as it moves. */
function ReviewFields(props: {
  review: Keyed<ReviewDraft>;
  index: number;
  count: number;
  fields: Record<string, string>;
  today: string;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { review, index, count, fields } = props;
  const name = (field: keyof ReviewDraft) => `review.${review.key}.${field}`;
  const error = (field: keyof ReviewDraft) => fields[reviewFieldOf(index, field)];
  const [shown, setShown] = useState(review.value.shown);
  const what = `Отзыв ${index + 1}`;
  const describedBy = (field: keyof ReviewDraft) => (error(field) ? `${name(field)}-error` : undefined);
  return (
    <fieldset className={`${styles.panel} ${studio.slide}`}>
      <legend>
        {what}
        {review.value.name ? `: ${review.value.name}` : ""}
        {shown ? "" : " (скрыт)"}
      </legend>
      <input type="hidden" name="review" value={review.key} />
      <span className={styles.actions}>
        <MoveButtons index={index} count={count} what={what} onMove={props.onMove} />
        <button type="button" onClick={props.onRemove} aria-label={`${what}: удалить`}>
          Удалить отзыв
        </button>
      </span>
      <label>
        <input type="checkbox" name={name("shown")} checked={shown} onChange={(event) => setShown(event.currentTarget.checked)} />{" "}
        Показывать на сайте
      </label>
      <StudioField
        name={name("name")}
        label="Имя автора"
        value={review.value.name}
        error={error("name")}
        hint="Так, как автор разрешил его показать: «Андрей Ковалёв» или «Андрей К.»"
        maxLength={reviewNameMax}
      />
      <label className={styles.field}>
        Автомобиль
        <input
          name={name("car")}
          list="review-cars"
          required
          maxLength={reviewCarMax}
          defaultValue={review.value.car}
          aria-invalid={error("car") ? true : undefined}
          aria-describedby={describedBy("car")}
        />
      </label>
      <FieldError id={`${name("car")}-error`} message={error("car")} />
      <label className={styles.field}>
        День отзыва
        <input
          type="date"
          name={name("date")}
          required
          max={props.today}
          defaultValue={review.value.date}
          aria-invalid={error("date") ? true : undefined}
          aria-describedby={describedBy("date")}
        />
      </label>
      <FieldError id={`${name("date")}-error`} message={error("date")} />
      <label className={styles.field}>
        Оценка
        <select
          name={name("rating")}
          defaultValue={String(review.value.rating || "")}
          aria-invalid={error("rating") ? true : undefined}
          aria-describedby={describedBy("rating")}
        >
          <option value="">Выберите оценку</option>
          {ratings.map((rating) => (
            <option key={rating.value} value={rating.value}>
              {rating.label}
            </option>
          ))}
        </select>
      </label>
      <FieldError id={`${name("rating")}-error`} message={error("rating")} />
      <StudioField
        name={name("text")}
        label="Текст отзыва"
        value={review.value.text}
        error={error("text")}
        hint="Слова автора без правок по смыслу; опечатки исправлять можно"
        multiline
        rows={5}
        maxLength={reviewTextMax}
      />
    </fieldset>
  );
}

const blankReview: ReviewDraft = { name: "", car: "", date: "", rating: 0, text: "", shown: true };

function ReviewsForm(props: { values: ReviewsDraft; fields: Record<string, string>; busy: boolean; hidden: HiddenFields }) {
  const { fields, busy } = props;
  // Keys the server and the browser both make from the order (the form's field names hold them), then new ones.
  const [reviews, setReviews] = useState(() =>
    props.values.reviews.map((value, index): Keyed<ReviewDraft> => ({ key: `r${index}`, value })),
  );
  const nextKey = useRef(props.values.reviews.length);
  const [announcement, setAnnouncement] = useState("");
  // Today in Moscow, the latest day a review may carry; the server checks it again.
  const [today] = useState(() => localDayOf(new Date()));
  return (
    <Form method="post" noValidate className={studio.form} aria-label="Отзывы клиентов">
      {props.hidden("save")}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <datalist id="review-cars">
        {reviewCarSuggestions.map((car) => (
          <option key={car} value={car} />
        ))}
      </datalist>
      <FieldError id="reviews-error" message={fields.reviews ?? fields.form} />
      {reviews.length === 0 ? <p className={styles.muted}>Отзывов нет: страница покажет, что они скоро появятся.</p> : null}
      {reviews.map((review, index) => (
        <ReviewFields
          key={review.key}
          review={review}
          index={index}
          count={reviews.length}
          fields={fields}
          today={today}
          onMove={(to) => {
            setReviews((current) => moved(current, index, to));
            setAnnouncement(`Отзыв перемещён: теперь он ${to + 1}-й из ${reviews.length}`);
          }}
          onRemove={() => {
            setReviews((current) => current.filter((other) => other.key !== review.key));
            setAnnouncement(`Отзыв ${index + 1} удалён; он останется в истории версий`);
          }}
        />
      ))}
      <p className={styles.actions}>
        <button
          type="button"
          disabled={reviews.length >= reviewsMax}
          onClick={() => {
            const key = `r${nextKey.current}`;
            nextKey.current += 1;
            setReviews((current) => [{ key, value: { ...blankReview, date: today } }, ...current]);
            setAnnouncement("Добавлен отзыв: он первый в списке");
          }}
        >
          Добавить отзыв
        </button>
        <span className={styles.muted}>Новый отзыв встаёт первым; кнопки «Выше» и «Ниже» меняют порядок на странице</span>
      </p>
      <div className={styles.actions}>
        <SaveButton busy={busy} />
      </div>
    </Form>
  );
}

export default function StaffReviewsEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { item, comparison } = loaderData;
  const { busy, values, fields, hidden, message, error, changed } = useEditorAnswer<ReviewsDraft>(loaderData, actionData);
  return (
    <StaffShell email={loaderData.email} role={loaderData.role} csrfToken={loaderData.csrfToken}>
      <EditorFrame
        back={{ href: "/staff/content", label: "Содержимое сайта" }}
        title="Отзывы клиентов"
        item={item}
        message={message}
        error={error}
        changed={changed}
        form={
          <div>
            <p className={styles.panel} id="reviews-consent">
              <strong>Только с согласия автора.</strong> Отзыв — это слова конкретного человека, а его имя и история — персональные данные
              (152-ФЗ «О персональных данных»). Публикуйте отзыв, только если автор согласился увидеть его на сайте, и подписывайте так, как
              он разрешил. Попросит убрать — удалите отзыв и опубликуйте страницу.
            </p>
            <ReviewsForm key={item?.base ?? "new"} values={values} fields={fields} busy={busy} hidden={hidden} />
          </div>
        }
        aside={
          <>
            {item ? <PublishPanel item={item} busy={busy} hidden={hidden} goneToExample={null} /> : null}
            <p>
              <a href="/otzivy.html" target="_blank" rel="noopener">
                Открыть страницу отзывов (в новой вкладке)
              </a>
            </p>
            <p className={styles.muted}>
              На странице — только отмеченные «Показывать на сайте», в этом порядке; средняя оценка считается по ним же.
            </p>
            {item ? <HistoryPanel item={item} comparison={comparison} busy={busy} hidden={hidden} /> : null}
          </>
        }
      />
    </StaffShell>
  );
}
