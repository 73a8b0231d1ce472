import type { Docset } from '../catalog/docset.ts';
import type { Catalog } from './catalog.ts';
import type { SyncOptions } from '../mirror/sync-docsets.ts';
import type { DocsetResult, SyncEvent } from '../mirror/sync-event.ts';
import { isOffline } from '../mirror/sync-event.ts';
import { acquireSyncLock } from '../store/acquire-sync-lock.ts';
import type { Cache } from '../store/open-cache.ts';
import { countDocsetPages } from '../store/read-docset-pages.ts';
import { readDocsets } from '../store/read-docsets.ts';
import {
  applySyncEvent,
  finishSyncState,
  idleSyncState,
  startSyncState,
} from './apply-sync-event.ts';
import { ApiError } from './folio-api.ts';
import { readOnlyRefusal } from './read-only-refusal.ts';
import { FeedError } from '../feed/feed-error.ts';
import type { FeedStatus } from '../feed/read-feed-status.ts';
import { readFeedStatus } from '../feed/read-feed-status.ts';
import { routeSync } from '../feed/route-sync.ts';
import { subscribedDocsets } from '../feed/subscriptions.ts';
import { applyFeedPull } from './feed-sync-state.ts';
import type { SyncState } from './folio-api.ts';

/** One sync as a face asks for it: `folio sync` adds its flags and its own progress output. */
export interface SyncRequest {
  /** Docset ids; all of the catalog's (else the cache's) when omitted. */
  docsets?: readonly string[];
  /** Page cap per docset, unless the docset's overrides set one. */
  maxPages?: number;
  onEvent?: (event: SyncEvent) => void;
  /** Stops the run as cancel() does. */
  signal?: AbortSignal;
}

export interface SyncController {
  /**
   * Starts a sync of the given docset ids (all when omitted) and returns at once. With feed
   * subscriptions, a sync of all pulls the feeds (routeSync), as `folio sync` does.
   */
  start(docsets?: readonly string[]): Promise<SyncState>;
  /**
   * Runs a web sync to its end and returns one result per docset. Refused with 'busy' like start()
   * when a sync runs here or another process holds the cache's lock. `folio sync` routes first.
   */
  run(request?: SyncRequest): Promise<DocsetResult[]>;
  /** The subscribed feeds and how their last pulls went; none without `feedsDir`. */
  listFeeds(): FeedStatus[];
  /** Asks the running sync to stop; pages already stored are kept. */
  cancel(): SyncState;
  /** The current or last run; it stays after the run ends (finishedAt set). */
  getState(): SyncState;
  /** Called with every new state; returns the unsubscribe function. */
  subscribe(listener: (state: SyncState) => void): () => void;
  /** Resolves when no sync is running (at once when idle). */
  whenIdle(): Promise<void>;
}

export interface SyncControllerOptions {
  cache: Cache;
  /** Where the sync lock lives (next to the cache file); the cache's own file by default. */
  cacheFile?: string;
  /** The catalogs with their overrides; with no docsets, those the cache knows are synced. */
  loadCatalog: () => Promise<Catalog>;
  runSync?: (options: SyncOptions) => Promise<DocsetResult[]>;
  /** The Folio folder holding feeds.json; without it subscriptions are not looked at. */
  feedsDir?: string;
  now?: () => Date;
}

/**
 * Runs one sync at a time for every face (`folio sync`, the app, `folio serve`, the schedulers),
 * always with the catalogs' overrides and under the cache's lock, and keeps its progress for
 * every UI.
 */
/** The crawl loads with the first sync: a face that only reads never pays for it. */
async function runSyncDocsets(run: SyncOptions): Promise<DocsetResult[]> {
  const { syncDocsets } = await import('../mirror/sync-docsets.ts');
  return syncDocsets(run);
}

export function createSyncController(options: SyncControllerOptions): SyncController {
  const { cache, loadCatalog, runSync = runSyncDocsets, now = () => new Date() } = options;
  const cacheFile = options.cacheFile ?? cache.file;
  const listeners = new Set<(state: SyncState) => void>();
  let state = idleSyncState;
  let busy = false;
  let abort: AbortController | undefined;
  let idle: Promise<void> = Promise.resolve();

  const publish = (next: SyncState): void => {
    state = next;
    for (const listener of [...listeners]) {
      try {
        listener(next);
      } catch {
        // One broken subscriber (a closed window, a dropped socket) must not stop the sync.
      }
    }
  };

  const choose = (catalog: readonly Docset[], ids: readonly string[] | undefined): Docset[] => {
    const cached = readDocsets(cache.db);
    if (ids === undefined) return catalog.length > 0 ? [...catalog] : cached;
    const known = new Map([...cached, ...catalog].map((d) => [d.id, d]));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0)
      throw new ApiError('invalid-input', `unknown docset: ${unknown.join(', ')}`);
    return [...new Set(ids)].map((id) => known.get(id)!);
  };

  /** 'feeds' when a sync of everything pulls the subscriptions; refuses a fed docset by name. */
  const route = (ids: readonly string[] | undefined): 'feeds' | 'web' => {
    if (options.feedsDir === undefined) return 'web';
    try {
      return routeSync(options.feedsDir, ids);
    } catch (error) {
      if (error instanceof FeedError) throw new ApiError('invalid-input', error.message);
      throw error;
    }
  };

  /**
   * The feeds' pulls, each applied with the all-or-nothing import (which takes the cache's lock
   * itself, file by file). Not cancellable midway: a pull is a few small files, and stopping
   * between them would only leave the next pull more to do.
   */
  const pullFeeds = async (feedsDir: string): Promise<void> => {
    let error: string | undefined;
    try {
      const docsets = readFeedStatus(feedsDir).flatMap((f) => f.docsets);
      publish(startSyncState(state, docsets, now()));
      // Loaded when a feed is pulled: with it come the bundle import and zstd, which a search
      // or a read (most of what opens an engine) never needs.
      const { pullSubscriptions } = await import('../feed/pull-subscriptions.ts');
      await pullSubscriptions({
        settingsDir: feedsDir,
        cacheFile,
        now,
        onResult: (pull) => {
          const owners = subscribedDocsets(feedsDir);
          const brought = [...owners.keys()].filter((id) => owners.get(id) === pull.location);
          publish(applyFeedPull(state, pull, brought, (id) => countDocsetPages(cache.db, id)));
        },
      });
    } catch (thrown) {
      error = thrown instanceof Error ? thrown.message : String(thrown);
    } finally {
      busy = false;
      publish(finishSyncState(state, now(), { cancelled: false, error }));
    }
  };

  /** Takes the run (and the lock) or refuses; what runs next is the caller's. */
  const begin = async (request: SyncRequest) => {
    if (cache.readOnly) throw readOnlyRefusal();
    if (busy) throw new ApiError('busy', 'a sync is already running');
    route(request.docsets);
    // Taken before the first await, so two clicks cannot both start a run.
    busy = true;
    try {
      const catalog = await loadCatalog();
      const docsets = choose(catalog.docsets, request.docsets);
      if (docsets.length === 0) throw new ApiError('invalid-input', 'no docsets to sync');
      // The file lock keeps a cron `folio sync` and the app from writing the cache at once.
      const release = acquireSyncLock(cacheFile);
      return { docsets, overrides: catalog.overrides, release };
    } catch (error) {
      busy = false;
      if (error instanceof ApiError) throw error;
      throw new ApiError('busy', (error as Error).message);
    }
  };

  const execute = async (
    request: SyncRequest,
    taken: Awaited<ReturnType<typeof begin>>,
  ): Promise<DocsetResult[]> => {
    const { docsets, overrides, release } = taken;
    const controller = new AbortController();
    abort = controller;
    const stop = (): void => controller.abort();
    request.signal?.addEventListener('abort', stop, { once: true });
    publish(
      startSyncState(
        state,
        docsets.map((d) => d.id),
        now(),
      ),
    );
    const finish = (ending: { cancelled: boolean; error?: string; offline?: boolean }): void => {
      request.signal?.removeEventListener('abort', stop);
      release();
      busy = false;
      abort = undefined;
      publish(finishSyncState(state, now(), ending));
    };
    try {
      const results = await runSync({
        cache,
        docsets,
        overrides,
        signal: controller.signal,
        now,
        mirror: request.maxPages === undefined ? undefined : { maxPages: request.maxPages },
        onEvent: (event) => {
          publish(applySyncEvent(state, event));
          request.onEvent?.(event);
        },
      });
      finish({ cancelled: controller.signal.aborted, offline: isOffline(results) });
      return results;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      finish({ cancelled: controller.signal.aborted, error: message });
      throw error;
    }
  };

  return {
    async start(ids) {
      if (options.feedsDir !== undefined && route(ids) === 'feeds') {
        if (cache.readOnly) throw readOnlyRefusal();
        if (busy) throw new ApiError('busy', 'a sync is already running');
        busy = true;
        idle = pullFeeds(options.feedsDir);
        return state;
      }
      const taken = await begin({ docsets: ids });
      // Started inside an async function so that even a synchronous throw ends the run cleanly;
      // its failure is in the state, where every UI reads it.
      idle = execute({}, taken).then(
        () => undefined,
        () => undefined,
      );
      return state;
    },
    async run(request = {}) {
      const taken = await begin(request);
      const running = execute(request, taken);
      idle = running.then(
        () => undefined,
        () => undefined,
      );
      return running;
    },
    cancel() {
      abort?.abort();
      return state;
    },
    getState: () => state,
    listFeeds: () => (options.feedsDir === undefined ? [] : readFeedStatus(options.feedsDir)),
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    whenIdle: () => idle,
  };
}
