import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { breadcrumbList, useSiteUrl } from "~/lib/structured-data";
import { JsonLd } from "./json-ld";
import styles from "./page-header.module.css";

export type Crumb = { title: string; href?: string };

/**
 * Breadcrumbs (shown, and as a schema.org `BreadcrumbList` for search engines), the page's only <h1>,
 * and an optional lead paragraph. "Главная" is always first.
 */
export function PageHeader(props: { title: string; crumbs?: readonly Crumb[]; lead?: ReactNode; children?: ReactNode }) {
  const crumbs: Crumb[] = [{ title: "Главная", href: "/" }, ...(props.crumbs ?? []), { title: props.title }];
  const { pathname } = useLocation();
  const siteUrl = useSiteUrl();
  return (
    <header className={`container ${styles.header}`}>
      <JsonLd data={breadcrumbList(crumbs, pathname, siteUrl)} />
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
