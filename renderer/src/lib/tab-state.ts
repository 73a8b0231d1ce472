import type { Route } from './route.ts';

/** One place a tab has been, with how far down it was read (restored on back, switch, reload). */
export interface HistoryEntry {
  route: Route;
  scroll: number;
  /** The page's title once it loaded, for the tab strip and the closed-tabs list. */
  title: string;
}

/** A tab owns its own back/forward list: other tabs' reading never enters it. */
export interface Tab {
  id: string;
  entries: HistoryEntry[];
  index: number;
  /** The tab it was opened behind, while it was: links opened in a row keep their order. */
  openedFrom?: string;
}

export interface TabsState {
  tabs: Tab[];
  activeId: string;
  /** Most recently closed last, for "reopen closed tab". */
  closed: Tab[];
  /** Ids are never reused within a session or after a restore, so React keys stay unique. */
  nextId: number;
}

export type TabAction =
  | { type: 'navigate'; route: Route; replace?: boolean }
  /** `title`: known before the page loads (a search hit's), for a tab opened behind. */
  | { type: 'open'; route: Route; background?: boolean; title?: string }
  | { type: 'close'; id?: string }
  | { type: 'reopen' }
  | { type: 'activate'; id: string }
  | { type: 'cycle'; delta: number }
  | { type: 'go'; delta: number }
  /** The browser's back or forward button landed on a place a tab was: show that tab there. */
  | { type: 'show'; id: string; index: number }
  /** `index`: the entry that was scrolled, which may no longer be current when it arrives. */
  | { type: 'scroll'; id: string; index: number; top: number }
  | { type: 'title'; id: string; title: string }
  /** A page's own title, read for a tab opened behind before anyone visits it. */
  | { type: 'pageTitle'; url: string; title: string };

/** A tab remembers this many places back; older ones fall off, as in a browser. */
export const MAX_ENTRIES = 50;
export const MAX_CLOSED = 20;
export const MAX_TABS = 50;

const home: Route = { kind: 'home' };

function entry(route: Route): HistoryEntry {
  return { route, scroll: 0, title: '' };
}

function newTab(state: TabsState, route: Route, title = ''): [Tab, number] {
  const first = { ...entry(route), title };
  return [{ id: `t${state.nextId}`, entries: [first], index: 0 }, state.nextId + 1];
}

export function initialTabs(route: Route = home): TabsState {
  return {
    tabs: [{ id: 't1', entries: [entry(route)], index: 0 }],
    activeId: 't1',
    closed: [],
    nextId: 2,
  };
}

export function activeTab(state: TabsState): Tab {
  // The reducer never leaves activeId pointing nowhere; the fallback keeps the type honest.
  return state.tabs.find((tab) => tab.id === state.activeId) ?? state.tabs[0]!;
}

export function currentEntry(tab: Tab): HistoryEntry {
  return tab.entries[tab.index] ?? tab.entries[0] ?? entry(home);
}

export function sameRoute(a: Route, b: Route): boolean {
  if (a.kind !== b.kind) return false;
  return a.kind === 'home' || (b.kind === 'page' && a.url === b.url && a.highlight === b.highlight);
}

function mapTab(state: TabsState, id: string, change: (tab: Tab) => Tab): TabsState {
  return { ...state, tabs: state.tabs.map((tab) => (tab.id === id ? change(tab) : tab)) };
}

function push(tab: Tab, route: Route, replace: boolean): Tab {
  const current = currentEntry(tab);
  if (sameRoute(current.route, route)) return tab;
  if (replace) {
    // Same page, another section or highlight: the title still holds, the place does not.
    const kept = samePage(current.route, route) ? current.title : '';
    const entries = tab.entries.with(tab.index, { route, scroll: 0, title: kept });
    return { ...tab, entries };
  }
  const entries = [...tab.entries.slice(0, tab.index + 1), entry(route)].slice(-MAX_ENTRIES);
  return { ...tab, entries, index: entries.length - 1 };
}

function samePage(a: Route, b: Route): boolean {
  return a.kind === 'page' && b.kind === 'page' && a.url.split('#')[0] === b.url.split('#')[0];
}

/** Every change to the tabs goes through here, so it can be tested without a DOM. */
export function tabsReducer(state: TabsState, action: TabAction): TabsState {
  switch (action.type) {
    case 'navigate':
      return mapTab(state, state.activeId, (tab) =>
        push(tab, action.route, action.replace === true),
      );
    case 'open': {
      if (state.tabs.length >= MAX_TABS) {
        return tabsReducer(state, { type: 'navigate', route: action.route });
      }
      const [opened, nextId] = newTab(state, action.route, action.title);
      // Beside the tab it was opened from, after the ones already opened from it, as browsers
      // do: three links opened behind read left to right in the order they were clicked.
      const tab = action.background ? { ...opened, openedFrom: state.activeId } : opened;
      let at = state.tabs.findIndex((t) => t.id === state.activeId) + 1;
      while (state.tabs[at]?.openedFrom === state.activeId) at++;
      const tabs = state.tabs.toSpliced(at, 0, tab);
      return { ...state, tabs, nextId, activeId: action.background ? state.activeId : tab.id };
    }
    case 'close': {
      const id = action.id ?? state.activeId;
      const at = state.tabs.findIndex((tab) => tab.id === id);
      const closing = state.tabs[at];
      if (closing === undefined) return state;
      const closed = [...state.closed, closing].slice(-MAX_CLOSED);
      const rest = state.tabs.toSpliced(at, 1);
      if (rest.length === 0) {
        // The last tab closed: a fresh home tab, as a browser's new-tab page.
        const [tab, nextId] = newTab(state, home);
        return { tabs: [tab], activeId: tab.id, closed, nextId };
      }
      const activeId =
        id === state.activeId
          ? (rest[Math.min(at, rest.length - 1)]?.id ?? rest[0]!.id)
          : state.activeId;
      return { ...state, tabs: rest, closed, activeId };
    }
    case 'reopen': {
      const tab = state.closed.at(-1);
      if (tab === undefined) return state;
      const closed = state.closed.slice(0, -1);
      // A lone untouched home tab is what closing the last tab left: the reopened one replaces it.
      const only = state.tabs.length === 1 ? state.tabs[0] : undefined;
      const blank =
        only !== undefined && only.entries.length === 1 && currentEntry(only).route.kind === 'home';
      const revived = { ...tab, id: `t${state.nextId}` };
      const tabs = blank ? [revived] : [...state.tabs, revived];
      return { tabs, closed, activeId: revived.id, nextId: state.nextId + 1 };
    }
    case 'activate':
      return state.tabs.some((tab) => tab.id === action.id)
        ? { ...state, activeId: action.id }
        : state;
    case 'cycle': {
      const at = state.tabs.findIndex((tab) => tab.id === state.activeId);
      const count = state.tabs.length;
      const next = state.tabs[(((at + action.delta) % count) + count) % count];
      return next ? { ...state, activeId: next.id } : state;
    }
    case 'go':
      return mapTab(state, state.activeId, (tab) => {
        const index = Math.max(0, Math.min(tab.entries.length - 1, tab.index + action.delta));
        return index === tab.index ? tab : { ...tab, index };
      });
    case 'show': {
      const tab = state.tabs.find((t) => t.id === action.id);
      if (tab === undefined) return state;
      const index = Math.max(0, Math.min(tab.entries.length - 1, action.index));
      const shown = { ...state, activeId: tab.id };
      return index === tab.index ? shown : mapTab(shown, tab.id, (t) => ({ ...t, index }));
    }
    case 'scroll':
      return mapTab(state, action.id, (tab) => {
        const scrolled = tab.entries[action.index];
        if (scrolled === undefined || scrolled.scroll === action.top) return tab;
        const entries = tab.entries.with(action.index, { ...scrolled, scroll: action.top });
        return { ...tab, entries };
      });
    case 'title':
      return mapTab(state, action.id, (tab) => {
        const current = currentEntry(tab);
        if (current.title === action.title) return tab;
        return {
          ...tab,
          entries: tab.entries.with(tab.index, { ...current, title: action.title }),
        };
      });
    case 'pageTitle': {
      const page: Route = { kind: 'page', url: action.url, highlight: '' };
      const tabs = state.tabs.map((tab) => {
        const current = currentEntry(tab);
        if (!samePage(current.route, page) || current.title === action.title) return tab;
        return {
          ...tab,
          entries: tab.entries.with(tab.index, { ...current, title: action.title }),
        };
      });
      return tabs.every((tab, i) => tab === state.tabs[i]) ? state : { ...state, tabs };
    }
  }
}
