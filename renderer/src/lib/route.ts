/** What the main area shows; it lives in the URL hash so reload, links and browser back work. */
export type Route =
  | { kind: 'home' }
  /** `url` may carry a #fragment; `highlight` holds the search words to mark in the page. */
  | { kind: 'page'; url: string; highlight: string };

export function parseRoute(hash: string): Route {
  const [path = '', query = ''] = hash.replace(/^#\/?/, '').split(/\?(.*)/s, 2);
  const params = new URLSearchParams(query);
  const url = params.get('url');
  if (path === 'page' && url) return { kind: 'page', url, highlight: params.get('hl') ?? '' };
  return { kind: 'home' };
}

export function formatRoute(route: Route): string {
  switch (route.kind) {
    case 'home':
      return '#/';
    case 'page': {
      const params = new URLSearchParams({ url: route.url });
      if (route.highlight) params.set('hl', route.highlight);
      return `#/page?${params.toString()}`;
    }
  }
}

export function pageHref(url: string, highlight = ''): string {
  return formatRoute({ kind: 'page', url, highlight });
}

/** `https://site/page.html#frag` → [`https://site/page.html`, `frag`]. */
export function splitFragment(url: string): [string, string] {
  const at = url.indexOf('#');
  if (at < 0) return [url, ''];
  let fragment = url.slice(at + 1);
  try {
    fragment = decodeURIComponent(fragment);
  } catch {
    // Keep a malformed escape as typed.
  }
  return [url.slice(0, at), fragment];
}
