import type { Database } from 'better-sqlite3';
import { docsetToken } from './docset-token.ts';
import { contentUrls } from './content-urls.ts';
import { unpackPage } from './pack-page.ts';
import { searchRows } from './search-rows.ts';
import { INSERT_FTS, INSERT_HEADING } from './deferred-index.ts';

/**
 * Refills the search index from the pages' packed text, when a migration replaced it (the index
 * is contentless: it cannot be copied, only rebuilt). One transaction: a cache closed half-way
 * still has the flag and rebuilds on the next open. A page whose text is unreadable keeps its
 * place but is not searchable, rather than stopping the whole cache from opening.
 */
export function rebuildSearchIndexIfNeeded(db: Database): void {
  const flag = db.prepare("SELECT value FROM cache_info WHERE key = 'fts_rebuild'").pluck();
  if (flag.get() === undefined) return;
  // Ids first: better-sqlite3 cannot write while a read on the same connection is open, and one
  // page at a time keeps memory flat on a large cache.
  const ids = db.prepare("SELECT id FROM pages WHERE status = 'ok' ORDER BY id").pluck();
  const page = db.prepare(
    'SELECT id, docset_id AS docset, title, codec, body FROM pages WHERE id = ?',
  );
  const sections = db.prepare(
    'SELECT id, heading, level FROM sections WHERE page_id = ? ORDER BY ord',
  );
  const insert = db.prepare(INSERT_FTS);
  const insertHeading = db.prepare(INSERT_HEADING);
  db.transaction(() => {
    db.prepare("INSERT INTO sections_fts (sections_fts) VALUES ('delete-all')").run();
    db.prepare("INSERT INTO headings_fts (headings_fts) VALUES ('delete-all')").run();
    for (const id of ids.all() as number[]) {
      const row = page.get(id) as PageRow;
      let texts: string[];
      let html: string;
      try {
        ({ texts, html } = unpackPage(row.codec, row.body));
      } catch {
        continue;
      }
      const rows = sections.all(id) as Array<{ id: number; heading: string; level: number }>;
      const token = docsetToken(row.docset);
      const indexed = {
        title: row.title,
        sections: rows.map((s, ord) => ({ ...s, text: texts[ord] ?? '' })),
        // Counted as writePage counts them: the content's links, which its HTML has.
        linkCount: contentUrls(html).links.length,
      };
      for (const r of searchRows(indexed)) {
        insert.run(rows[r.ord]!.id, token, r.heading, r.context, r.body);
        insertHeading.run(rows[r.ord]!.id, token, r.heading);
      }
    }
    db.prepare("DELETE FROM cache_info WHERE key = 'fts_rebuild'").run();
  }).immediate();
}

interface PageRow {
  id: number;
  docset: string;
  title: string;
  codec: string;
  body: Buffer;
}
