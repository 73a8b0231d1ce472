import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { APPLICATION_ID, migrations } from '../store/migrations.ts';
import { BundleError } from './bundle-error.ts';
import { MIN_BUNDLE_SCHEMA } from './bundle-schema.ts';

const MAGIC = Buffer.from('SQLite format 3\u0000', 'latin1');

export interface BundleHeader {
  pageSize: number;
  pageCount: number;
  schemaVersion: number;
}

/**
 * Reads the 100-byte SQLite header (https://www.sqlite.org/fileformat2.html#the_database_header)
 * before SQLite parses anything, so the common refusals — not SQLite, another application's
 * database, a newer Folio, a truncated copy — get a plain answer, and a file SQLite would only
 * half-read never reaches it.
 */
export function checkBundleHeader(file: string): BundleHeader {
  const fd = openSync(file, 'r');
  const header = Buffer.alloc(100);
  let size: number;
  let read: number;
  try {
    size = fstatSync(fd).size;
    read = readSync(fd, header, 0, 100, 0);
  } finally {
    closeSync(fd);
  }
  if (read < 100 || !header.subarray(0, 16).equals(MAGIC)) {
    throw new BundleError('it is not a Folio bundle (not an SQLite database)');
  }
  if (header.readUInt32BE(68) !== APPLICATION_ID) {
    throw new BundleError("it is not a Folio bundle (another application's SQLite database)");
  }
  const schemaVersion = header.readUInt32BE(60);
  if (schemaVersion > migrations.length) {
    throw new BundleError(
      `it was made by a newer Folio (cache schema ${schemaVersion}; this Folio reads up to ${migrations.length}): update Folio`,
    );
  }
  if (schemaVersion < MIN_BUNDLE_SCHEMA) {
    throw new BundleError(
      'it is not a Folio bundle (no bundle layout): make one with folio export',
    );
  }
  if (header[18] !== 1 || header[19] !== 1) {
    // A bundle is written in rollback-journal mode; a WAL file is a live cache copied as is, and
    // part of its content may be in a -wal file that did not travel with it.
    throw new BundleError(
      'it is a Folio cache in WAL mode, not a bundle: make a bundle with folio export',
    );
  }
  const rawPageSize = header.readUInt16BE(16);
  const pageSize = rawPageSize === 1 ? 65536 : rawPageSize;
  const pageCount = header.readUInt32BE(28);
  const countValid = header.readUInt32BE(24) === header.readUInt32BE(92);
  if (pageSize < 512 || (pageSize & (pageSize - 1)) !== 0 || !countValid || pageCount === 0) {
    throw new BundleError('it is damaged (the SQLite header is inconsistent)');
  }
  if (header.readUInt32BE(52) !== 0) {
    // Caches have auto_vacuum (open-cache.ts); export turns it off in the bundles it writes.
    throw new BundleError(
      'it is a Folio cache, not a bundle (auto_vacuum is on): make a bundle with folio export',
    );
  }
  const expected = pageSize * pageCount;
  if (size < expected) {
    throw new BundleError(
      `it is truncated (${size} of ${expected} bytes): copy it again from the source`,
    );
  }
  if (size > expected) {
    throw new BundleError(`it is damaged (${size - expected} unexpected bytes after the database)`);
  }
  return { pageSize, pageCount, schemaVersion };
}
