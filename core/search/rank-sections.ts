import type { Database } from 'better-sqlite3';
import { statement } from '../store/statement.ts';

/** Title and headings weigh more than body text; the docset column only filters. */
const RANKED = `SELECT rowid AS id, bm25(sections_fts, 0.0, 10.0, 5.0, 1.0) AS score
  FROM sections_fts WHERE sections_fts MATCH ? ORDER BY score LIMIT ?`;

export interface RankedSection {
  id: number;
  /** bm25: lower is better. */
  score: number;
}

/**
 * The best sections for an FTS5 expression, in two tiers: sections whose title or headings hold
 * every term first, then the rest. Ranking costs a bm25 evaluation per matching row, and a common
 * word matches a third of a 10,000-page cache; its heading matches are few and fill the first
 * page of results on their own, so the full ranking runs only when they do not.
 *
 * `scope` is an FTS5 expression ANDed in front (the docset filter), or ''.
 */
export function rankSections(
  db: Database,
  match: string,
  scope: string,
  limit: number,
): RankedSection[] {
  const ranked = statement(db, RANKED);
  const headed = ranked.all(`${scope}({title headings} : (${match}))`, limit) as RankedSection[];
  if (headed.length >= limit) return headed;
  const seen = new Set(headed.map((r) => r.id));
  const rest = ranked.all(`${scope}(${match})`, limit + headed.length) as RankedSection[];
  return [...headed, ...rest.filter((r) => !seen.has(r.id))].slice(0, limit);
}
