import { memo, useId, useLayoutEffect, useReducer, useRef, useState, type ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import {
  accordionPanelHeight,
  accordionReducer,
  initialAccordionState,
  isAccordionMode,
  isSectionExpanded,
} from "~/features/layout/footer-accordion";
import { useViewportWidth } from "~/features/layout/use-viewport-width";
import { MenuLinkList } from "~/features/navigation/menu-link";
import { footerRow2, leftMenu } from "~/features/navigation/menus";
import { SiteLink } from "~/features/navigation/site-link";
import { useSiteData, type NewsHeadline } from "~/features/site/site-data";
import styles from "./footer.module.css";
import { Deferred } from "~/components/ui/deferred";

type SectionProps = {
  title: string;
  accordion: boolean;
  expanded: boolean;
  /** Whether folding animates: only once the visitor has pressed a section, not when a phone's width folds them all. */
  animated: boolean;
  onToggle: () => void;
  wide?: boolean;
  children: ReactNode;
};

function FooterSection(props: SectionProps) {
  const panelId = useId();
  const content = useRef<HTMLDivElement>(null);
  const [contentHeight, setContentHeight] = useState(0);
  const { accordion, expanded } = props;

  // The open panel animates to its measured content height (plus the spec's 20 px).
  useLayoutEffect(() => {
    if (accordion && expanded && content.current) setContentHeight(content.current.scrollHeight);
  }, [accordion, expanded]);

  return (
    <section className={`${styles.section} ${props.wide ? styles.wide : ""}`}>
      <h2 className={styles.sectionTitle}>
        {accordion ? (
          <button type="button" className={styles.sectionToggle} aria-expanded={expanded} aria-controls={panelId} onClick={props.onToggle}>
            {props.title}
            <Icon name="chevron-down" size={18} className={expanded ? styles.flipped : undefined} />
          </button>
        ) : (
          props.title
        )}
      </h2>
      <div
        id={panelId}
        className={`${styles.panel} ${expanded ? styles.panelOpen : styles.panelClosed}${props.animated ? ` ${styles.animated}` : ""}`}
        style={accordion ? { height: expanded ? accordionPanelHeight(contentHeight) : 0 } : undefined}
      >
        <div ref={content}>{props.children}</div>
      </div>
    </section>
  );
}

/** The latest news as links; memoised like MenuLinkList, so that a section's fold leaves them be. */
const NewsLinks = memo(function NewsLinks({ news }: { news: readonly NewsHeadline[] }) {
  return (
    <ul className={styles.links}>
      {news.slice(0, 10).map((item) => (
        <li key={item.id}>
          <SiteLink to={`/news/${item.code}.html`} className={styles.link}>
            {item.name}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
});

/** The footer sitemap: rows of link groups, an accordion with one open group at 768 px and below. */
export function FooterSitemap() {
  const { footerNews } = useSiteData();
  const width = useViewportWidth();
  const [state, dispatch] = useReducer(accordionReducer, initialAccordionState);
  const accordion = isAccordionMode(width);
  const section = (id: string) => ({
    accordion,
    expanded: isSectionExpanded(state, id, width),
    // The first fold, when a phone's width arrives after hydration, runs no transition below the fold (issue 39).
    animated: state.pressed,
    onToggle: () => dispatch({ type: "toggle", id }),
  });

  return (
    <nav className={styles.sitemap} aria-label="Карта сайта">
      <div className={styles.row}>
        {leftMenu.map((item) => (
          <FooterSection key={item.id} title={item.name} {...section(`menu-${item.id}`)}>
            <MenuLinkList items={item.footerLink} className={styles.links} linkClassName={styles.link} />
          </FooterSection>
        ))}
      </div>
      <div className={styles.row}>
        {footerRow2.map((group) => (
          <FooterSection key={group.id} title={group.name} {...section(group.id)}>
            <MenuLinkList items={group.items} className={styles.links} linkClassName={styles.link} />
          </FooterSection>
        ))}
        <Deferred value={footerNews}>
          {(news) =>
            news.length > 0 ? (
              <FooterSection title="Новости" wide {...section("news")}>
                <NewsLinks news={news} />
              </FooterSection>
            ) : null
          }
        </Deferred>
      </div>
    </nav>
  );
}
