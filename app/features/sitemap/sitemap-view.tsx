import { Link } from "react-router";
import type { SitemapEntry, SitemapGroup } from "./sitemap";
import styles from "./sitemap.module.css";

function EntryLink({ entry }: { entry: SitemapEntry }) {
  return entry.document ? (
    <a href={entry.path}>
      {entry.label ?? entry.title} <span className={styles.kind}>PDF</span>
    </a>
  ) : (
    <Link to={entry.path}>{entry.label ?? entry.title}</Link>
  );
}

/** The sitemap's groups: a heading each, blocks with optional subheadings, one link per page. */
export function SitemapView({ groups }: { groups: readonly SitemapGroup[] }) {
  return (
    <div className={`container ${styles.sitemap}`}>
      <nav aria-label="Разделы карты сайта">
        <ul className={styles.toc}>
          {groups.map((group) => (
            <li key={group.id}>
              <a href={`#${group.id}`} className={styles.tocLink}>
                {group.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group) => (
        <section key={group.id} id={group.id} className={styles.group} aria-labelledby={`${group.id}-title`}>
          <h2 id={`${group.id}-title`}>{group.title}</h2>
          <div className={styles.blocks}>
            {group.blocks.map((block, i) => (
              <div key={block.title ?? i} className={block.title ? styles.block : styles.blockWide}>
                {block.title ? <h3>{block.title}</h3> : null}
                <ul className={styles.entries}>
                  {block.entries.map((entry) => (
                    <li key={entry.path}>
                      <EntryLink entry={entry} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
