import type { MouseEvent } from 'react';
import { useCallback } from 'react';
import type { Route } from '../lib/route.ts';
import { parseRoute } from '../lib/route.ts';

export interface LinkHandlers {
  onClick: (event: MouseEvent) => void;
  onAuxClick: (event: MouseEvent) => void;
}

/** The link's route, and its words: the new tab's name until the page's own title loads. */
function appLink(event: MouseEvent): [Route, string] | null {
  if (event.defaultPrevented) return null;
  const link = (event.target as Element).closest?.('a[href^="#/"]');
  if (!(link instanceof HTMLAnchorElement)) return null;
  const words = (link.querySelector('.reading-title, .home-item-title') ?? link).textContent;
  return [parseRoute(link.getAttribute('href') ?? ''), words.trim().slice(0, 100)];
}

/**
 * Every in-app link (`#/page?url=…`: the sidebar's contents, home cards, cached links in a page)
 * opens through the tabs, not the browser: a plain click in this tab, Ctrl/Cmd+click or a middle
 * click in a new tab behind this one. Left to the browser, a modified click would open a second
 * copy of the whole app. Handlers that already took the click (preventDefault) are left alone.
 */
export function useLinkClicks(
  navigate: (route: Route) => void,
  openTab: (route: Route, title: string) => void,
): LinkHandlers {
  const onClick = useCallback(
    (event: MouseEvent) => {
      if (event.button !== 0 || event.altKey || event.shiftKey) return;
      const link = appLink(event);
      if (link === null) return;
      event.preventDefault();
      if (event.ctrlKey || event.metaKey) openTab(...link);
      else navigate(link[0]);
    },
    [navigate, openTab],
  );
  const onAuxClick = useCallback(
    (event: MouseEvent) => {
      if (event.button !== 1) return;
      const link = appLink(event);
      if (link === null) return;
      event.preventDefault();
      openTab(...link);
    },
    [openTab],
  );
  return { onClick, onAuxClick };
}
