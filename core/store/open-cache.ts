import Database from 'better-sqlite3';
import { accessSync, constants, mkdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { explainOpenError } from './explain-open-error.ts';
import { isBundle } from './is-bundle.ts';
import { APPLICATION_ID, migrate, migrations } from './migrations.ts';
import { rebuildSearchIndexIfNeeded } from './rebuild-search-index.ts';
import { foldLinksIfNeeded } from './fold-links.ts';

export interface Cache {
  readonly db: Database.Database;
  readonly file: string;
  readonly readOnly: boolean;
  close(): void;
}

export interface OpenCacheOptions {
  file: string;
  readOnly?: boolean;
  /**
   * A reader that finds a cache an older Folio wrote upgrades it first (a writer's open, once)
   * when it may write the file: a search after an update must not need a sync, which an
   * air-gapped machine cannot run. False for the reopen after that upgrade.
   */
  upgrade?: boolean;
}

/** SQLite releases before 3.51.3 carry the WAL-reset corruption bug. */
const MIN_SQLITE = [3, 51, 3] as const;

/**
 * Opens (and, for writers, creates and migrates) the cache. Every connection sets its pragmas
 * explicitly: `synchronous` is per connection and not stored in the file, so relying on a
 * default would make durability depend on who opened the file first.
 */
export function openCache(options: OpenCacheOptions): Cache {
  const readOnly = options.readOnly ?? false;
  try {
    checkPath(options.file, readOnly);
  } catch (error) {
    throw new Error(`cannot open cache ${options.file}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  if (!readOnly && options.file !== ':memory:')
    mkdirSync(dirname(options.file), { recursive: true });
  let db: Database.Database;
  let upgradeFirst = false;
  try {
    db = new Database(options.file, { readonly: readOnly, fileMustExist: readOnly });
  } catch (error) {
    throw new Error(`cannot open cache ${options.file}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  try {
    checkSqliteVersion(db);
    db.pragma('busy_timeout = 5000');
    // The mirror can always be re-synced, so NORMAL (durable at checkpoints, never corrupt) is
    // the right trade; WAL lets readers (search, serve) run while the single writer syncs.
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    if (!readOnly) {
      // Looked at before anything writes: a file Folio refuses is left exactly as it was.
      checkApplicationId(db, options.file);
      checkNotBundle(db, options.file);
      // A new cache hands the pages its syncs free back to the file system (see sync-docsets.ts):
      // FTS5 merges rewrite segments all through a sync, and what they free stayed in the file,
      // a tenth of a fresh cache. Only settable before the first table exists.
      if (db.pragma('user_version', { simple: true }) === 0) db.pragma('auto_vacuum = INCREMENTAL');
      db.pragma('journal_mode = WAL');
      db.pragma('journal_size_limit = 67108864');
      migrate(db);
      rebuildSearchIndexIfNeeded(db);
      foldLinksIfNeeded(db);
    } else {
      checkApplicationId(db, options.file);
      const version = db.pragma('user_version', { simple: true }) as number;
      if (version === 0) throw new Error(`it is empty: ${HOW_TO_FILL}`);
      // This build's queries need this build's schema (the search index changed shape in
      // migrations 8 and 9): upgrade where that is allowed, else say so rather than fail on a
      // missing column. A bundle is never migrated: that would break its checksum.
      if (version < migrations.length) {
        upgradeFirst = options.upgrade !== false && !isBundle(db) && mayWrite(options.file);
        if (upgradeFirst) db.close();
        else
          throw new Error(
            `it was written by an older Folio (schema ${version}, this build reads ${migrations.length}); ` +
              'open it once with a command that writes (folio sync, folio import) to upgrade it',
          );
      }
    }
  } catch (error) {
    db.close();
    throw new Error(
      `cannot use cache ${options.file}: ${explainOpenError(error, options.file, readOnly)}`,
      { cause: error },
    );
  }
  if (upgradeFirst) {
    openCache({ file: options.file }).close();
    return openCache({ ...options, upgrade: false });
  }
  return { db, file: options.file, readOnly, close: () => db.close() };
}

/** The file and its folder (where SQLite puts -wal and -shm) are writable by this process. */
function mayWrite(file: string): boolean {
  try {
    accessSync(file, constants.W_OK);
    accessSync(dirname(file), constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

const HOW_TO_FILL =
  'fill it with `folio sync`, or on a machine without a network with `folio import BUNDLE`';

/** What SQLite would only call "unable to open database file", said in words. */
function checkPath(file: string, readOnly: boolean): void {
  if (file === ':memory:') return;
  let stats;
  try {
    stats = statSync(file);
  } catch {
    if (readOnly) throw new Error(`there is no such file yet; ${HOW_TO_FILL}`);
    return;
  }
  if (stats.isDirectory()) {
    throw new Error(
      `it is a folder, not a cache file: pass the file (e.g. ${join(file, 'folio.db')})`,
    );
  }
}

function checkSqliteVersion(db: Database.Database): void {
  const version = (db.prepare('select sqlite_version() as v').get() as { v: string }).v;
  const parts = version.split('.').map(Number);
  for (let i = 0; i < MIN_SQLITE.length; i++) {
    const have = parts[i] ?? 0;
    if (have > MIN_SQLITE[i]!) return;
    if (have < MIN_SQLITE[i]!) throw new Error(`SQLite ${version} is too old (need ≥ 3.51.3)`);
  }
}

/**
 * A bundle opens read-only as a cache, so it is easily passed as --cache; opening it for writing
 * would switch it to WAL and make it a working cache that no longer matches its checksum.
 */
function checkNotBundle(db: Database.Database, file: string): void {
  if (!isBundle(db)) return;
  throw new Error(
    `${file} is a bundle (made by folio export), not a working cache: read it as it is ` +
      `(--cache ${file} with search, show, status or serve --read-only), or make a working ` +
      `cache from it (folio import ${file} --cache new.db)`,
  );
}

function checkApplicationId(db: Database.Database, file: string): void {
  const id = db.pragma('application_id', { simple: true }) as number;
  if (id !== 0 && id !== APPLICATION_ID) throw new Error(`${file} is not a Folio cache`);
  if (id === 0) {
    const tables = db
      .prepare("select count(*) as n from sqlite_schema where type = 'table'")
      .get() as {
      n: number;
    };
    if (tables.n > 0) throw new Error(`${file} is not a Folio cache`);
  }
}
