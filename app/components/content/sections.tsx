import { Link } from "react-router";
import styles from "./sections.module.css";

type Action = { label: string; href: string; variant?: "primary" | "ghost" };

/** Building blocks of a content page; pages are data, rendered by <Sections>. */
export type Section =
  | { kind: "text"; title?: string; paragraphs: readonly string[]; aside?: string }
  | { kind: "features"; title?: string; intro?: string; items: readonly { title: string; text: string }[] }
  | { kind: "steps"; title?: string; intro?: string; items: readonly { title: string; text: string }[] }
  | { kind: "facts"; title?: string; items: readonly { value: string; label: string }[] }
  | { kind: "table"; title?: string; caption: string; head: readonly string[]; rows: readonly (readonly string[])[]; note?: string }
  | { kind: "faq"; title?: string; items: readonly { question: string; answer: string }[] }
  | { kind: "links"; title?: string; items: readonly { title: string; href: string; text?: string }[] }
  | { kind: "cta"; title: string; text: string; actions: readonly Action[] };

function ActionLink({ action, dark }: { action: Action; dark?: boolean }) {
  const variant = action.variant === "ghost" ? "button button--ghost" : dark ? "button button--light" : "button";
  const external = /^https?:|^\/docs\//.test(action.href);
  return external ? (
    <a className={variant} href={action.href}>
      {action.label}
    </a>
  ) : (
    <Link className={variant} to={action.href}>
      {action.label}
    </Link>
  );
}

function SectionBody({ section }: { section: Section }) {
  switch (section.kind) {
    case "text":
      return (
        <div className={styles.text}>
          <div>
            {section.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          {section.aside ? <p className={styles.aside}>{section.aside}</p> : null}
        </div>
      );
    case "features":
    case "steps":
      return (
        <>
          {section.intro ? <p className={styles.intro}>{section.intro}</p> : null}
          <ol className={section.kind === "steps" ? styles.steps : styles.features}>
            {section.items.map((item) => (
              <li key={item.title}>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ol>
        </>
      );
    case "facts":
      return (
        <dl className={styles.facts}>
          {section.items.map((item) => (
            <div key={item.label}>
              <dt>{item.label}</dt>
              <dd>{item.value}</dd>
            </div>
          ))}
        </dl>
      );
    case "table":
      return (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>{section.caption}</caption>
            <thead>
              <tr>
                {section.head.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {section.rows.map((row) => (
                <tr key={row.join("|")}>
                  {row.map((cell, i) => (i === 0 ? <th key={i} scope="row">{cell}</th> : <td key={i}>{cell}</td>))}
                </tr>
              ))}
            </tbody>
          </table>
          {section.note ? <p className={styles.note}>{section.note}</p> : null}
        </div>
      );
    case "faq":
      return (
        <div className={styles.faq}>
          {section.items.map((item) => (
            <details key={item.question}>
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </div>
      );
    case "links":
      return (
        <ul className={styles.links}>
          {section.items.map((item) => (
            <li key={item.href}>
              <Link to={item.href}>
                <strong>{item.title}</strong>
                {item.text ? <span>{item.text}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      );
    case "cta":
      return (
        <div className={styles.cta}>
          <p>{section.text}</p>
          <div className={styles.actions}>
            {section.actions.map((a) => (
              <ActionLink key={a.href} action={a} dark />
            ))}
          </div>
        </div>
      );
  }
}

/** Renders a page's sections in order, each with its optional <h2>. */
export function Sections({ sections }: { sections: readonly Section[] }) {
  return (
    <>
      {sections.map((section, i) => (
        <section key={`${section.kind}-${section.title ?? i}`} className={section.kind === "cta" ? styles.ctaBand : styles.section}>
          <div className="container">
            {section.title ? <h2 className={styles.title}>{section.title}</h2> : null}
            <SectionBody section={section} />
          </div>
        </section>
      ))}
    </>
  );
}
