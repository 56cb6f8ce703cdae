import type { ReactNode } from "react";
import { Link } from "react-router";
import styles from "./page-header.module.css";

export type Crumb = { title: string; href?: string };

/** Breadcrumbs, the page's only <h1>, and an optional lead paragraph. "Главная" is always first. */
export function PageHeader(props: { title: string; crumbs?: readonly Crumb[]; lead?: ReactNode; children?: ReactNode }) {
  const crumbs: Crumb[] = [{ title: "Главная", href: "/" }, ...(props.crumbs ?? []), { title: props.title }];
  return (
    <header className={`container ${styles.header}`}>
      <nav aria-label="Навигационная цепочка">
        <ol className={styles.crumbs}>
          {crumbs.map((crumb, i) => (
            <li key={`${crumb.title}-${i}`}>
              {crumb.href && i < crumbs.length - 1 ? (
                <Link to={crumb.href}>{crumb.title}</Link>
              ) : (
                <span aria-current="page">{crumb.title}</span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <h1 className={styles.title}>{props.title}</h1>
      {props.lead ? <p className={styles.lead}>{props.lead}</p> : null}
      {props.children}
    </header>
  );
}
