import type { Database } from 'better-sqlite3';
import { statement } from '../store/statement.ts';
import type { QueryTerms } from './to-fts-query.ts';
import { toFtsMatch, wordCount } from './to-fts-query.ts';

/**
 * A section's own heading weighs most, then where it sits (page title, parent headings), then its
 * text; the docset column only filters.
 */
const RANKED = `SELECT rowid AS id, bm25(sections_fts, 0.0, 10.0, 2.0, 1.0) AS score
  FROM sections_fts WHERE sections_fts MATCH ? ORDER BY score LIMIT ?`;

/** Fewer full matches than this and the best partial matches are added below them. */
const THIN = 5;

export type Tier = 'heading' | 'all' | 'partial';

export interface RankedSection {
  id: number;
  /** bm25: lower is better. */
  score: number;
  tier: Tier;
}

/**
 * The best sections for a query, in tiers: sections whose own heading holds every term, then
 * those holding every term anywhere, then, when those are few, sections holding some of the
 * terms (ranked by bm25, which favours the ones holding more). Ranking costs a bm25 evaluation per
 * matching row, and a common word matches a third of a 10,000-page cache; its heading matches are
 * few and fill the first page of results on their own, so the full ranking runs only when they do
 * not.
 *
 * `scope` is an FTS5 expression ANDed in front (the docset filter), or ''.
 */
export function rankSections(
  db: Database,
  query: QueryTerms,
  scope: string,
  limit: number,
): RankedSection[] {
  const match = toFtsMatch(query, 'AND_OR_JOINED');
  if (match === null) return [];
  const ranked = statement(db, RANKED);
  const run = (expression: string, n: number, tier: Tier) =>
    (ranked.all(`${scope}(${expression})`, n) as Array<Omit<RankedSection, 'tier'>>).map((r) => ({
      ...r,
      tier,
    }));
  const found = run(`{heading} : (${match})`, limit, 'heading');
  const seen = new Set(found.map((r) => r.id));
  const addNew = (rows: RankedSection[]) => {
    for (const r of rows) {
      if (seen.has(r.id)) continue;
      seen.add(r.id);
      found.push(r);
    }
  };
  if (found.length < limit) addNew(run(match, limit + found.length, 'all'));
  if (found.length < THIN && wordCount(query) > 1) {
    addNew(run(toFtsMatch(query, 'OR')!, limit, 'partial'));
  }
  return found.slice(0, limit);
}
