import type { MouseEvent } from 'react';
import { useCallback } from 'react';
import type { Route } from '../lib/route.ts';
import { parseRoute } from '../lib/route.ts';

export interface LinkHandlers {
  onClick: (event: MouseEvent) => void;
  onAuxClick: (event: MouseEvent) => void;
}

function appLink(event: MouseEvent): Route | null {
  if (event.defaultPrevented) return null;
  const link = (event.target as Element).closest?.('a[href^="#/"]');
  if (!(link instanceof HTMLAnchorElement)) return null;
  return parseRoute(link.getAttribute('href') ?? '');
}

/**
 * Every in-app link (`#/page?url=…`: the sidebar's contents, home cards, cached links in a page)
 * opens through the tabs, not the browser: a plain click in this tab, Ctrl/Cmd+click or a middle
 * click in a new tab behind this one. Left to the browser, a modified click would open a second
 * copy of the whole app. Handlers that already took the click (preventDefault) are left alone.
 */
export function useLinkClicks(
  navigate: (route: Route) => void,
  openTab: (route: Route) => void,
): LinkHandlers {
  const onClick = useCallback(
    (event: MouseEvent) => {
      if (event.button !== 0 || event.altKey || event.shiftKey) return;
      const route = appLink(event);
      if (route === null) return;
      event.preventDefault();
      if (event.ctrlKey || event.metaKey) openTab(route);
      else navigate(route);
    },
    [navigate, openTab],
  );
  const onAuxClick = useCallback(
    (event: MouseEvent) => {
      if (event.button !== 1) return;
      const route = appLink(event);
      if (route === null) return;
      event.preventDefault();
      openTab(route);
    },
    [openTab],
  );
  return { onClick, onAuxClick };
}
