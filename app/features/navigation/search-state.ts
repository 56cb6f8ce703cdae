import { SEARCH_PATH } from "~/features/layout/constants";

export type SearchState = { open: boolean; query: string };

export type SearchAction = { type: "icon-clicked" } | { type: "query-changed"; query: string } | { type: "closed" };

export const initialSearchState: SearchState = { open: false, query: "" };

/** Expandable search box (docs/product.md §4): the icon opens it; clicking the icon while open closes it. */
export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case "icon-clicked":
      return state.open ? { open: false, query: "" } : { ...state, open: true };
    case "query-changed":
      return { ...state, query: action.query };
    case "closed":
      return state.open || state.query !== "" ? initialSearchState : state;
  }
}

/**
 * Where a search for `query` goes, or null when it should not navigate: an empty query does
 * nothing, and the same query on the search page is not searched again (docs/product.md §5).
 */
export function getSearchTarget(query: string, current: { pathname: string; search: string }): string | null {
  const q = query.trim();
  if (q === "") return null;
  if (current.pathname === SEARCH_PATH && new URLSearchParams(current.search).get("q") === q) return null;
  return `${SEARCH_PATH}?${new URLSearchParams({ q }).toString()}`;
}
