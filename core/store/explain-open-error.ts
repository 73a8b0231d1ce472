/**
 * SQLite's "attempt to write a readonly database" is what both a reader of a WAL cache in a
 * read-only folder and a writer of a read-only cache get. Shared caches on read-only storage are
 * a supported use, so say what is going on and what to do.
 */
export function explainOpenError(error: unknown, file: string, readOnly: boolean): string {
  const { code, message } = error as { code?: unknown; message: string };
  if (readOnly && code === 'SQLITE_READONLY_DIRECTORY') {
    return (
      `${message}: it is in WAL mode and its folder is read-only, so SQLite cannot create ${file}-shm ` +
      'beside it. Share a cache on read-only storage as a bundle (folio export): bundles use ' +
      'journal_mode=DELETE and open read-only anywhere'
    );
  }
  if (!readOnly && typeof code === 'string' && code.startsWith('SQLITE_READONLY')) {
    return (
      `${message}: the cache or its folder is read-only. A read-only cache can be searched and ` +
      'read (search, show, status, serve), not synced or imported into'
    );
  }
  return message;
}
