import type { Route } from './route.ts';
import type { HistoryEntry, Tab, TabsState } from './tab-state.ts';
import { MAX_CLOSED, MAX_ENTRIES, MAX_TABS } from './tab-state.ts';

/** localStorage key; the value is versioned so a later shape can refuse an older one cleanly. */
export const TABS_KEY = 'folio:tabs';
const VERSION = 1;

function asRoute(value: unknown): Route | null {
  const route = value as { kind?: unknown; url?: unknown; highlight?: unknown } | null;
  if (route?.kind === 'home') return { kind: 'home' };
  if (route?.kind === 'page' && typeof route.url === 'string' && route.url !== '') {
    return {
      kind: 'page',
      url: route.url.slice(0, 4096),
      highlight: typeof route.highlight === 'string' ? route.highlight.slice(0, 1000) : '',
    };
  }
  return null;
}

function asEntry(value: unknown): HistoryEntry | null {
  const raw = value as { route?: unknown; scroll?: unknown; title?: unknown } | null;
  const route = asRoute(raw?.route);
  if (route === null) return null;
  const scroll = typeof raw?.scroll === 'number' && raw.scroll > 0 ? raw.scroll : 0;
  const title = typeof raw?.title === 'string' ? raw.title.slice(0, 500) : '';
  return { route, scroll, title };
}

function asTab(value: unknown, id: string): Tab | null {
  const raw = value as { entries?: unknown; index?: unknown } | null;
  if (!Array.isArray(raw?.entries)) return null;
  const entries = raw.entries
    .map(asEntry)
    .filter((e) => e !== null)
    .slice(-MAX_ENTRIES);
  if (entries.length === 0) return null;
  const index = typeof raw.index === 'number' ? Math.trunc(raw.index) : entries.length - 1;
  return { id, entries, index: Math.max(0, Math.min(entries.length - 1, index)) };
}

/**
 * What was saved, checked field by field: the value comes from storage any page script or an
 * older Folio could have written, so nothing is trusted; a bad tab is dropped, not the set.
 */
export function parseTabs(text: string | null): TabsState | null {
  if (text === null) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  const saved = raw as { version?: unknown; tabs?: unknown; active?: unknown; closed?: unknown };
  if (saved?.version !== VERSION || !Array.isArray(saved.tabs)) return null;
  let next = 1;
  const ids = (): string => `t${next++}`;
  const tabs = saved.tabs
    .slice(0, MAX_TABS)
    .map((t) => asTab(t, ids()))
    .filter((t) => t !== null);
  if (tabs.length === 0) return null;
  const closed = (Array.isArray(saved.closed) ? saved.closed : [])
    .slice(-MAX_CLOSED)
    .map((t) => asTab(t, ids()))
    .filter((t) => t !== null);
  const active = typeof saved.active === 'number' ? saved.active : 0;
  const activeId = (tabs[active] ?? tabs[0]!).id;
  return { tabs, activeId, closed, nextId: next };
}

/** Ids are not saved: they only need to be unique within one run. */
export function serializeTabs(state: TabsState): string {
  const strip = ({ entries, index }: Tab) => ({ entries, index });
  return JSON.stringify({
    version: VERSION,
    tabs: state.tabs.map(strip),
    active: state.tabs.findIndex((tab) => tab.id === state.activeId),
    closed: state.closed.map(strip),
  });
}
