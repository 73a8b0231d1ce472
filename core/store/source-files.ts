import type { Database } from 'better-sqlite3';
import { CODEC, compress, decompress } from './compress.ts';
import { statement } from './statement.ts';

/** A source file as the last sync read it: its validators and what was derived from it. */
export interface StoredSourceFile {
  etag?: string;
  lastModified?: string;
  /** JSON-safe; the reader knows its shape (it wrote it). */
  derived: unknown;
}

/**
 * One docset's source files (objects.inv, sitemaps, llms.txt), by the URL they were asked at.
 * `format` names the shape of `derived` and the code that derived it: change it whenever either
 * changes, or caches would keep what an older build derived for as long as the file stays the same.
 */
export interface SourceFiles {
  /** Undefined also when the stored file was derived in another format. */
  read(url: string, format: string): StoredSourceFile | undefined;
  write(url: string, format: string, file: StoredSourceFile): void;
}

export function sourceFiles(db: Database, docsetId: string): SourceFiles {
  return {
    read(url, format) {
      const row = statement(
        db,
        `SELECT format, etag, last_modified AS lastModified, codec, derived FROM source_files
           WHERE docset_id = ? AND url = ?`,
      ).get(docsetId, url) as
        | {
            format: string;
            etag: string | null;
            lastModified: string | null;
            codec: string;
            derived: Buffer;
          }
        | undefined;
      if (row === undefined || row.format !== format) return undefined;
      let derived: unknown;
      try {
        derived = JSON.parse(decompress(row.codec, row.derived).toString('utf8'));
      } catch {
        return undefined; // unreadable: the file is asked for again, unconditionally
      }
      return {
        ...(row.etag === null ? {} : { etag: row.etag }),
        ...(row.lastModified === null ? {} : { lastModified: row.lastModified }),
        derived,
      };
    },
    write(url, format, file) {
      statement(
        db,
        `INSERT INTO source_files (docset_id, url, format, etag, last_modified, codec, derived)
           VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (docset_id, url) DO UPDATE SET format = excluded.format, etag = excluded.etag,
           last_modified = excluded.last_modified, codec = excluded.codec, derived = excluded.derived`,
      ).run(
        docsetId,
        url,
        format,
        file.etag ?? null,
        file.lastModified ?? null,
        CODEC,
        compress(JSON.stringify(file.derived)),
      );
    },
  };
}
