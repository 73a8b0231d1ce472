import type { Database } from 'better-sqlite3';
import { statement } from './statement.ts';

export interface StoredAsset {
  contentType: string;
  bytes: Buffer;
  fetchedAt: string;
}

/** A stored image by the absolute URL the page's HTML uses for it. */
export function readAsset(db: Database, url: string): StoredAsset | undefined {
  return statement(
    db,
    'SELECT content_type AS contentType, bytes, fetched_at AS fetchedAt FROM assets WHERE url = ?',
  ).get(url) as StoredAsset | undefined;
}
