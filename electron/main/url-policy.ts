import { appOrigin } from '../shared/channels.ts';

/**
 * Checklist #13 asks for a real URL parser, not `startsWith` (`folio://app.evil` must not pass).
 * Node's URL gives custom schemes an opaque origin ("null"), so the parts are compared instead:
 * exactly host `app`, no port, no credentials. Chromium lower-cases the host of a standard scheme
 * before main sees a URL, so anything else is not ours.
 */
export function isAppUrl(url: string): boolean {
  const parsed = parse(url);
  return (
    parsed !== null &&
    `${parsed.protocol}//${parsed.host}` === appOrigin &&
    parsed.username === '' &&
    parsed.password === ''
  );
}

/**
 * Checklist #15: only http(s) URLs reach shell.openExternal. `file:`, `javascript:`, `data:`,
 * `smb:`, custom handlers and the like are how "open a link" became "run a program" elsewhere
 * (Knowte, MarkText). URLs carrying credentials are refused as well.
 */
export function isWebUrl(url: string): boolean {
  if (url.length > 4096) return false;
  const parsed = parse(url);
  return (
    parsed !== null &&
    (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
    parsed.hostname !== '' &&
    parsed.username === '' &&
    parsed.password === ''
  );
}

export type NavigationDecision = 'allow' | 'open-external' | 'deny';

/** The app's pages stay in the window; web links go to the browser; everything else nowhere. */
export function decideNavigation(url: string): NavigationDecision {
  if (isAppUrl(url)) return 'allow';
  return isWebUrl(url) ? 'open-external' : 'deny';
}

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}
