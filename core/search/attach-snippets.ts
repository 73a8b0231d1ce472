import type { Database } from 'better-sqlite3';
import { makeSnippet } from './make-snippet.ts';
import { snippetText } from './snippet-texts.ts';
import type { SnippetSource } from './snippet-texts.ts';

export type { SnippetSource } from './snippet-texts.ts';

/**
 * Fills in the snippets of the hits that will be shown, and only those: unpacking a page's text
 * is most of a search's cost, so it waits until ranking, version folding and the limit have
 * decided which hits remain. A page with several hits is unpacked once (see snippetText).
 */
export function attachSnippets(
  db: Database,
  hits: ReadonlyArray<{ snippet: string; source?: SnippetSource }>,
  terms: readonly string[],
): void {
  const unpacked = new Map<number, string[]>();
  for (const hit of hits) {
    if (!hit.source) continue;
    const text = snippetText(db, hit.source, terms, unpacked);
    (hit as { snippet: string }).snippet = makeSnippet(text, terms);
  }
}
