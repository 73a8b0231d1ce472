import { describe, expect, it, vi } from 'vitest';
import type { HardenedSession } from './harden-session.ts';
import { blockedUrlPatterns, hardenSession, isBlockedRequest } from './harden-session.ts';

type Callback = (response: { cancel?: boolean }) => void;

function harden() {
  const recorded = {
    request: undefined as undefined | ((...args: unknown[]) => void),
    check: undefined as undefined | ((...args: unknown[]) => boolean),
    device: undefined as undefined | ((...args: unknown[]) => boolean),
    filter: undefined as undefined | { urls: string[] },
    beforeRequest: undefined as
      undefined | ((details: { url: string }, callback: Callback) => void),
  };
  const session = {
    setPermissionRequestHandler: (handler: typeof recorded.request) => (recorded.request = handler),
    setPermissionCheckHandler: (handler: typeof recorded.check) => (recorded.check = handler),
    setDevicePermissionHandler: (handler: typeof recorded.device) => (recorded.device = handler),
    webRequest: {
      onBeforeRequest: (filter: { urls: string[] }, listener: typeof recorded.beforeRequest) => {
        recorded.filter = filter;
        recorded.beforeRequest = listener;
      },
    },
  } as unknown as HardenedSession;
  hardenSession(session);
  return recorded;
}

describe('hardenSession', () => {
  it('denies every permission request and check (checklist #5)', () => {
    const { request, check, device } = harden();
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'hid']) {
      const callback = vi.fn();
      request!({}, permission, callback, {});
      expect(callback).toHaveBeenCalledWith(false);
      expect(check!({}, permission, 'folio://app', {})).toBe(false);
    }
    expect(device!({ deviceType: 'usb', origin: 'folio://app' })).toBe(false);
  });

  it('cancels every http(s) and ws(s) request the renderer makes', () => {
    const { filter, beforeRequest } = harden();
    expect(filter!.urls).toEqual(
      expect.arrayContaining(['http://*/*', 'https://*/*', 'ws://*/*', 'wss://*/*']),
    );
    expect(filter!.urls).toBe(blockedUrlPatterns);
    for (const url of [
      'https://docs.example/img.png',
      'http://127.0.0.1:8080/api',
      'ws://tracker.example/socket',
      'wss://tracker.example/socket',
      'file:///etc/passwd',
    ]) {
      const callback = vi.fn();
      beforeRequest!({ url }, callback);
      expect(callback).toHaveBeenCalledWith({ cancel: true });
    }
  });

  it('lets the app scheme through', () => {
    expect(isBlockedRequest('folio://app/index.html')).toBe(false);
    expect(isBlockedRequest('folio://asset/?url=https%3A%2F%2Fx')).toBe(false);
    expect(isBlockedRequest('::not a url::')).toBe(true);
  });
});
