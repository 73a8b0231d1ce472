import type { HandlerDetails, WebContents, WindowOpenHandlerResponse } from 'electron';
import { decideNavigation, isWebUrl } from './url-policy.ts';

/** The part of WebContents the guards need, so tests can hand in a plain event emitter. */
export type GuardedContents = Pick<WebContents, 'on' | 'setWindowOpenHandler'>;

export interface GuardOptions {
  /** Hands an http(s) URL to the user's browser (shell.openExternal). */
  openExternal: (url: string) => void;
  now?: () => number;
}

/**
 * Checklist #13 and #14. The page never leaves folio://app: main-frame navigations
 * (`will-navigate`), navigations of any frame including `<a target="_top">` from a child
 * (`will-frame-navigate`) and server redirects (`will-redirect`) are all checked (Mattermost's
 * fix). New windows are always denied. A web link goes to the browser instead.
 */
export function guardNavigation(contents: GuardedContents, options: GuardOptions): void {
  const openOnce = dedupe(options.openExternal, options.now ?? Date.now);
  const guard = (event: { url: string; preventDefault: () => void }): void => {
    const decision = decideNavigation(event.url);
    if (decision === 'allow') return;
    event.preventDefault();
    if (decision === 'open-external') openOnce(event.url);
  };
  contents.on('will-navigate', guard);
  contents.on('will-frame-navigate', guard);
  contents.on('will-redirect', guard);
  // #12: nothing may attach a <webview> (webviewTag is off too; this is the backstop).
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(createWindowOpenHandler(openOnce));
}

/** #14: deny every new window; an http(s) target opens in the browser instead. */
export function createWindowOpenHandler(
  openExternal: (url: string) => void,
): (details: Pick<HandlerDetails, 'url'>) => WindowOpenHandlerResponse {
  return ({ url }) => {
    if (isWebUrl(url)) openExternal(url);
    return { action: 'deny' };
  };
}

/**
 * One click can raise both `will-navigate` and `will-frame-navigate` for the main frame; the
 * browser should open once, not twice.
 */
function dedupe(open: (url: string) => void, now: () => number): (url: string) => void {
  let last = { url: '', at: -Infinity };
  return (url) => {
    const at = now();
    if (url === last.url && at - last.at < 1000) return;
    last = { url, at };
    open(url);
  };
}
