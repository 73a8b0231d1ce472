import type { Docset } from '../catalog/docset.ts';
import { syncDocsets } from '../mirror/sync-docsets.ts';
import type { SyncOptions } from '../mirror/sync-docsets.ts';
import type { DocsetResult } from '../mirror/sync-event.ts';
import { acquireSyncLock } from '../store/acquire-sync-lock.ts';
import type { Cache } from '../store/open-cache.ts';
import { readDocsets } from '../store/read-docsets.ts';
import {
  applySyncEvent,
  finishSyncState,
  idleSyncState,
  startSyncState,
} from './apply-sync-event.ts';
import { ApiError } from './folio-api.ts';
import type { SyncState } from './folio-api.ts';

export interface SyncController {
  /** Starts a sync of the given docset ids (all when omitted) and returns at once. */
  start(docsets?: readonly string[]): Promise<SyncState>;
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
  /** Catalog docsets; when empty, the docsets the cache already knows are synced. */
  loadDocsets: () => Promise<Docset[]>;
  runSync?: (options: SyncOptions) => Promise<DocsetResult[]>;
  now?: () => Date;
}

/** Runs one sync at a time for the app or `folio serve`, and keeps its progress for every UI. */
export function createSyncController(options: SyncControllerOptions): SyncController {
  const { cache, loadDocsets, runSync = syncDocsets, now = () => new Date() } = options;
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

  const choose = async (ids: readonly string[] | undefined): Promise<Docset[]> => {
    const catalog = await loadDocsets();
    const cached = readDocsets(cache.db);
    if (ids === undefined) return catalog.length > 0 ? catalog : cached;
    const known = new Map([...cached, ...catalog].map((d) => [d.id, d]));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0)
      throw new ApiError('invalid-input', `unknown docset: ${unknown.join(', ')}`);
    return [...new Set(ids)].map((id) => known.get(id)!);
  };

  return {
    async start(ids) {
      if (cache.readOnly) throw new ApiError('busy', 'read-only cache');
      if (busy) throw new ApiError('busy', 'a sync is already running');
      // Taken before the first await, so two clicks cannot both start a run.
      busy = true;
      let docsets: Docset[];
      let release: () => void;
      try {
        docsets = await choose(ids);
        if (docsets.length === 0) throw new ApiError('invalid-input', 'no docsets to sync');
        // The file lock keeps a cron `folio sync` and the app from writing the cache at once.
        release = acquireSyncLock(cacheFile);
      } catch (error) {
        busy = false;
        if (error instanceof ApiError) throw error;
        throw new ApiError('busy', (error as Error).message);
      }
      const controller = new AbortController();
      abort = controller;
      const chosen = docsets.map((d) => d.id);
      publish(startSyncState(state, chosen, now()));
      const finish = (ending: { cancelled: boolean; error?: string }): void => {
        release();
        busy = false;
        abort = undefined;
        publish(finishSyncState(state, now(), ending));
      };
      // Started inside an async function so that even a synchronous throw ends the run cleanly.
      idle = (async () => {
        try {
          await runSync({
            cache,
            docsets,
            signal: controller.signal,
            now,
            onEvent: (event) => publish(applySyncEvent(state, event)),
          });
          finish({ cancelled: controller.signal.aborted });
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          finish({ cancelled: controller.signal.aborted, error: message });
        }
      })();
      return state;
    },
    cancel() {
      abort?.abort();
      return state;
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    whenIdle: () => idle,
  };
}
