import type { Database } from 'better-sqlite3';
import { statement } from './statement.ts';

/** What an import compares to decide whether the cached copy of a page or asset is older. */
export interface PageStamp {
  id: number;
  docsetId: string;
  status: 'ok' | 'removed';
  contentHash: string;
  changedAt: string;
  removedAt: string | null;
  fetchedAt: string;
}

export function readPageStamp(db: Database, key: string): PageStamp | undefined {
  return statement(
    db,
    `SELECT id, docset_id AS docsetId, status, content_hash AS contentHash,
       changed_at AS changedAt, removed_at AS removedAt, fetched_at AS fetchedAt
     FROM pages WHERE key = ?`,
  ).get(key) as PageStamp | undefined;
}

/** When the cached copy of an asset was fetched, or undefined when it is not cached. */
export function readAssetFetchedAt(db: Database, url: string): string | undefined {
  const row = statement(db, 'SELECT fetched_at AS fetchedAt FROM assets WHERE url = ?').get(url) as
    { fetchedAt: string } | undefined;
  return row?.fetchedAt;
}
