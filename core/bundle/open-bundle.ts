import Database from 'better-sqlite3';
import type { Database as Db } from 'better-sqlite3';
import { copyFileSync, mkdtempSync, rmSync, statfsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BundleError } from './bundle-error.ts';
import type { BundleManifest } from './bundle-manifest.ts';
import { parseManifest } from './bundle-manifest.ts';
import {
  BUNDLE_FORMAT,
  describeSchemaDifference,
  expectedSchema,
  readSchema,
} from './bundle-schema.ts';
import { checkBundleHeader } from './check-bundle-header.ts';
import { verifyChecksum } from './file-checksum.ts';
import { removeStaleStaging, stagingPrefix } from './stale-staging.ts';

export interface OpenedBundle {
  /** Read-only connection to the validated staging copy. */
  db: Db;
  manifest: BundleManifest;
  bytes: number;
  close(): void;
}

/**
 * Validates a bundle completely before anything reads its rows, on a private copy (so what was
 * checked is what gets merged, whatever happens to the original meanwhile): SQLite header, then
 * SQLite's own integrity check, the exact schema, the format version, the manifest and the
 * whole-file checksum. The connection is read-only with trusted_schema off, cell size checks on
 * and no mmap, as SQLite advises for files from elsewhere. Copies
 * left by killed imports are removed first (stale-staging.ts).
 */
export function openBundle(file: string): OpenedBundle {
  let bytes: number;
  try {
    bytes = statSync(file).size;
  } catch {
    throw new BundleError('no such file');
  }
  removeStaleStaging(tmpdir());
  const dir = mkdtempSync(join(tmpdir(), stagingPrefix()));
  try {
    const free = statfsSync(dir);
    if (free.bavail * free.bsize < bytes) {
      throw new BundleError(`not enough free space in ${tmpdir()} to check it (${bytes} bytes)`);
    }
    const staged = join(dir, 'bundle.db');
    copyFileSync(file, staged);
    const header = checkBundleHeader(staged);
    const db = new Database(staged, { readonly: true, fileMustExist: true });
    try {
      db.pragma('trusted_schema = OFF');
      db.pragma('cell_size_check = ON');
      db.pragma('mmap_size = 0');
      const manifest = validate(db, staged, header.schemaVersion);
      return {
        db,
        manifest,
        bytes,
        close() {
          db.close();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    } catch (error) {
      db.close();
      throw error;
    }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    if (error instanceof BundleError) throw error;
    // SQLite's own refusals (SQLITE_CORRUPT, SQLITE_NOTADB) name the damage better than we can.
    throw new BundleError(`it is damaged (${(error as Error).message})`, { cause: error });
  }
}

function validate(db: Db, staged: string, schemaVersion: number): BundleManifest {
  const problems = db.pragma('integrity_check') as Array<{ integrity_check: string }>;
  if (problems.length !== 1 || problems[0]!.integrity_check !== 'ok') {
    throw new BundleError(`it is damaged (SQLite: ${problems[0]?.integrity_check ?? 'no answer'})`);
  }
  const schema = readSchema(db);
  const manifestTable = schema.find((r) => r.type === 'table' && r.name === 'bundle_manifest');
  if (!manifestTable) {
    throw new BundleError(
      schema.some((r) => r.name === 'pages')
        ? 'it is a Folio cache, not a bundle: make a bundle with folio export'
        : 'it is not a Folio bundle',
    );
  }
  const wanted = expectedSchema(schemaVersion).find((r) => r.name === 'bundle_manifest');
  if (manifestTable.sql !== wanted?.sql) {
    throw new BundleError('its layout is not one this Folio knows (made by a newer Folio?)');
  }
  // The format is read before the rest of the schema is compared, so a bundle from a newer Folio
  // is named as such rather than as "unexpected table".
  const rows = db.prepare('SELECT format, checksum, manifest FROM bundle_manifest').all() as Array<{
    format: number;
    checksum: string;
    manifest: string;
  }>;
  const row = rows[0];
  if (rows.length !== 1 || !row) throw new BundleError('it has no manifest');
  if (row.format > BUNDLE_FORMAT) {
    throw new BundleError(
      `it is in bundle format ${row.format}, newer than this Folio reads (${BUNDLE_FORMAT}): update Folio`,
    );
  }
  if (row.format < 1) throw new BundleError(`its bundle format ${row.format} is not valid`);
  // Damage is named as damage: the checksum goes before the checks a random flip would also fail.
  verifyChecksum(staged, row.checksum);
  // A checksum is no signature: whoever rewrites a bundle can reseal it, so the schema allowlist
  // still stands between a crafted file and the merge.
  const difference = describeSchemaDifference(schema, schemaVersion);
  if (difference) throw new BundleError(`its schema is not a Folio bundle's (${difference})`);
  return parseManifest(row.manifest);
}
