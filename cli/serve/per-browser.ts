import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { FolioApi } from '../../core/api/folio-api.ts';
import type { PersonalMethod } from '../../core/api/personal-methods.ts';
import { personalMethods } from '../../core/api/personal-methods.ts';
import { createReadingStore } from '../../core/api/reading-store.ts';
import { createSettingsStore } from '../../core/api/settings-store.ts';
import type { ServeEnv } from './serve-env.ts';

const COOKIE = 'folio_browser';
/** 128 random bits, base64url: the only shape of id that becomes a folder name. */
const ID = /^[A-Za-z0-9_-]{22}$/;
/** Stores kept open; past this the oldest is dropped (it reopens from its files when asked). */
const KEEP = 256;
/** About 400 days, the longest a browser keeps a cookie. */
const MAX_AGE_S = 400 * 24 * 3600;

export type PersonalApi = Pick<FolioApi, PersonalMethod>;

/**
 * Settings, bookmarks and history per browser, for a `folio serve` a team shares: each browser
 * gets an id in an HttpOnly cookie the first time it asks, and its own folder of the same files
 * the app keeps (`<dir>/<id>/`). A cookie, not the token: everyone on a team shares one link.
 */
export function perBrowser(options: { dir: string; warn?: (message: string) => void }) {
  const open = new Map<string, PersonalApi>();

  const apiFor = (id: string): PersonalApi => {
    let api = open.get(id);
    if (api) {
      open.delete(id);
    } else {
      const dir = join(options.dir, id);
      const settings = createSettingsStore({ dir, warn: options.warn });
      const reading = createReadingStore({ dir, warn: options.warn });
      api = personalMethods(settings, () => reading);
    }
    open.set(id, api);
    if (open.size > KEEP) open.delete(open.keys().next().value!);
    return api;
  };

  const identify = createMiddleware<ServeEnv>(async (c, next) => {
    let id = getCookie(c, COOKIE);
    if (id === undefined || !ID.test(id)) {
      id = randomBytes(16).toString('base64url');
      setCookie(c, COOKIE, id, {
        httpOnly: true,
        sameSite: 'Strict',
        path: '/',
        maxAge: MAX_AGE_S,
      });
    }
    c.set('browser', id);
    return next();
  });

  return { identify, apiFor };
}
