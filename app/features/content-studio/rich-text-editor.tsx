// The body editor of the studio (docs/decisions/0074): TipTap on ProseMirror, loaded only on the
// editor's page. It writes the article markup the site renders — paragraphs, two levels of headings,
// bold and italic, lists, quotes, links, tables and pictures with captions — into the form's hidden
// field; the server sanitises it with the same allow-list before storing it.
import { mergeAttributes, Node } from "@tiptap/core";
import { Table, TableCell, TableHeader, TableRow } from "@tiptap/extension-table";
import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useState } from "react";
import styles from "./studio.module.css";

/** A picture with its caption, as the site's articles write it: <figure><img><figcaption>. */
const Figure = Node.create({
  name: "figure",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: "" }, alt: { default: "" }, caption: { default: "" } };
  },
  parseHTML() {
    return [
      {
        tag: "figure",
        getAttrs: (element) => {
          const img = element.querySelector("img");
          return {
            src: img?.getAttribute("src") ?? "",
            alt: img?.getAttribute("alt") ?? "",
            caption: element.querySelector("figcaption")?.textContent ?? "",
          };
        },
      },
      {
        tag: "img[src]",
        getAttrs: (element) => ({ src: element.getAttribute("src") ?? "", alt: element.getAttribute("alt") ?? "", caption: "" }),
      },
    ];
  },
  renderHTML({ node }) {
    const img = ["img", mergeAttributes({ src: node.attrs.src, alt: node.attrs.alt })] as const;
    return node.attrs.caption ? ["figure", {}, img, ["figcaption", {}, node.attrs.caption]] : ["figure", {}, img];
  },
});

export type LibraryPicture = { src: string; alt: string };

type Props = {
  /** The hidden field's name, which the form posts. */
  name: string;
  defaultValue: string;
  /** The library's pictures an editor may put into the text. */
  pictures: readonly LibraryPicture[];
  labelId: string;
  describedBy?: string;
};

function ToolButton(props: { label: string; active?: boolean; onPress: () => void; children: string }) {
  return (
    <button type="button" className={styles.tool} aria-label={props.label} aria-pressed={props.active ?? undefined} onClick={props.onPress}>
      {props.children}
    </button>
  );
}

function Toolbar({ editor, pictures }: { editor: Editor; pictures: readonly LibraryPicture[] }) {
  // A panel under the toolbar, not the browser's prompt: the caption or the address is typed where the text is.
  const [panel, setPanel] = useState<"picture" | "link" | null>(null);
  const [caption, setCaption] = useState("");
  const [href, setHref] = useState("");
  const chain = () => editor.chain().focus();
  const toggle = (next: "picture" | "link") => {
    if (next === "link") setHref(editor.getAttributes("link").href ?? "");
    setPanel(panel === next ? null : next);
  };
  const applyLink = () => {
    if (href.trim() === "") chain().extendMarkRange("link").unsetLink().run();
    else chain().extendMarkRange("link").setLink({ href: href.trim() }).run();
    setPanel(null);
  };
  return (
    <div role="toolbar" aria-label="Оформление текста" className={styles.toolbar}>
      <ToolButton
        label="Подзаголовок"
        active={editor.isActive("heading", { level: 2 })}
        onPress={() => chain().toggleHeading({ level: 2 }).run()}
      >
        З2
      </ToolButton>
      <ToolButton
        label="Подзаголовок второго уровня"
        active={editor.isActive("heading", { level: 3 })}
        onPress={() => chain().toggleHeading({ level: 3 }).run()}
      >
        З3
      </ToolButton>
      <ToolButton label="Жирный" active={editor.isActive("bold")} onPress={() => chain().toggleBold().run()}>
        Ж
      </ToolButton>
      <ToolButton label="Курсив" active={editor.isActive("italic")} onPress={() => chain().toggleItalic().run()}>
        К
      </ToolButton>
      <ToolButton label="Маркированный список" active={editor.isActive("bulletList")} onPress={() => chain().toggleBulletList().run()}>
        • Список
      </ToolButton>
      <ToolButton label="Нумерованный список" active={editor.isActive("orderedList")} onPress={() => chain().toggleOrderedList().run()}>
        1. Список
      </ToolButton>
      <ToolButton label="Цитата" active={editor.isActive("blockquote")} onPress={() => chain().toggleBlockquote().run()}>
        «Цитата»
      </ToolButton>
      <ToolButton label="Ссылка" active={editor.isActive("link") || panel === "link"} onPress={() => toggle("link")}>
        Ссылка
      </ToolButton>
      <ToolButton label="Таблица 3 × 3" onPress={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}>
        Таблица
      </ToolButton>
      <ToolButton label="Картинка из библиотеки" active={panel === "picture"} onPress={() => toggle("picture")}>
        Картинка
      </ToolButton>
      <ToolButton label="Отменить" onPress={() => chain().undo().run()}>
        ↶
      </ToolButton>
      <ToolButton label="Повторить" onPress={() => chain().redo().run()}>
        ↷
      </ToolButton>
      {panel === "link" ? (
        <div className={styles.inlinePicker} role="group" aria-label="Ссылка в тексте">
          <label className={styles.inlineField}>
            Адрес ссылки: https://… или /страница.html
            <input
              type="text"
              inputMode="url"
              value={href}
              onChange={(event) => setHref(event.target.value)}
              // Enter applies the link; it must not send the whole article's form.
              onKeyDown={(event) => {
                if (event.key !== "Enter") return;
                event.preventDefault();
                applyLink();
              }}
            />
          </label>
          <button type="button" className={styles.tool} onClick={applyLink}>
            {href.trim() === "" ? "Убрать ссылку" : "Поставить ссылку"}
          </button>
          <button type="button" className={styles.tool} onClick={() => setPanel(null)}>
            Отмена
          </button>
        </div>
      ) : null}
      {panel === "picture" ? (
        <div className={styles.inlinePicker} role="group" aria-label="Картинка в текст">
          {pictures.length === 0 ? (
            <p>В библиотеке пока нет картинок: загрузите их в блоке «Картинка анонса».</p>
          ) : (
            <label className={styles.inlineField}>
              Подпись под картинкой (можно оставить пустой)
              <input
                type="text"
                value={caption}
                onChange={(event) => setCaption(event.target.value)}
                onKeyDown={(event) => event.key === "Enter" && event.preventDefault()}
              />
            </label>
          )}
          {pictures.map((picture) => (
            <button
              key={picture.src}
              type="button"
              className={styles.thumbButton}
              onClick={() => {
                chain()
                  .insertContent({ type: "figure", attrs: { src: picture.src, alt: picture.alt, caption: caption.trim() } })
                  .run();
                setCaption("");
                setPanel(null);
              }}
            >
              <img src={picture.src.replace(/-\d+\.jpeg$/, "-480.jpeg")} alt={picture.alt} width={120} height={68} />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** The editor, with its toolbar and the hidden field it keeps the markup in. */
export default function RichTextEditor(props: Props) {
  const [html, setHtml] = useState(props.defaultValue);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, code: false, codeBlock: false, link: { openOnClick: false, autolink: true } }),
      Table,
      TableRow,
      TableHeader,
      TableCell,
      Figure,
    ],
    content: props.defaultValue,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        class: styles.prose ?? "",
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": props.labelId,
        ...(props.describedBy ? { "aria-describedby": props.describedBy } : {}),
      },
    },
    onUpdate: ({ editor: current }) => setHtml(current.getHTML()),
  });
  return (
    <div className={styles.editor}>
      {editor ? <Toolbar editor={editor} pictures={props.pictures} /> : null}
      <EditorContent editor={editor} />
      <input type="hidden" name={props.name} value={html} />
    </div>
  );
}
