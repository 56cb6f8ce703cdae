import { useId } from "react";
import { Link } from "react-router";
import { formatDate, formatPrice, pluralize } from "~/lib/format";
import styles from "./sections.module.css";
import { decimalComma } from "@contract/numbers";

type Action = { label: string; href: string; variant?: "primary" | "ghost" };

/** A customer review: `date` is 'YYYY-MM-DD', `rating` a whole number from 1 to 5. */
export type Review = { name: string; car: string; date: string; rating: number; text: string };

/** An open position: a few facts (schedule, pay), a summary and titled lists (duties, requirements, conditions). */
export type Position = {
  /** The position's anchor on the page (a vacancy's address). */
  id?: string;
  title: string;
  facts: readonly string[];
  summary: string;
  lists: readonly { title: string; items: readonly string[] }[];
};

/** A catalogue category with priced items (price in roubles). */
export type ProductCategory = {
  title: string;
  text?: string;
  items: readonly { name: string; text: string; price: number }[];
};

/** Building blocks of a content page; pages are data, rendered by <Sections>. `id` makes a section a hash-link target. */
export type Section = { id?: string } & SectionBlock;

type SectionBlock =
  | { kind: "text"; title?: string; paragraphs: readonly string[]; aside?: string }
  | { kind: "features"; title?: string; intro?: string; items: readonly { title: string; text: string }[] }
  | { kind: "steps"; title?: string; intro?: string; items: readonly { title: string; text: string }[] }
  | { kind: "facts"; title?: string; items: readonly { value: string; label: string }[] }
  | { kind: "table"; title?: string; caption: string; head: readonly string[]; rows: readonly (readonly string[])[]; note?: string }
  | { kind: "faq"; title?: string; items: readonly { question: string; answer: string }[] }
  | { kind: "links"; title?: string; items: readonly { title: string; href: string; text?: string }[] }
  | { kind: "cta"; title: string; text: string; actions: readonly Action[] }
  | { kind: "reviews"; title?: string; intro?: string; items: readonly Review[] }
  | { kind: "positions"; title?: string; intro?: string; items: readonly Position[] }
  | { kind: "products"; title?: string; intro?: string; categories: readonly ProductCategory[]; note?: string };

/** Mean rating of the reviews, rounded to one decimal; 0 when there are none. */
export function averageRating(reviews: readonly Pick<Review, "rating">[]): number {
  if (reviews.length === 0) return 0;
  const sum = reviews.reduce((total, review) => total + review.rating, 0);
  return Math.round((sum / reviews.length) * 10) / 10;
}

// Documents, other sites, phone and mail links are plain anchors; pages of the site go through the router.
const plainHref = /^(https?:|tel:|mailto:|#|\/docs\/)/;

function Stars({ rating }: { rating: number }) {
  return (
    <span className={styles.stars} role="img" aria-label={`Оценка ${rating} из 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} aria-hidden="true" className={n <= rating ? styles.starOn : styles.starOff}>
          ★
        </span>
      ))}
    </span>
  );
}

function ActionLink({ action, dark }: { action: Action; dark?: boolean }) {
  // On the dark band a ghost button is drawn in light lines, or it would vanish into the background.
  const ghost = dark ? `button button--ghost ${styles.ghostOnDark}` : "button button--ghost";
  const variant = action.variant === "ghost" ? ghost : dark ? "button button--light" : "button";
  return plainHref.test(action.href) ? (
    <a className={variant} href={action.href}>
      {action.label}
    </a>
  ) : (
    <Link className={variant} to={action.href}>
      {action.label}
    </Link>
  );
}

/** A value this short (a price, a figure) stays on one line; longer text wraps inside its cell. */
const shortCell = 24;

/**
 * A table that may be wider than a phone. Its caption stands above the scroller, so that it wraps to
 * the screen instead of being cut with the table, and labels both the scroller and the table; the
 * scroller's edge shadows show there is more to the side.
 */
function ContentTable({ table }: { table: Extract<SectionBlock, { kind: "table" }> }) {
  const captionId = useId();
  return (
    <div>
      <p id={captionId} className={styles.caption}>
        {table.caption}
      </p>
      {/* Focusable so that a keyboard can scroll a table wider than a phone (axe: scrollable-region-focusable). */}
      <div className={styles.tableWrap} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table} aria-labelledby={captionId}>
          <thead>
            <tr>
              {table.head.map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.join("|")}>
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={i} className={cell.length <= shortCell ? styles.short : undefined}>
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {table.note ? <p className={styles.note}>{table.note}</p> : null}
    </div>
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
      return <ContentTable table={section} />;
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
              {plainHref.test(item.href) ? (
                <a href={item.href} className={styles.linkCard}>
                  <strong>{item.title}</strong>
                  {item.text ? <span>{item.text}</span> : null}
                </a>
              ) : (
                <Link to={item.href} className={styles.linkCard}>
                  <strong>{item.title}</strong>
                  {item.text ? <span>{item.text}</span> : null}
                </Link>
              )}
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
    case "reviews": {
      const average = averageRating(section.items);
      return (
        <>
          {section.intro ? <p className={styles.intro}>{section.intro}</p> : null}
          <p className={styles.average}>
            <strong>{decimalComma(average, 1)}</strong>
            <span>
              средняя оценка из 5 — {section.items.length} {pluralize(section.items.length, ["отзыв", "отзыва", "отзывов"])}
            </span>
          </p>
          <ul className={styles.reviews}>
            {section.items.map((review) => (
              <li key={`${review.name}-${review.date}`}>
                <figure>
                  <Stars rating={review.rating} />
                  <blockquote>
                    <p>{review.text}</p>
                  </blockquote>
                  <figcaption>
                    <strong>{review.name}</strong>
                    <span>{review.car}</span>
                    <time dateTime={review.date}>{formatDate(review.date)}</time>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </>
      );
    }
    case "positions":
      return (
        <>
          {section.intro ? <p className={styles.intro}>{section.intro}</p> : null}
          <div className={styles.positions}>
            {section.items.map((position) => (
              <article key={position.id ?? position.title} id={position.id} className={styles.position}>
                <h3>{position.title}</h3>
                <ul className={styles.positionFacts}>
                  {position.facts.map((fact) => (
                    <li key={fact}>{fact}</li>
                  ))}
                </ul>
                <p>{position.summary}</p>
                <div className={styles.positionLists}>
                  {position.lists.map((list) => (
                    <div key={list.title}>
                      <h4>{list.title}</h4>
                      <ul>
                        {list.items.map((item) => (
                          <li key={item}>{item}</li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
              </article>
            ))}
          </div>
        </>
      );
    case "products":
      return (
        <>
          {section.intro ? <p className={styles.intro}>{section.intro}</p> : null}
          {section.categories.map((category) => (
            <div key={category.title} className={styles.category}>
              <h3>{category.title}</h3>
              {category.text ? <p className={styles.intro}>{category.text}</p> : null}
              <ul className={styles.products}>
                {category.items.map((item) => (
                  <li key={item.name}>
                    <strong>{item.name}</strong>
                    <span>{item.text}</span>
                    <data value={item.price}>{formatPrice(item.price)}</data>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          {section.note ? <p className={styles.note}>{section.note}</p> : null}
        </>
      );
  }
}

/** Renders a page's sections in order, each with its optional <h2>. */
export function Sections({ sections }: { sections: readonly Section[] }) {
  return (
    <>
      {sections.map((section, i) => (
        <section
          key={`${section.kind}-${section.title ?? i}`}
          id={section.id}
          className={section.kind === "cta" ? styles.ctaBand : styles.section}
        >
          <div className="container">
            {section.title ? <h2 className={styles.title}>{section.title}</h2> : null}
            <SectionBody section={section} />
          </div>
        </section>
      ))}
    </>
  );
}
