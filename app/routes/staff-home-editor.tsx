import { useRef, useState } from "react";
import { Form } from "react-router";
import {
  homeBlockLabels,
  homeSlidesMax,
  homeSlidesMin,
  slideFieldOf,
  type HomeBlock,
  type HomePageDraft,
  type HomeSlide,
} from "@contract/home-page";
import { modelCodes, type ModelCode } from "@contract/model-codes";
import {
  EditorFrame,
  FieldError,
  HistoryPanel,
  LibraryChoice,
  MoveButtons,
  moved,
  PictureUpload,
  PublishPanel,
  SaveButton,
  StudioField,
  useEditorAnswer,
  type HiddenFields,
} from "~/features/content-studio/editor-parts";
import { homeEditor } from "~/features/content-studio/editor-kinds";
import { editorAction, loadEditor, type LibraryImage } from "~/features/content-studio/editor.server";
import studio from "~/features/content-studio/studio.module.css";
import { staffHeaders } from "~/features/staff/staff-api.server";
import { StaffErrorBoundary, StaffShell } from "~/features/staff/staff-shell";
import styles from "~/features/staff/staff.module.css";
import type { Route } from "./+types/staff-home-editor";

export const handle = { staff: true };

export const loader = ({ request, context, params }: Route.LoaderArgs) => loadEditor(request, context, homeEditor, params.id);

export const action = ({ request, context, params }: Route.ActionArgs) => editorAction(request, context, homeEditor, params.id);

export const headers: Route.HeadersFunction = () => staffHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "Главная страница — редактор — Genesis Химки" },
  { name: "robots", content: "noindex, nofollow" },
];

export const ErrorBoundary = StaffErrorBoundary;

/** The models' names as the slide's model list offers them (the site's own names come from the catalogue). */
const modelNames: Record<ModelCode, string> = {
  g70: "Genesis G70",
  gv70: "Genesis GV70",
  "g80-new": "Новый Genesis G80",
  gv80: "Genesis GV80",
  g90: "Genesis G90",
};

const blankSlide: HomeSlide = { model: "", eyebrow: "", title: "", text: "", buttonLabel: "", link: "", picture: "", pictureAlt: "" };

type Keyed<T> = { key: string; value: T };

/** One slide's fields; its key names them and stays with it as it moves. */
function SlideFields(props: {
  slide: Keyed<HomeSlide>;
  index: number;
  count: number;
  fields: Record<string, string>;
  library: readonly LibraryImage[];
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { slide, index, count, fields } = props;
  const box = useRef<HTMLFieldSetElement>(null);
  const name = (field: keyof HomeSlide) => `slide.${slide.key}.${field}`;
  const error = (field: keyof HomeSlide) => fields[slideFieldOf(index, field)];
  const what = `Слайд ${index + 1}`;
  return (
    <fieldset ref={box} className={`${styles.panel} ${studio.slide}`}>
      <legend>
        {what}
        {index === 0 ? " — его заголовок станет заголовком страницы (h1)" : ""}
      </legend>
      <input type="hidden" name="slide" value={slide.key} />
      <span className={styles.actions}>
        <MoveButtons index={index} count={count} what={what} onMove={props.onMove} />
        <button type="button" onClick={props.onRemove} disabled={count <= homeSlidesMin} aria-label={`${what}: удалить`}>
          Удалить слайд
        </button>
      </span>
      <label className={styles.field}>
        Модель
        <select
          name={name("model")}
          defaultValue={slide.value.model}
          aria-invalid={error("model") ? true : undefined}
          aria-describedby={[error("model") ? `${name("model")}-error` : null, `${name("model")}-hint`].filter(Boolean).join(" ")}
        >
          <option value="">Без модели: слайд предложения или события</option>
          {modelCodes.map((code) => (
            <option key={code} value={code}>
              {modelNames[code]}
            </option>
          ))}
        </select>
      </label>
      <span id={`${name("model")}-hint`} className={styles.muted}>
        У слайда модели — её цена «от», запись на тест-драйв и нарисованный автомобиль, если картинка не выбрана
      </span>
      <FieldError id={`${name("model")}-error`} message={error("model")} />
      <StudioField name={name("eyebrow")} label="Надзаголовок" value={slide.value.eyebrow} error={error("eyebrow")} maxLength={80} />
      <StudioField name={name("title")} label="Заголовок" value={slide.value.title} error={error("title")} maxLength={90} />
      <StudioField name={name("text")} label="Текст" value={slide.value.text} error={error("text")} multiline rows={3} maxLength={400} />
      <StudioField
        name={name("buttonLabel")}
        label="Надпись на кнопке"
        value={slide.value.buttonLabel}
        error={error("buttonLabel")}
        maxLength={40}
      />
      <StudioField
        name={name("link")}
        label="Ссылка кнопки"
        value={slide.value.link}
        error={error("link")}
        hint="Путь на этом сайте, например /special-offers.html, или полный адрес, начиная с https://"
        inputMode="url"
        maxLength={300}
      />
      <LibraryChoice
        name={name("picture")}
        legend="Картинка (необязательно)"
        noneLabel="Без картинки: нарисованный автомобиль модели"
        chosen={slide.value.picture}
        library={props.library}
        error={error("picture")}
        onPick={(image) => {
          // The library's description is a good start for the alt text; what the editor typed is kept.
          const alt = box.current?.querySelector<HTMLInputElement>(`[name="${name("pictureAlt")}"]`);
          if (image && alt && alt.value.trim() === "") alt.value = image.alt;
        }}
      />
      <StudioField
        name={name("pictureAlt")}
        label="Что на картинке"
        value={slide.value.pictureAlt}
        error={error("pictureAlt")}
        hint="Обязательно, если выбрана картинка: так её прочтут незрячие посетители"
        required={false}
        maxLength={200}
      />
    </fieldset>
  );
}

function HomeForm(props: {
  values: HomePageDraft;
  fields: Record<string, string>;
  library: readonly LibraryImage[];
  busy: boolean;
  hidden: HiddenFields;
}) {
  const { fields, busy } = props;
  // Keys the server and the browser both make from the order (the form's field names hold them), then new ones.
  const [slides, setSlides] = useState(() => props.values.slides.map((value, index): Keyed<HomeSlide> => ({ key: `s${index}`, value })));
  const nextKey = useRef(props.values.slides.length);
  const [blocks, setBlocks] = useState(props.values.blocks);
  const [announcement, setAnnouncement] = useState("");
  const moveSlide = (from: number, to: number) => {
    setSlides((current) => moved(current, from, to));
    setAnnouncement(`Слайд перемещён: теперь он ${to + 1}-й из ${slides.length}`);
  };
  const moveBlock = (id: HomeBlock, from: number, to: number) => {
    setBlocks((current) => moved(current, from, to));
    setAnnouncement(`Блок «${homeBlockLabels[id]}» теперь ${to + 1}-й после слайдов`);
  };
  return (
    <Form method="post" noValidate className={studio.form} aria-label="Главная страница">
      {props.hidden("save")}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <FieldError id="slides-error" message={fields.slides} />
      {slides.map((slide, index) => (
        <SlideFields
          key={slide.key}
          slide={slide}
          index={index}
          count={slides.length}
          fields={fields}
          library={props.library}
          onMove={(to) => moveSlide(index, to)}
          onRemove={() => {
            setSlides((current) => current.filter((other) => other.key !== slide.key));
            setAnnouncement(`Слайд ${index + 1} удалён`);
          }}
        />
      ))}
      <p className={styles.actions}>
        <button
          type="button"
          disabled={slides.length >= homeSlidesMax}
          onClick={() => {
            const key = `s${nextKey.current}`;
            nextKey.current += 1;
            setSlides((current) => [...current, { key, value: blankSlide }]);
            setAnnouncement(`Добавлен слайд ${slides.length + 1}: он в конце списка`);
          }}
        >
          Добавить слайд
        </button>
        <span className={styles.muted}>
          От {homeSlidesMin} до {homeSlidesMax} слайдов
        </span>
      </p>
      <fieldset className={`${styles.panel} ${studio.slide}`} aria-describedby={fields.blocks ? "blocks-error" : "blocks-hint"}>
        <legend>Блоки под слайдами</legend>
        <span id="blocks-hint" className={styles.muted}>
          Слайды всегда первые; блоки ниже идут в этом порядке, снятая отметка прячет блок
        </span>
        <FieldError id="blocks-error" message={fields.blocks} />
        <ol className={styles.stack}>
          {blocks.map((block, index) => (
            <li key={block.id} className={styles.actions}>
              <input type="hidden" name="block" value={block.id} />
              <label>
                <input
                  type="checkbox"
                  name={`shown.${block.id}`}
                  checked={block.shown}
                  onChange={(event) => {
                    const shown = event.currentTarget.checked;
                    setBlocks((current) => current.map((other) => (other.id === block.id ? { ...other, shown } : other)));
                  }}
                />{" "}
                {homeBlockLabels[block.id]}
              </label>
              <MoveButtons
                index={index}
                count={blocks.length}
                what={`Блок «${homeBlockLabels[block.id]}»`}
                onMove={(to) => moveBlock(block.id, index, to)}
              />
            </li>
          ))}
        </ol>
      </fieldset>
      <div className={styles.actions}>
        <SaveButton busy={busy} />
      </div>
    </Form>
  );
}

export default function StaffHomeEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { item, csrfToken, comparison } = loaderData;
  const { busy, values, fields, hidden, message, error, changed } = useEditorAnswer<HomePageDraft>(loaderData, actionData);
  const [library, setLibrary] = useState<LibraryImage[]>(loaderData.library);
  return (
    <StaffShell email={loaderData.email} role={loaderData.role} csrfToken={csrfToken}>
      <EditorFrame
        back={{ href: "/staff/content", label: "Содержимое сайта" }}
        title="Главная страница: слайды и блоки"
        item={item}
        message={message}
        error={error}
        changed={changed}
        form={<HomeForm key={item?.base ?? "new"} values={values} fields={fields} library={library} busy={busy} hidden={hidden} />}
        aside={
          <>
            {item ? <PublishPanel item={item} busy={busy} hidden={hidden} goneToExample={null} /> : null}
            <p>
              <a href="/" target="_blank" rel="noopener">
                Открыть главную (в новой вкладке)
              </a>
            </p>
            <PictureUpload
              csrfToken={csrfToken}
              onUploaded={(image) => setLibrary((current) => [image, ...current.filter((other) => other.hash !== image.hash)])}
            />
            {item ? <HistoryPanel item={item} comparison={comparison} busy={busy} hidden={hidden} /> : null}
          </>
        }
      />
    </StaffShell>
  );
}
