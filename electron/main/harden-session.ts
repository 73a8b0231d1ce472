import type { Session } from 'electron';

/** The part of Session the hardening touches, so tests can pass a recording fake. */
export type HardenedSession = Pick<
  Session,
  | 'setPermissionRequestHandler'
  | 'setPermissionCheckHandler'
  | 'setDevicePermissionHandler'
  | 'webRequest'
>;

/**
 * Everything Chromium could fetch on its own: the web, sockets and local files. Reading never
 * touches the network; syncing runs in the main process with undici, outside Chromium,
 * so it is not affected by this filter.
 */
export const blockedUrlPatterns = [
  'http://*/*',
  'https://*/*',
  'ws://*/*',
  'wss://*/*',
  'ftp://*/*',
  'file:///*',
];

const blockedProtocols = new Set(['http:', 'https:', 'ws:', 'wss:', 'ftp:', 'file:']);

export function isBlockedRequest(url: string): boolean {
  try {
    return blockedProtocols.has(new URL(url).protocol);
  } catch {
    return true; // what cannot be parsed cannot be allowed
  }
}

export function hardenSession(session: HardenedSession): void {
  // Checklist #5: Electron approves every permission request unless a handler says otherwise.
  // A docs reader needs none (no camera, notifications, geolocation, clipboard-read, HID …).
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
  // Network interception: the enforcement point for "no network while reading".
  session.webRequest.onBeforeRequest({ urls: blockedUrlPatterns }, (details, callback) => {
    callback({ cancel: isBlockedRequest(details.url) });
  });
}
