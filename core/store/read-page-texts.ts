import type { Database } from 'better-sqlite3';
import { unpackTexts } from './pack-page.ts';
import { statement } from './statement.ts';

/**
 * The section texts of a docset's live pages, one page at a time: what a page says, whatever
 * URL it is under (comparing llms-full.txt pieces with the pages fetched one by one).
 */
export function* readPageTexts(
  db: Database,
  docsetId: string,
): Generator<{ url: string; texts: string[] }> {
  const rows = statement(
    db,
    `SELECT url, codec, body FROM pages WHERE docset_id = ? AND status = 'ok' ORDER BY id`,
  ).iterate(docsetId) as IterableIterator<{ url: string; codec: string; body: Buffer }>;
  for (const row of rows) yield { url: row.url, texts: unpackTexts(row.codec, row.body) };
}
