import Database from 'better-sqlite3';

/** The SQLite this build of better-sqlite3 carries, and its FTS5, which search cannot work without. */
export interface SqliteVersions {
  sqlite: string;
  /** FTS5 has no version number of its own: its source id (date and check-in), or null when absent. */
  fts5: string | null;
}

export function readSqliteVersions(): SqliteVersions {
  const db = new Database(':memory:');
  try {
    const { sqlite } = db.prepare('SELECT sqlite_version() AS sqlite').get() as { sqlite: string };
    let fts5: string | null = null;
    try {
      const row = db.prepare('SELECT fts5_source_id() AS id').get() as { id: string };
      // "fts5: 2026-10-16 14:45:20 555e07ef…": the date and a short check-in are enough to tell.
      const [date, time, hash] = row.id.replace(/^fts5:\s*/, '').split(' ');
      fts5 = [date, time, hash?.slice(0, 10)].filter(Boolean).join(' ');
    } catch {
      fts5 = null;
    }
    return { sqlite, fts5 };
  } finally {
    db.close();
  }
}
