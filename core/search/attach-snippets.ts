import type { Database } from 'better-sqlite3';
import { makeSnippet } from './make-snippet.ts';
import { pageTexts } from './page-texts-cache.ts';

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
 * decided which hits remain. A page with several hits is unpacked once (see pageTexts).
 */
export function attachSnippets(
  db: Database,
  hits: ReadonlyArray<{ snippet: string; source?: SnippetSource }>,
  terms: readonly string[],
): void {
  for (const hit of hits) {
    if (!hit.source) continue;
    const { pageId, ord } = hit.source;
    const texts = pageTexts(db, pageId);
    const text =
      ord !== undefined
        ? texts[ord]
        : (texts.find((t) => terms.some((term) => t.toLowerCase().includes(term))) ?? texts[0]);
    (hit as { snippet: string }).snippet = makeSnippet(text ?? '', terms);
  }
}
