import type { HistoryEntry } from './tab-state.ts';

/** What a tab is called: the page's title once known, else where it points, shortly. */
export function tabTitle(entry: HistoryEntry): string {
  if (entry.route.kind === 'home') return 'Home';
  if (entry.title) return entry.title;
  const url = URL.parse(entry.route.url.split('#')[0] ?? '');
  if (url === null) return entry.route.url;
  const last = url.pathname.split('/').filter(Boolean).at(-1);
  if (!last) return url.host;
  try {
    return decodeURIComponent(last).replace(/\.html?$/, '');
  } catch {
    return last; // a malformed escape, shown as it is
  }
}
