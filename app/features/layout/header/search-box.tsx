import { useId, useReducer, useRef, type FormEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { Icon } from "~/components/ui/icon";
import { SEARCH_PATH } from "~/features/layout/constants";
import { pageErrorMessages } from "~/lib/page-error-messages";
import { getSearchTarget, initialSearchState, searchReducer } from "~/features/navigation/search-state";
import styles from "./search-box.module.css";
import { logError } from "~/lib/log";

/**
 * Site search. The header variant is an expandable box (docs/product.md §4): its icon opens it, and when
 * open closes it — searching first if there is a query. The panel variant (burgers) is always open.
 */
export function SearchBox(props: { variant: "header" | "panel"; onSearch?: () => void }) {
  const [state, dispatch] = useReducer(searchReducer, initialSearchState);
  const location = useLocation();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const iconRef = useRef<HTMLButtonElement>(null);
  const inputId = useId();
  const header = props.variant === "header";
  const open = !header || state.open;

  const search = () => {
    const target = getSearchTarget(state.query, location);
    if (target === null) return false;
    void Promise.resolve(navigate(target)).catch((error: unknown) => logError(pageErrorMessages.searchNavigationFailed, error));
    props.onSearch?.();
    return true;
  };

  const onIconClick = () => {
    if (!state.open) {
      dispatch({ type: "icon-clicked" });
      // The input appears in this render; focus it once it is there.
      requestAnimationFrame(() => inputRef.current?.focus());
      return;
    }
    search();
    dispatch({ type: "icon-clicked" });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (search() && header) dispatch({ type: "closed" });
  };

  const iconLabel = !state.open ? "Открыть поиск" : state.query.trim() ? "Найти" : "Закрыть поиск";

  return (
    <form
      role="search"
      action={SEARCH_PATH}
      className={`${styles.search} ${header ? styles.header : styles.panel} ${open ? styles.open : ""}`}
      onSubmit={onSubmit}
    >
      {open ? (
        <label htmlFor={inputId} className="visually-hidden">
          Поиск по сайту
        </label>
      ) : null}
      {open ? (
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="search"
          name="q"
          placeholder="Поиск по сайту"
          autoComplete="off"
          value={state.query}
          onChange={(event) => dispatch({ type: "query-changed", query: event.target.value })}
          onKeyDown={(event) => {
            if (header && event.key === "Escape") {
              event.stopPropagation();
              dispatch({ type: "closed" });
              // The input goes away: focus would fall to the page's start, so it goes back to the icon.
              iconRef.current?.focus();
            }
          }}
        />
      ) : null}
      {header ? (
        <button ref={iconRef} type="button" className={styles.icon} aria-expanded={state.open} aria-label={iconLabel} onClick={onIconClick}>
          <Icon name="search" size={22} />
        </button>
      ) : (
        <button type="submit" className={styles.icon} aria-label="Найти">
          <Icon name="search" size={22} />
        </button>
      )}
    </form>
  );
}
