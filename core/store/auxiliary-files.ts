import type { Database } from 'better-sqlite3';
import { statement } from './statement.ts';

/** A file a crawl read beside the pages, as the last sync that read it left it. */
export interface AuxiliaryFile {
  /** What the memo holds, and in which shape: a reader that expects another shape ignores it. */
  format: string;
  etag?: string;
  lastModified?: string;
  /** JSON: what the crawl took from the file. */
  memo: string;
}

interface Row {
  format: string;
  etag: string | null;
  last_modified: string | null;
  memo: string;
}

export function readAuxiliaryFile(
  db: Database,
  docsetId: string,
  url: string,
): AuxiliaryFile | undefined {
  const row = statement(
    db,
    'SELECT format, etag, last_modified, memo FROM auxiliary_files WHERE docset_id = ? AND url = ?',
  ).get(docsetId, url) as Row | undefined;
  if (!row) return undefined;
  return {
    format: row.format,
    memo: row.memo,
    ...(row.etag !== null && { etag: row.etag }),
    ...(row.last_modified !== null && { lastModified: row.last_modified }),
  };
}

export function writeAuxiliaryFile(
  db: Database,
  docsetId: string,
  url: string,
  file: AuxiliaryFile,
): void {
  statement(
    db,
    `INSERT INTO auxiliary_files (docset_id, url, format, etag, last_modified, memo)
     VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (docset_id, url) DO UPDATE SET format = excluded.format, etag = excluded.etag,
       last_modified = excluded.last_modified, memo = excluded.memo`,
  ).run(docsetId, url, file.format, file.etag ?? null, file.lastModified ?? null, file.memo);
}

/** Forgets a file that no longer answers, so a later answer is read whole. */
export function deleteAuxiliaryFile(db: Database, docsetId: string, url: string): void {
  statement(db, 'DELETE FROM auxiliary_files WHERE docset_id = ? AND url = ?').run(docsetId, url);
}
