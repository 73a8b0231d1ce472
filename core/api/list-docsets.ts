import type { Docset } from '../catalog/docset.ts';
import type { Cache } from '../store/open-cache.ts';
import { readDocsets } from '../store/read-docsets.ts';
import { readStatus } from '../store/read-status.ts';
import type { DocsetSummary, SyncState } from './folio-api.ts';
import { isStale } from './read-changes.ts';

/**
 * The catalog's docsets in catalog order, then those only the cache knows (synced from a catalog
 * no longer loaded, or a cache copied from another machine), each with what the cache holds of
 * it. The catalog's wording wins: the user may have edited it since the last sync.
 */
export function listDocsets(
  cache: Cache,
  catalog: readonly Docset[],
  sync: SyncState,
  /** Interval of the automatic sync (null: off), which "stale" is measured against. */
  scheduleMs: number | null = null,
  now: Date = new Date(),
  /** The user's catalog file: its docsets are theirs to remove. */
  userCatalog?: string,
): DocsetSummary[] {
  const status = new Map(readStatus(cache.db).map((s) => [s.docset, s]));
  const ids = new Set(catalog.map((d) => d.id));
  const docsets = [...catalog, ...readDocsets(cache.db).filter((d) => !ids.has(d.id))];
  const syncing = new Set(
    sync.running
      ? sync.docsets
          .filter((p) => p.state === 'queued' || p.state === 'running')
          .map((p) => p.docset)
      : [],
  );
  return docsets.map((d) => {
    const s = status.get(d.id);
    return {
      id: d.id,
      name: d.name,
      section: d.section,
      removable: userCatalog !== undefined && d.catalog === userCatalog,
      description: d.description,
      entryUrl: d.entryUrl,
      pages: s?.pages ?? 0,
      bytes: s?.bytes ?? 0,
      lastSyncAt: s?.lastSyncAt ?? null,
      lastError: s?.lastError ?? null,
      lastRun: s?.lastRun ?? null,
      lastOkSyncAt: s?.lastOkSyncAt ?? null,
      stale: s ? isStale(s, scheduleMs, now) : false,
      syncing: syncing.has(d.id),
    };
  });
}
