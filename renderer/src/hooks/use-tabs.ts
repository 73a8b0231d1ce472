import { useCallback, useEffect, useMemo, useReducer } from 'react';
import type { Route } from '../lib/route.ts';
import { formatRoute, parseRoute } from '../lib/route.ts';
import type { HistoryEntry, Tab, TabAction, TabsState } from '../lib/tab-state.ts';
import { activeTab, currentEntry, initialTabs, sameRoute, tabsReducer } from '../lib/tab-state.ts';
import { TABS_KEY, parseTabs, serializeTabs } from '../lib/tab-storage.ts';

export interface Navigation {
  route: Route;
  navigate: (route: Route, options?: { replace?: boolean }) => void;
  back: () => void;
  forward: () => void;
  canGoBack: boolean;
  canGoForward: boolean;
}

export interface Tabs extends Navigation {
  tabs: readonly Tab[];
  active: Tab;
  entry: HistoryEntry;
  canReopen: boolean;
  dispatch: (action: TabAction) => void;
}

/** The saved tabs, with what the address names (a link or bookmark opened from outside) added. */
function restore(): TabsState {
  const linked = parseRoute(location.hash);
  let saved: TabsState | null = null;
  try {
    saved = parseTabs(localStorage.getItem(TABS_KEY));
  } catch {
    // Storage refused (a private window's quota, a policy): start fresh.
  }
  if (saved === null) return initialTabs(linked);
  if (linked.kind === 'page' && !sameRoute(currentEntry(activeTab(saved)).route, linked)) {
    return tabsReducer(saved, { type: 'open', route: linked });
  }
  return saved;
}

/** What each browser history entry Folio writes remembers: the tab and the place in it. */
interface PlaceState {
  folioTab: string;
  index: number;
}

function isPlace(value: unknown): value is PlaceState {
  const place = value as Partial<PlaceState> | null;
  return typeof place?.folioTab === 'string' && typeof place.index === 'number';
}

/**
 * Tabs, each with its own back/forward list and scroll places, kept in localStorage so they
 * survive a reload or a restart (per origin in a browser, the user-data folder in the app). The
 * address bar shows the active tab's place. Each new place is also a browser history entry naming
 * the tab and the place, so the browser's own back button (what `folio serve` users reach for)
 * goes back to where they were, switching tabs if that is where it was. A hash typed or linked
 * into the address from outside navigates the active tab.
 */
export function useTabs(): Tabs {
  const [state, dispatch] = useReducer(tabsReducer, undefined, restore);
  const active = activeTab(state);
  const entry = currentEntry(active);

  useEffect(() => {
    try {
      localStorage.setItem(TABS_KEY, serializeTabs(state));
    } catch {
      // Full or refused: the tabs still work for this session.
    }
  }, [state]);

  const hash = formatRoute(entry.route);
  useEffect(() => {
    // A new place (a link followed, another tab shown) is a new browser entry; the same place at
    // another address (a section of the same page) replaces it. The browser's back button brings
    // a place back through popstate, which leaves history.state equal to it: nothing is written.
    const place: PlaceState = { folioTab: active.id, index: active.index };
    const current: unknown = history.state;
    const moved =
      isPlace(current) && (current.folioTab !== place.folioTab || current.index !== place.index);
    if (moved) history.pushState(place, '', hash);
    else if (!isPlace(current) || location.hash !== hash) history.replaceState(place, '', hash);
  }, [hash, active.id, active.index]);

  useEffect(() => {
    // popstate comes first: a place Folio wrote shows its tab there, and the hashchange that
    // follows then finds the tab already at that address.
    const onPopState = (event: PopStateEvent): void => {
      if (isPlace(event.state)) {
        dispatch({ type: 'show', id: event.state.folioTab, index: event.state.index });
      }
    };
    const onHashChange = (): void => {
      const route = parseRoute(location.hash);
      dispatch({ type: 'navigate', route });
    };
    window.addEventListener('popstate', onPopState);
    window.addEventListener('hashchange', onHashChange);
    return () => {
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('hashchange', onHashChange);
    };
  }, []);

  const navigate = useCallback(
    (route: Route, options?: { replace?: boolean }) =>
      dispatch({ type: 'navigate', route, replace: options?.replace }),
    [],
  );
  const back = useCallback(() => dispatch({ type: 'go', delta: -1 }), []);
  const forward = useCallback(() => dispatch({ type: 'go', delta: 1 }), []);

  return useMemo(
    () => ({
      route: entry.route,
      navigate,
      back,
      forward,
      canGoBack: active.index > 0,
      canGoForward: active.index < active.entries.length - 1,
      tabs: state.tabs,
      active,
      entry,
      canReopen: state.closed.length > 0,
      dispatch,
    }),
    [state, active, entry, navigate, back, forward],
  );
}
