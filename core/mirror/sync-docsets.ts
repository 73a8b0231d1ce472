import type { Docset } from '../catalog/docset.ts';
import type { Cache } from '../store/open-cache.ts';
import { createWriteBatch } from '../store/write-batch.ts';
import { upsertDocsets } from '../store/write-sync.ts';
import type { DocsetOverrides } from '../sources/overrides/docset-overrides.ts';
import type { MirrorOptions } from './mirror-context.ts';
import { defaultMirrorOptions } from './mirror-context.ts';
import { mirrorDocset } from './mirror-docset.ts';
import { openNetwork } from './open-network.ts';
import type { NetworkOptions } from './open-network.ts';
import type { DocsetResult, SyncEvent } from './sync-event.ts';

export interface SyncOptions {
  cache: Cache;
  docsets: readonly Docset[];
  onEvent?: (event: SyncEvent) => void;
  signal?: AbortSignal;
  now?: () => Date;
  /** The network to read with; made (and closed) here from these options. */
  network?: NetworkOptions;
  mirror?: Partial<MirrorOptions>;
  /** Docsets mirrored at once; they are usually on different hosts. */
  parallel?: number;
  /** Per-docset overrides by docset id (from the `.overrides.json` beside each catalog). */
  overrides?: ReadonlyMap<string, DocsetOverrides>;
}

/** Mirrors the given docsets into the cache and reports one result per docset. */
export async function syncDocsets(options: SyncOptions): Promise<DocsetResult[]> {
  const network = openNetwork(options.network);
  const mirror = { ...defaultMirrorOptions, ...options.mirror };
  const writes = createWriteBatch(options.cache.db);
  try {
    upsertDocsets(options.cache.db, options.docsets);
    const ctx = {
      cache: options.cache,
      fetcher: network.fetcher,
      extractor: network.extractor,
      now: options.now ?? (() => new Date()),
      onEvent: options.onEvent ?? (() => {}),
      signal: options.signal,
      userAgent: network.userAgent,
      writes,
      overrides: options.overrides ?? new Map<string, DocsetOverrides>(),
      github: network.github,
      renderer: network.renderer,
    };
    const results: DocsetResult[] = new Array<DocsetResult>(options.docsets.length);
    let next = 0;
    const lane = async (): Promise<void> => {
      while (next < options.docsets.length) {
        const index = next++;
        results[index] = await mirrorDocset(options.docsets[index]!, ctx, mirror);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, options.parallel ?? 2) }, lane));
    writes.commit();
    // Free pages back to the file system (a no-op on caches made before auto_vacuum), then fold
    // the WAL back into the database so the file on disk is whole and compact after a run.
    options.cache.db.pragma('incremental_vacuum');
    options.cache.db.pragma('wal_checkpoint(TRUNCATE)');
    return results;
  } finally {
    // Whatever ended the sync (an error included), the pages written so far are kept.
    writes.commit();
    await network.close();
  }
}
