import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import {
  type LoungeScreen,
  type LoungeScreenId,
  getLoungeScreenFromUrl,
  getLoungeScreenSearch,
  getNextLoungeScreen,
  loungeScreens,
} from "./lounge";
import { WorkerCard } from "./worker-card";
import { findWorker, type Worker } from "./workers";
import styles from "./lounge.module.css";
import { opensElsewhere } from "~/lib/clicks";

/** Location state of this page's in-place navigations: the page stays where the visitor is (useScrollReset reads it). */
const keepScrollState = { keepScroll: true } as const;

const tabId = (id: LoungeScreenId) => `lounge-tab-${id}`;
const panelId = (id: LoungeScreenId) => `lounge-panel-${id}`;

/**
 * The lounge's screens as a WAI-ARIA tabs widget. Tabs are links to `?screen=…`, so without
 * JavaScript each one opens its screen rendered by the server; with it, switching is instant and
 * the address is updated in place so it can be shared.
 */
export function LoungeTabs(props: { currentYear: number; workers: readonly Worker[] }) {
  const location = useLocation();
  // The server cannot see the hash: render what the query asks for, then honour the hash once hydrated.
  const [active, setActive] = useState(() => getLoungeScreenFromUrl(location.search, ""));
  const tabs = useRef(new Map<LoungeScreenId, HTMLAnchorElement>());

  useEffect(() => {
    setActive(getLoungeScreenFromUrl(location.search, location.hash));
  }, [location]);

  // On a phone the strip scrolls sideways: keep the active tab in view (sideways only, never the page).
  useEffect(() => {
    const tab = tabs.current.get(active);
    const strip = tab?.parentElement;
    if (!tab || !strip) return;
    const left = tab.offsetLeft - strip.offsetLeft;
    if (left < strip.scrollLeft || left + tab.offsetWidth > strip.scrollLeft + strip.clientWidth) strip.scrollLeft = Math.max(0, left - 16);
  }, [active]);

  const select = (id: LoungeScreenId, focus: boolean) => {
    setActive(id);
    // Replacing the entry in place keeps the router (and its loaders) out of a purely visual switch.
    const url = `${location.pathname}${getLoungeScreenSearch(id)}`;
    window.history.replaceState(window.history.state, "", url);
    if (focus) tabs.current.get(id)?.focus();
  };

  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: LoungeScreenId) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    select(id, false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = getNextLoungeScreen(active, event.key);
    if (next === null) return;
    event.preventDefault();
    select(next, true);
  };

  return (
    <div className={styles.lounge}>
      <div className="container">
        <div role="tablist" aria-label="Экраны лаунжа" className={styles.tablist} onKeyDown={onKeyDown}>
          {loungeScreens.map((screen) => {
            const selected = screen.id === active;
            return (
              <Link
                key={screen.id}
                ref={(node) => {
                  if (node) tabs.current.set(screen.id, node);
                  else tabs.current.delete(screen.id);
                }}
                to={{ pathname: location.pathname, search: getLoungeScreenSearch(screen.id) }}
                replace
                preventScrollReset
                state={keepScrollState}
                role="tab"
                id={tabId(screen.id)}
                aria-selected={selected}
                aria-controls={panelId(screen.id)}
                tabIndex={selected ? 0 : -1}
                className={styles.tab}
                onClick={(event) => onClick(event, screen.id)}
              >
                {screen.label}
              </Link>
            );
          })}
        </div>
      </div>
      {loungeScreens.map((screen) => (
        <div
          key={screen.id}
          role="tabpanel"
          id={panelId(screen.id)}
          aria-labelledby={tabId(screen.id)}
          tabIndex={0}
          hidden={screen.id !== active}
          className={styles.panel}
        >
          <LoungePanel screen={screen} currentYear={props.currentYear} workers={props.workers} />
        </div>
      ))}
    </div>
  );
}

function LoungePanel({ screen, currentYear, workers }: { screen: LoungeScreen; currentYear: number; workers: readonly Worker[] }) {
  const people = (screen.people ?? []).flatMap((slug) => findWorker(slug, workers) ?? []);
  return (
    <div className="container">
      <div className={styles.intro}>
        <div>
          <h2 className={styles.title}>{screen.title}</h2>
          {screen.paragraphs.map((p) => (
            <p key={p} className={styles.paragraph}>
              {p}
            </p>
          ))}
        </div>
        {screen.facts ? (
          <dl className={styles.facts}>
            {screen.facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
      <ul className={styles.highlights}>
        {screen.highlights.map((item) => (
          <li key={item.title}>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
      {people.length > 0 ? (
        <ul className={styles.people} aria-label="Руководители направлений">
          {people.map((worker) => (
            <li key={worker.slug}>
              <WorkerCard worker={worker} currentYear={currentYear} />
            </li>
          ))}
        </ul>
      ) : null}
      <ul className={styles.links} aria-label="Подробнее">
        {screen.links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className="button button--ghost">
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
