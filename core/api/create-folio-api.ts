import type { Docset } from '../catalog/docset.ts';
import { searchDocs, UnknownDocsetError } from '../search/search-cache.ts';
import type { Cache } from '../store/open-cache.ts';
import { readDocsets } from '../store/read-docsets.ts';
import { readStatus } from '../store/read-status.ts';
import { ApiError } from './folio-api.ts';
import type { FolioApi } from './folio-api.ts';
import { listDocsets } from './list-docsets.ts';
import { personalMethods } from './personal-methods.ts';
import { readPageView } from './read-page-view.ts';
import { isStale, readChanges } from './read-changes.ts';
import { readToc } from './read-toc.ts';
import type { Library } from './library.ts';
import type { ReadingStore } from './reading-store.ts';
import type { SettingsStore } from './settings-store.ts';
import type { SyncController } from './sync-controller.ts';

export interface FolioApiDeps {
  cache: Cache;
  /** The catalogs' docsets; may be empty (read-only use): the cache then knows its docsets. */
  loadDocsets: () => Promise<Docset[]>;
  settings: SettingsStore;
  sync: SyncController;
  now?: () => Date;
  /**
   * The automatic sync's interval in ms (null: off), for "stale". By default the app's setting
   * (settings.syncEveryHours); `folio serve` passes its --sync-every instead. Given, it is also
   * what getSyncSchedule reports, as the host's: the setting then schedules nothing here.
   */
  scheduleMs?: () => Promise<number | null>;
  /** Add, remove and import (the engine's); without it those methods are refused. */
  library?: Library;
  /** The user's bookmarks and history; without it those methods are refused. */
  reading?: ReadingStore;
}

/**
 * The engine behind the contract, for every transport (IPC, HTTP). Input arrives already
 * validated by callApi; what can still be wrong (an unknown docset or page) is an ApiError the
 * UI can act on.
 */
export function createFolioApi(deps: FolioApiDeps): FolioApi {
  const { cache, loadDocsets, settings, sync } = deps;
  const now = deps.now ?? (() => new Date());
  const scheduleMs =
    deps.scheduleMs ??
    (async () => {
      const hours = (await settings.get()).syncEveryHours;
      return hours === null ? null : hours * 3_600_000;
    });

  const library = (): Library => {
    if (!deps.library)
      throw new ApiError('invalid-input', 'adding and importing is not available here');
    return deps.library;
  };

  const reading = (): ReadingStore => {
    if (!deps.reading) throw new ApiError('invalid-input', 'bookmarks are not available here');
    return deps.reading;
  };

  const findDocset = async (id: string): Promise<Docset> => {
    const docset =
      (await loadDocsets()).find((d) => d.id === id) ??
      readDocsets(cache.db).find((d) => d.id === id);
    if (!docset) throw new ApiError('not-found', `unknown docset: ${id}`);
    return docset;
  };

  return {
    listDocsets: async () =>
      listDocsets(
        cache,
        await loadDocsets(),
        sync.getState(),
        await scheduleMs(),
        now(),
        deps.library?.userCatalog,
      ),
    async getToc({ docset }) {
      const { entryUrl } = await findDocset(docset);
      return readToc(cache.db, docset, entryUrl);
    },
    getPage: ({ url }) => settle(() => readPageView(cache, url)),
    search: ({ query, docsets, limit }) =>
      settle(() => {
        try {
          return searchDocs(cache, { query, docsets, limit });
        } catch (error) {
          if (error instanceof UnknownDocsetError) {
            throw new ApiError('invalid-input', error.message);
          }
          throw error;
        }
      }),
    startSync: ({ docsets }) => sync.start(docsets),
    getSyncState: () => settle(() => sync.getState()),
    cancelSync: () => settle(() => sync.cancel()),
    async getChanges({ docset }) {
      if (docset !== undefined) await findDocset(docset);
      const interval = await scheduleMs();
      const status = new Map(readStatus(cache.db).map((s) => [s.docset, s]));
      return readChanges(cache.db, docset).map((changes) => {
        const s = status.get(changes.docset);
        return { ...changes, stale: s ? isStale(s, interval, now()) : false };
      });
    },
    probeSite: (input) => library().probeSite(input),
    addDocset: (input) => library().addDocset(input),
    removeDocset: (input) => library().removeDocset(input),
    importBundle: (input) => library().importBundle(input),
    getSyncSchedule: async () => ({
      source: deps.scheduleMs ? 'server' : 'settings',
      intervalMs: await scheduleMs(),
    }),
    listFeeds: () => settle(() => sync.listFeeds()),
    ...personalMethods(settings, reading),
    // Whoever reaches the engine directly (the app, loopback serve) manages it; `folio serve`
    // answers for its team's reader links itself.
    getAccess: () => Promise.resolve({ readOnly: cache.readOnly, role: 'admin' }),
  };
}

/** Runs synchronous engine code as a promise, so a throw becomes a rejection like any other. */
function settle<T>(work: () => T): Promise<T> {
  return new Promise((resolve) => resolve(work()));
}
