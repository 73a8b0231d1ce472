import type { Database } from 'better-sqlite3';
import { foldWord, headingWords } from '../store/heading-words.ts';
import { completeWord } from './complete-word.ts';
import { statement } from '../store/statement.ts';
import { inTextColumns } from './text-columns.ts';
import type { QueryTerms } from './to-fts-query.ts';
import { toFtsMatch, wordCount } from './to-fts-query.ts';

/**
 * A section's own heading weighs most, then where it sits (page title, parent headings), then its
 * text; the docset column only filters.
 */
const RANKED = `SELECT id, score FROM (
    SELECT rowid AS id, bm25(sections_fts, 1.0, 10.0, 2.0, 0.0) AS score
    FROM sections_fts WHERE sections_fts MATCH ? LIMIT ?
  ) ORDER BY score LIMIT ?`;

/**
 * At most this many matches are scored in the body tiers: the first ones in rowid order, which is
 * the crawl's, breadth-first from the entry page, so the sections nearest the docs' front. A query
 * of frequent words matched 19,000 of 99,000 sections, and scoring them all took 15-21 ms (3000:
 * 4 ms; two frequent words cost about 2.5 us a row); on the real Python docs (15,000 sections)
 * few queries reach the bound, and those are answered by their heading matches first: 1500 and
 * 1000 rank bench:search's 120 judged queries identically.
 */
const BOUND = 1000;

/** The same for the heading tier, whose rows are short: each costs less to score. */
const HEADED_BOUND = 1500;

/**
 * The first tier: the small index of headings alone (migration 9), same rowids, bounded like the
 * body tiers: a word many headings hold (a product's name, in every page title) matched 27,000 of
 * 99,000 headings, and scoring them all cost 20 ms a keystroke.
 */
const HEADED = `SELECT id, score FROM (
    SELECT rowid AS id, bm25(headings_fts, 1.0, 0.0) AS score
    FROM headings_fts WHERE headings_fts MATCH ? LIMIT ?
  ) ORDER BY score LIMIT ?`;

/** The columns of sections_fts the words are looked for in; docset only filters. */
const TEXT_COLUMNS = '{heading context body}';

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
 * few, read from a small index of headings alone, and fill the first page of results on their
 * own, so the full ranking runs only when they do not.
 *
 * `scope` is an FTS5 expression ANDed in front (the docset filter), or ''.
 */
export function rankSections(
  db: Database,
  query: QueryTerms,
  scope: string,
  limit: number,
): RankedSection[] {
  const found = rankOnce(db, query, scope, limit);
  const full = (rows: RankedSection[]) => rows.some((r) => r.tier !== 'partial');
  if (full(found) || !query.prefix) return found;
  // The word being typed may have run past the index's stem of it: every "optimizer" is indexed
  // as "optim", so "optimi" begins no term at all. Searched as the heading words it begins, in
  // their own spelling ("activati": activation, activations), or else a letter or two shorter.
  const last = query.terms[query.terms.length - 1] ?? '';
  const words = wordsBegun(db, last);
  if (words.length > 0) {
    const again = rankOnce(db, { ...query, completions: words }, scope, limit);
    if (full(again)) return again;
  }
  for (let cut = 1; cut <= STEM_OVERRUN && last.length - cut >= SHORTEST_STEM; cut++) {
    const shorter = { ...query, terms: [...query.terms.slice(0, -1), last.slice(0, -cut)] };
    delete shorter.completions;
    const again = rankOnce(db, shorter, scope, limit);
    if (full(again)) return again;
  }
  return found;
}

/**
 * How far a typed word may run past its stem: Porter turns "optimi(zer)" into "optim", "activa(te)"
 * into "activ" and "quantiza(tion)" into "quantiz", a letter or two before where the typing is;
 * cut further, a finished word ("lookahead" -> "look") would stand for another.
 */
const STEM_OVERRUN = 2;

/** Below this a cut prefix matches too much to stand for what was typed. */
const SHORTEST_STEM = 4;

/**
 * The heading words (unstemmed, headingWords) a typed prefix begins, those most headings hold
 * first. Only when a prefix found nothing: the vocabulary is read once per connection (a quarter
 * second at 100,000 sections), which a keystroke that finds results never pays.
 */
function wordsBegun(db: Database, prefix: string): string[] {
  const folded = foldWord(prefix);
  const begun: Array<[string, number]> = [];
  for (const entry of headingWords(db)) {
    if (entry[0].length > folded.length && entry[0].startsWith(folded)) begun.push(entry);
  }
  return begun
    .sort((a, b) => b[1] - a[1])
    .slice(0, COMPLETIONS)
    .map(([word]) => word);
}

function rankOnce(db: Database, query: QueryTerms, scope: string, limit: number): RankedSection[] {
  const match = toFtsMatch(query, 'AND_OR_JOINED');
  if (match === null) return [];
  const ranked = statement(db, RANKED);
  // The words are looked for in the text columns only (inTextColumns says when that needs a filter).
  const run = (expression: string, n: number, tier: Tier) =>
    (
      ranked.all(`${scope}${inTextColumns(TEXT_COLUMNS, expression)}`, BOUND, n) as Array<
        Omit<RankedSection, 'tier'>
      >
    ).map((r) => ({ ...r, tier }));
  const bodyQuery = bodyTerms(db, query);
  // The words written as one (LocalCluster) are looked for in headings only: in the body tier the
  // OR cost a third more for what the heading tier already finds.
  const bodyMatch = toFtsMatch(bodyQuery)!;
  const headed = statement(db, HEADED).all(
    `${scope}${inTextColumns('{heading}', match)}`,
    HEADED_BOUND,
    limit,
  ) as Array<Omit<RankedSection, 'tier'>>;
  const found: RankedSection[] = headed.map((r) => ({ ...r, tier: 'heading' }));
  const seen = new Set(found.map((r) => r.id));
  const addNew = (rows: RankedSection[]) => {
    for (const r of rows) {
      if (seen.has(r.id)) continue;
      seen.add(r.id);
      found.push(r);
    }
  };
  if (found.length < limit) addNew(run(bodyMatch, limit + found.length, 'all'));
  if (found.length < THIN && wordCount(query) > 1) {
    addNew(run(toFtsMatch(bodyQuery, 'OR')!, limit, 'partial'));
  }
  return found.slice(0, limit);
}

/** Heading words a word still being typed stands for in the body tiers. */
const COMPLETIONS = 5;

/**
 * The query the body tiers search. The word being typed is a prefix in the small heading index
 * only: without a prefix index FTS5 gathers a prefix's doclists in full before the first match,
 * and for a short or frequent one that was most of a keystroke's search ("zero sta*": 20 ms of
 * 26 at 100,000 sections, "be*" 60 ms). When it is a whole heading word already, it is searched
 * as that word (stemming still finds "stages"); else as itself or one of the heading terms it
 * most often begins ("sta": stage, start, state), each an exact term the index reads lazily, so
 * ranking stops at its bound. A prefix no heading term begins stays a prefix.
 */
function bodyTerms(db: Database, query: QueryTerms): QueryTerms {
  if (!query.prefix || query.completions) return query;
  const last = foldWord(query.terms[query.terms.length - 1] ?? '');
  if (isHeadingWord(db, last)) return { ...query, prefix: false };
  const completions = completeWord(db, last, COMPLETIONS);
  return completions.length ? { ...query, completions } : query;
}

/**
 * A heading holds this whole word: one lookup in the small heading index, where reading the
 * heading vocabulary costs a one-shot `folio search` 40 ms at 20,000 sections. Quoting is safe:
 * a query term has letters and digits only.
 */
function isHeadingWord(db: Database, word: string): boolean {
  const probe = statement(db, 'SELECT 1 FROM headings_fts WHERE headings_fts MATCH ? LIMIT 1');
  return probe.get(`heading : "${word}"`) !== undefined;
}
