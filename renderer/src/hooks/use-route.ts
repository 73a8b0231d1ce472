import { useCallback, useEffect, useRef, useState } from 'react';
import type { Route } from '../lib/route.ts';
import { formatRoute, parseRoute } from '../lib/route.ts';

interface Entry {
  folioIndex: number;
}

const LENGTH_KEY = 'folio:history-length';

function entryIndex(state: unknown): number | undefined {
  const index = (state as Partial<Entry> | null)?.folioIndex;
  return typeof index === 'number' ? index : undefined;
}

function storedLength(): number {
  return Number(sessionStorage.getItem(LENGTH_KEY) ?? '1') || 1;
}

export interface Navigation {
  route: Route;
  navigate: (route: Route, options?: { replace?: boolean }) => void;
  back: () => void;
  forward: () => void;
  canGoBack: boolean;
  canGoForward: boolean;
}

/**
 * The reader's history is the browser's: routes live in the URL hash, so browser back, reload
 * and links (`href="#/page?url=…"`) all work. Each entry carries its position, which is how the
 * back and forward buttons know whether there is anywhere to go.
 */
export function useRoute(): Navigation {
  const [route, setRoute] = useState(() => parseRoute(location.hash));
  const [index, setIndex] = useState(() => entryIndex(history.state) ?? 0);
  const [length, setLength] = useState(storedLength);
  const indexRef = useRef(index);

  const record = useCallback((at: number, total?: number) => {
    indexRef.current = at;
    setIndex(at);
    if (total === undefined) return;
    setLength(total);
    sessionStorage.setItem(LENGTH_KEY, String(total));
  }, []);

  useEffect(() => {
    if (entryIndex(history.state) === undefined) history.replaceState({ folioIndex: 0 }, '');
    const onPop = (event: PopStateEvent): void => {
      setRoute(parseRoute(location.hash));
      const known = entryIndex(event.state);
      if (known !== undefined) {
        record(known);
        return;
      }
      // A plain hash link made this entry: number it after the one it was opened from.
      const at = indexRef.current + 1;
      history.replaceState({ folioIndex: at }, '');
      record(at, at + 1);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [record]);

  const navigate = useCallback(
    (next: Route, options?: { replace?: boolean }) => {
      const hash = formatRoute(next);
      const at = indexRef.current;
      if (options?.replace) {
        history.replaceState({ folioIndex: at }, '', hash);
      } else if (hash !== location.hash) {
        history.pushState({ folioIndex: at + 1 }, '', hash);
        record(at + 1, at + 2);
      }
      setRoute(next);
    },
    [record],
  );

  return {
    route,
    navigate,
    back: () => history.back(),
    forward: () => history.forward(),
    canGoBack: index > 0,
    canGoForward: index < length - 1,
  };
}
