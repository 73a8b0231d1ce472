import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import type { GuardedContents } from './guard-navigation.ts';
import { createWindowOpenHandler, guardNavigation } from './guard-navigation.ts';
import { decideNavigation } from './url-policy.ts';

function setup() {
  const emitter = new EventEmitter();
  let openHandler: ((details: { url: string }) => unknown) | undefined;
  const contents = Object.assign(emitter, {
    setWindowOpenHandler: (handler: (details: { url: string }) => unknown) => {
      openHandler = handler;
    },
  }) as unknown as GuardedContents;
  const openExternal = vi.fn();
  let now = 0;
  guardNavigation(contents, { openExternal, now: () => now });
  const navigate = (event: string, url: string) => {
    const details = { url, preventDefault: vi.fn() };
    emitter.emit(event, details);
    return details.preventDefault.mock.calls.length > 0;
  };
  return {
    navigate,
    openExternal,
    openWindow: (url: string) => openHandler!({ url }),
    tick: (ms: number) => (now += ms),
    emitter,
  };
}

const guardedEvents = ['will-navigate', 'will-frame-navigate', 'will-redirect'];
const refused = [
  'javascript:alert(document.domain)',
  'file:///etc/passwd',
  'data:text/html,<script>alert(1)</script>',
  'about:blank',
  'folio://asset/?url=https%3A%2F%2Fx.org%2Fa.svg',
  'folio://app.evil.example/index.html',
  'chrome://settings',
  'smb://host/share',
  'not a url',
];

describe('navigation guards (checklist #13)', () => {
  it.each(guardedEvents)('%s: lets the app navigate within folio://app', (event) => {
    const { navigate, openExternal } = setup();
    expect(navigate(event, 'folio://app/index.html#/page?url=x')).toBe(false);
    expect(openExternal).not.toHaveBeenCalled();
  });

  it.each(guardedEvents)('%s: keeps the web out and opens it in the browser', (event) => {
    const { navigate, openExternal } = setup();
    expect(navigate(event, 'https://pytorch.org/docs/')).toBe(true);
    expect(openExternal).toHaveBeenCalledWith('https://pytorch.org/docs/');
  });

  it.each(guardedEvents.flatMap((event) => refused.map((url) => [event, url])))(
    '%s: refuses %s and opens nothing',
    (event, url) => {
      const { navigate, openExternal } = setup();
      expect(navigate(event, url)).toBe(true);
      expect(openExternal).not.toHaveBeenCalled();
    },
  );

  it('opens the browser once when one click raises two events', () => {
    const { navigate, openExternal, tick } = setup();
    navigate('will-frame-navigate', 'https://example.com/');
    navigate('will-navigate', 'https://example.com/');
    expect(openExternal).toHaveBeenCalledTimes(1);
    tick(5000);
    navigate('will-navigate', 'https://example.com/');
    expect(openExternal).toHaveBeenCalledTimes(2);
  });

  it('prevents any <webview> from attaching (checklist #12)', () => {
    const { emitter } = setup();
    const event = { preventDefault: vi.fn() };
    emitter.emit('will-attach-webview', event, {}, {});
    expect(event.preventDefault).toHaveBeenCalled();
  });
});

describe('window open handler (checklist #14)', () => {
  it('denies every new window; http(s) goes to the browser', () => {
    const { openWindow, openExternal } = setup();
    expect(openWindow('https://example.com/')).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledWith('https://example.com/');
  });

  it.each([...refused, 'folio://app/index.html'])('denies %s and opens nothing', (url) => {
    const openExternal = vi.fn();
    expect(createWindowOpenHandler(openExternal)({ url })).toEqual({ action: 'deny' });
    expect(openExternal).not.toHaveBeenCalled();
  });
});

describe('decideNavigation', () => {
  it('uses a URL parser, not a prefix test', () => {
    expect(decideNavigation('folio://app/x')).toBe('allow');
    expect(decideNavigation('folio://app.attacker.com/x')).toBe('deny');
    expect(decideNavigation('folio://app:8080/x')).toBe('deny');
    expect(decideNavigation('folio://user@app/x')).toBe('deny');
    expect(decideNavigation('folio:///app/x')).toBe('deny');
  });
});
