import type { Database } from 'better-sqlite3';
import { sourceFiles } from './source-files.ts';

/**
 * Where the cached pages a crawl kept without asking for them are listed, with why (robots.txt
 * now forbids them): one record beside the docset's source files, rewritten by every run, so it
 * always names the last run's pages and `folio status` can say which copies are not fresh.
 */
const HELD_PAGES = { url: 'folio:held-pages', format: 'held pages/1' };

/** Held pages as the last run listed them: page key → reason. */
export type HeldPages = Record<string, string>;

export function writeHeldPages(
  db: Database,
  docsetId: string,
  held: { keys: readonly string[]; reason: string },
): void {
  const derived: HeldPages = Object.fromEntries(held.keys.map((key) => [key, held.reason]));
  sourceFiles(db, docsetId).write(HELD_PAGES.url, HELD_PAGES.format, { derived });
}

export function readHeldPages(db: Database, docsetId: string): HeldPages {
  const file = sourceFiles(db, docsetId).read(HELD_PAGES.url, HELD_PAGES.format);
  return (file?.derived as HeldPages | undefined) ?? {};
}
