import { UnknownDocsetError } from './unknown-docset-error.ts';
import type { Cache } from '../store/open-cache.ts';
import { collapseVersions } from './collapse-versions.ts';
import { docsetToken } from '../store/docset-token.ts';
import { attachSnippets } from './attach-snippets.ts';
import type { SnippetSource } from './attach-snippets.ts';
import { foldTerm } from './make-snippet.ts';
import { parseScopedQuery } from './parse-scoped-query.ts';
import { rankSections } from './rank-sections.ts';
import { statement } from '../store/statement.ts';
import { secondaryPageIds } from '../store/secondary-pages.ts';
import { findSymbols } from '../store/symbols.ts';
import { symbolKind } from './symbol-kind.ts';
import { toFtsQuery } from './to-fts-query.ts';

export interface SearchHit {
  docset: string;
  title: string;
  url: string;
  /** The section's anchor ('' for the top of the page). */
  anchor: string;
  heading: string;
  /** HTML: escaped text with the matched words in <mark>. */
  snippet: string;
  /** bm25: lower is better. */
  score: number;
  /** When the page was last fetched whole (ISO): how old what the hit says may be. */
  fetchedAt: string;
  /**
   * Set when the hit is an API symbol named exactly as the query (objects.inv): its Sphinx role
   * (`py:class`) and what that reads as on a badge (`class`).
   */
  symbol?: { role: string; kind: string };
  /** The docs version of the page (`latest`, `2.4.0`), when the site names one in its path. */
  version?: string;
  /**
   * Other versions of the docset (the `versions` override) where the same section was found too:
   * folded into this hit rather than listed again. The hit itself is the docset's own version's.
   */
  otherVersions?: string[];
}

export interface SearchOptions {
  query: string;
  /** Restrict to these docset ids, on top of any `id:` prefix in the query. */
  docsets?: readonly string[];
  limit?: number;
}

/**
 * Hits on secondary pages (an llms.txt's Optional section) after the others, each group in its
 * own order: those pages are mirrored to be found, not to crowd out the docset's own.
 */
function secondaryLast(db: Cache['db'], hits: Candidate[]): Candidate[] {
  const secondary = secondaryPageIds(
    db,
    hits.flatMap((h) => (h.source ? [h.source.pageId] : [])),
  );
  if (secondary.size === 0) return hits;
  const isSecondary = (h: Candidate) => h.source !== undefined && secondary.has(h.source.pageId);
  return [...hits.filter((h) => !isSecondary(h)), ...hits.filter(isSecondary)];
}

/** A hit before its snippet is made: where its text is, if it has a section. */
type Candidate = SearchHit & { source?: SnippetSource };

export { UnknownDocsetError } from './unknown-docset-error.ts';

export function searchCache(cache: Cache, options: SearchOptions): SearchHit[] {
  const { db } = cache;
  const ids = statement(db, 'SELECT id FROM docsets').pluck().all() as string[];
  const scoped = parseScopedQuery(options.query, ids);
  if (scoped.unknown.length > 0) {
    throw new UnknownDocsetError(`unknown docset: ${scoped.unknown.join(', ')}`);
  }
  for (const id of options.docsets ?? []) {
    if (!ids.includes(id)) throw new UnknownDocsetError(`unknown docset: ${id}`);
  }
  const match = toFtsQuery(scoped.query);
  if (match === null) return [];
  const docsets = [...scoped.docsets, ...(options.docsets ?? [])];
  // Docset tokens are hex plus a digit: nothing in them needs escaping.
  const scope = docsets.length
    ? `{docset} : (${[...new Set(docsets)].map(docsetToken).join(' OR ')}) AND `
    : '';
  const limit = Math.max(1, Math.min(options.limit ?? 20, 200));
  const symbols = findSymbols(db, scoped.query.trim()).filter(
    (s) => docsets.length === 0 || docsets.includes(s.docset),
  );
  const symbolHits: SearchHit[] = symbols.map((s) => ({
    docset: s.docset,
    title: s.title,
    url: s.url,
    anchor: s.anchor,
    heading: s.heading,
    snippet: '',
    // Below any bm25 score (those are small negatives), and still a finite JSON number.
    score: -1e9,
    fetchedAt: s.fetchedAt,
    symbol: { role: s.role, kind: symbolKind(s.role) },
  }));
  // Room for the copies of a section in other versions, folded away below.
  const ranked = rankSections(db, match, scope, Math.min(limit * 2, 400));
  const detail = statement(
    db,
    `SELECT s.ord, s.anchor, s.heading, p.id AS pageId, p.docset_id AS docset, p.title, p.url,
       p.version, p.fetched_at AS fetchedAt
     FROM sections s JOIN pages p ON p.id = s.page_id WHERE s.id = ?`,
  );
  const sectionHits = ranked.flatMap(({ id, score }): Candidate[] => {
    const row = detail.get(id) as
      | {
          ord: number;
          anchor: string;
          heading: string;
          pageId: number;
          docset: string;
          title: string;
          url: string;
          version: string | null;
          fetchedAt: string;
        }
      | undefined;
    if (!row) return [];
    return [
      {
        docset: row.docset,
        title: row.title,
        url: row.url,
        anchor: row.anchor,
        heading: row.heading,
        snippet: '',
        score,
        fetchedAt: row.fetchedAt,
        ...(row.version === null ? {} : { version: row.version }),
        source: { pageId: row.pageId, ord: row.ord },
      },
    ];
  });
  // A symbol's own anchor comes first; its section is not listed a second time, but lends the
  // symbol its snippet.
  const byAnchor = new Map(sectionHits.map((h) => [`${h.url}#${h.anchor}`, h]));
  const symbolCandidates: Candidate[] = symbolHits.map((hit) => ({
    ...hit,
    source: byAnchor.get(`${hit.url}#${hit.anchor}`)?.source,
  }));
  const taken = new Set(symbolHits.map((h) => `${h.url}#${h.anchor}`));
  const sections = secondaryLast(
    db,
    collapseVersions(db, sectionHits).filter((h) => !taken.has(`${h.url}#${h.anchor}`)),
  );
  const shown = [...symbolCandidates, ...sections].slice(0, limit);
  const terms = [...scoped.query.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => foldTerm(m[0]));
  attachSnippets(db, shown, terms);
  return shown.map(({ source: _source, ...hit }) => hit);
}
