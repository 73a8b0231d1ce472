import type { Database } from 'better-sqlite3';
import { readSectionDetails } from '../store/section-details.ts';
import type { SectionDetail } from '../store/section-details.ts';
import { statement } from '../store/statement.ts';
import { namedInSentence } from './named-in-sentence.ts';
import type { RankedSection } from './rank-sections.ts';
import { asksAboutChanges, isReleaseNotes } from './release-notes.ts';
import type { SentenceQuery } from './sentence-query.ts';
import { inTextColumns } from './text-columns.ts';

/** Sections read to count a term: past this it is common, and its weight barely moves. */
const DF_CAP = 5000;

/** The rare terms that pick the candidates may match this many sections together. */
const CANDIDATE_ROWS = 6000;

/** Sections ranked by bm25 on the rare terms, then scored on all of them. */
const CANDIDATES = 300;

const COUNT = `SELECT count(*) FROM (SELECT 1 FROM sections_fts WHERE sections_fts MATCH ? LIMIT ${DF_CAP})`;

const BM25 = `SELECT rowid AS id, bm25(sections_fts, 0.0, 10.0, 2.0, 1.0) AS score
  FROM sections_fts WHERE sections_fts MATCH ? ORDER BY score LIMIT ${CANDIDATES}`;

const HOLDING = `SELECT rowid FROM sections_fts WHERE sections_fts MATCH ?
  AND rowid IN (SELECT value FROM json_each(?))`;

const HEADING_HOLDING = `SELECT rowid FROM headings_fts WHERE headings_fts MATCH ?
  AND rowid IN (SELECT value FROM json_each(?))`;

/**
 * Weights of the score (sentenceScore): the share of the query's rarity a section's text holds
 * counts most, its own heading's share next; a page an API name in the sentence points at, and
 * that name's own entry above all, are pulled up; bm25 only orders what is otherwise alike.
 */
const WEIGHT = { heading: 0.6, namedPage: 0.25, namedEntry: 0.45, bm25: 0.15 };

/** What a changelog's score is multiplied by when the question is not about a change. */
const RELEASE_NOTES = 0.6;

/**
 * The sections answering a question asked as a sentence, best first. Every word is weighed by how
 * rare it is in the cache (idf), and a section needs most of the weight, not every word: a
 * question's words are the asker's, and the section that answers says some of them differently.
 * The rarest words choose the candidates (bm25 over their OR, so a common word's doclist is not
 * scored), then each candidate is scored on all the words, on the API names the sentence
 * mentions, and is lowered when it is release notes. `scope` is an FTS5 expression ANDed in front.
 */
export function rankSentence(
  db: Database,
  query: SentenceQuery,
  scope: string,
  docsets: readonly string[],
  limit: number,
): RankedSection[] {
  const total = Math.max(1, statement(db, 'SELECT count(*) FROM sections').pluck().get() as number);
  const count = statement(db, COUNT).pluck();
  const terms = query.terms
    .map((term) => ({ term, df: count.get(inTextColumns(TEXT, quote(term))) as number }))
    .filter((t) => t.df > 0)
    .map((t) => ({ ...t, idf: Math.log(1 + total / t.df) }))
    .sort((a, b) => a.df - b.df);
  if (terms.length === 0) return [];
  const selective: string[] = [];
  let rows = 0;
  for (const t of terms) {
    if (selective.length > 0 && rows + t.df > CANDIDATE_ROWS) break;
    selective.push(t.term);
    rows += t.df;
  }
  const match = `${scope}${inTextColumns(TEXT, selective.map(quote).join(' OR '))}`;
  const ranked = statement(db, BM25).all(match) as Array<{ id: number; score: number }>;
  const bm25 = new Map(ranked.map((r) => [r.id, r.score]));

  const named = namedInSentence(db, query.words, docsets);
  const namedPages = new Map<number, number>();
  const namedEntries = new Map<number, number>();
  const idfOf = (word: string) => terms.find((t) => t.term === word)?.idf;
  const maxIdf = terms[0]!.idf;
  for (const n of named) {
    // A plain word that is also an API name ("list", "copy") is only as sure as it is rare.
    const sure = n.written ? 1 : Math.min(1, (idfOf(n.word) ?? maxIdf) / maxIdf);
    namedPages.set(n.symbol.pageId, Math.max(namedPages.get(n.symbol.pageId) ?? 0, sure));
    const own = sectionAt(db, n.symbol.pageId, n.symbol.ord);
    if (own !== undefined) namedEntries.set(own, Math.max(namedEntries.get(own) ?? 0, sure));
  }
  const ids = [...new Set([...bm25.keys(), ...namedEntries.keys()])];
  if (ids.length === 0) return [];
  const details = inScope(readSectionDetails(db, ids), docsets);
  const candidates = details.map((d) => d.id);
  const json = JSON.stringify(candidates);
  const weightAll = terms.reduce((sum, t) => sum + t.idf, 0);
  const held = new Map<number, number>();
  const headed = new Map<number, number>();
  for (const t of terms) {
    for (const id of statement(db, HOLDING)
      .pluck()
      .all(inTextColumns(TEXT, quote(t.term)), json)) {
      held.set(id as number, (held.get(id as number) ?? 0) + t.idf);
    }
    for (const id of statement(db, HEADING_HOLDING)
      .pluck()
      .all(`heading : ${quote(t.term)}`, json)) {
      headed.set(id as number, (headed.get(id as number) ?? 0) + t.idf);
    }
  }
  const best = Math.min(0, ...bm25.values());
  const aboutChanges = asksAboutChanges(query.words);
  const releaseNotes = aboutChanges ? new Set<number>() : releaseNotesPages(db, details);
  const scored = details.map((d) => {
    const score =
      ((held.get(d.id) ?? 0) + WEIGHT.heading * (headed.get(d.id) ?? 0)) / weightAll +
      WEIGHT.namedPage * (namedPages.get(d.pageId) ?? 0) +
      WEIGHT.namedEntry * (namedEntries.get(d.id) ?? 0) +
      WEIGHT.bm25 * (best < 0 ? (bm25.get(d.id) ?? 0) / best : 0);
    return { id: d.id, value: releaseNotes.has(d.pageId) ? score * RELEASE_NOTES : score };
  });
  scored.sort((a, b) => b.value - a.value || a.id - b.id);
  return scored.slice(0, limit).map((s) => ({ id: s.id, score: -s.value, tier: 'all' }));
}

const TEXT = '{heading context body}';

function quote(term: string): string {
  return `"${term.replaceAll('"', '""')}"`;
}

/** The section an API entry starts, else its page's first. */
function sectionAt(db: Database, pageId: number, ord: number | null): number | undefined {
  const row = statement(
    db,
    'SELECT id FROM sections WHERE page_id = ? AND ord >= ? ORDER BY ord LIMIT 1',
  )
    .pluck()
    .get(pageId, ord ?? 0);
  return row as number | undefined;
}

function inScope(details: SectionDetail[], docsets: readonly string[]): SectionDetail[] {
  return docsets.length === 0 ? details : details.filter((d) => docsets.includes(d.docset));
}

/** Which of the candidates' pages are release notes, read from their titles, URLs and headings. */
function releaseNotesPages(db: Database, details: readonly SectionDetail[]): Set<number> {
  const pages = new Map(details.map((d) => [d.pageId, d]));
  const headings = new Map<number, string[]>();
  const rows = statement(
    db,
    'SELECT page_id AS pageId, heading FROM sections WHERE page_id IN (SELECT value FROM json_each(?))',
  ).all(JSON.stringify([...pages.keys()])) as Array<{ pageId: number; heading: string }>;
  for (const r of rows) headings.set(r.pageId, [...(headings.get(r.pageId) ?? []), r.heading]);
  const found = new Set<number>();
  for (const [pageId, d] of pages) {
    if (isReleaseNotes({ title: d.title, url: d.url, headings: headings.get(pageId) ?? [] })) {
      found.add(pageId);
    }
  }
  return found;
}
