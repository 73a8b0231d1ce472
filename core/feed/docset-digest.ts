import type { Database } from 'better-sqlite3';
import { createHash } from 'node:crypto';

export interface DocsetDigest {
  id: string;
  name: string;
  version: string | null;
  pages: number;
  contentHash: string;
}

/**
 * What a feed says each docset holds: its pages by key and content hash, hashed in key order. A
 * subscriber computes the same over its own cache after applying, so "we both have the same
 * pages" is checked, not assumed. The version is the one most of its pages carry.
 */
export function docsetDigest(db: Database, id: string): DocsetDigest {
  const { name } = db.prepare('SELECT name FROM docsets WHERE id = ?').get(id) as { name: string };
  const hash = createHash('sha256');
  let pages = 0;
  const rows = db
    .prepare(
      "SELECT key, content_hash AS contentHash FROM pages WHERE docset_id = ? AND status = 'ok' ORDER BY key",
    )
    .iterate(id) as Iterable<{ key: string; contentHash: string }>;
  for (const row of rows) {
    hash.update(`${row.key}\t${row.contentHash}\n`);
    pages++;
  }
  const version = db
    .prepare(
      `SELECT version FROM pages WHERE docset_id = ? AND status = 'ok' AND version IS NOT NULL
       GROUP BY version ORDER BY count(*) DESC, version LIMIT 1`,
    )
    .pluck()
    .get(id) as string | undefined;
  return { id, name, version: version ?? null, pages, contentHash: hash.digest('hex') };
}
