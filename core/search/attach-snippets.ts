import type { Database } from 'better-sqlite3';
import { unpackTexts } from '../store/pack-page.ts';
import { statement } from '../store/statement.ts';
import { makeSnippet } from './make-snippet.ts';

/**
 * Where a hit's text lives: the page and the section's place in it. Without `ord` (a glossary
 * term's anchor is inside the glossary's one section) the first section naming a term is used.
 */
export interface SnippetSource {
  pageId: number;
  ord?: number;
}

/**
 * Fills in the snippets of the hits that will be shown, and only those: unpacking a page's text
 * is most of a search's cost, so it waits until ranking, version folding and the limit have
 * decided which hits remain. A page with several hits is unpacked once.
 */
export function attachSnippets(
  db: Database,
  hits: ReadonlyArray<{ snippet: string; source?: SnippetSource }>,
  terms: readonly string[],
): void {
  const body = statement(db, 'SELECT codec, body FROM pages WHERE id = ?');
  const texts = new Map<number, string[]>();
  for (const hit of hits) {
    if (!hit.source) continue;
    const { pageId, ord } = hit.source;
    let pageTexts = texts.get(pageId);
    if (!pageTexts) {
      const row = body.get(pageId) as { codec: string; body: Buffer } | undefined;
      pageTexts = row ? unpackTexts(row.codec, row.body) : [];
      texts.set(pageId, pageTexts);
    }
    const text =
      ord !== undefined
        ? pageTexts[ord]
        : (pageTexts.find((t) => terms.some((term) => t.toLowerCase().includes(term))) ??
          pageTexts[0]);
    (hit as { snippet: string }).snippet = makeSnippet(text ?? '', terms);
  }
}
