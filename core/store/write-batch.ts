import type { Database } from 'better-sqlite3';
import { deferIndexing, endDeferring, flushIndex } from './deferred-index.ts';

export interface WriteBatch {
  /**
   * Opens the batch's transaction unless one is open: called before a page's first write. Each
   * page's own writes stay one nested transaction (a savepoint), so a page is never torn.
   */
  open(): void;
  /** A page and its run record are written: commits once the batch is full or old enough. */
  pageDone(): void;
  /** Commits whatever is open; a no-op when nothing is. */
  commit(): void;
}

export interface WriteBatchOptions {
  /** Pages per transaction. */
  maxPages?: number;
  /** Oldest a batch may get before the next finished page commits it, in ms. */
  maxMs?: number;
  now?: () => number;
}

/**
 * Many pages per transaction instead of one each: FTS5 flushes a segment and SQLite appends a WAL
 * commit per transaction, which cost more than the page's rows. A crash (even SIGKILL) loses at
 * most the pages of the open batch, which the next sync fetches again; a committed page is durable
 * and, being a savepoint inside the batch, whole. Commits come only after a page's run record, so
 * a page and the change recorded for it are committed together. The batch's search rows are
 * written just before its commit (deferred-index.ts says why).
 */
export function createWriteBatch(db: Database, options: WriteBatchOptions = {}): WriteBatch {
  const maxPages = options.maxPages ?? 100;
  const maxMs = options.maxMs ?? 250;
  const now = options.now ?? (() => performance.now());
  let pages = 0;
  let openedAt = 0;
  let ours = false;

  const commit = (): void => {
    if (!ours) return;
    ours = false;
    pages = 0;
    try {
      // SQLite ends a transaction itself on some errors (a full disk); there is nothing to commit.
      if (db.inTransaction) {
        flushIndex(db);
        db.exec('COMMIT');
      }
    } catch (error) {
      // Pages without their index rows must not be committed: the batch goes, the run sees why.
      if (db.inTransaction) db.exec('ROLLBACK');
      throw error;
    } finally {
      endDeferring(db);
    }
  };
  return {
    open() {
      // Inside someone else's transaction the page is theirs to commit.
      if (db.inTransaction) return;
      db.exec('BEGIN');
      ours = true;
      openedAt = now();
      deferIndexing(db);
    },
    pageDone() {
      if (!ours) return;
      pages++;
      if (pages >= maxPages || now() - openedAt >= maxMs) commit();
    },
    commit,
  };
}
