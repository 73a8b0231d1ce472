import { useSyncExternalStore } from 'react';

const lists = new Map<string, MediaQueryList>();

/**
 * One MediaQueryList per query, kept: its `matches` follows the window, and asking matchMedia
 * anew on every render (the search box renders on every keystroke) evaluated the query each time.
 */
function mediaQueryList(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) {
    list = matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/** Whether a media query matches now, updated as the window is resized or zoomed. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaQueryList(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => mediaQueryList(query).matches,
  );
}
