import type { Database } from 'better-sqlite3';
import { readSectionDetails } from '../store/section-details.ts';
import type { SectionDetail } from '../store/section-details.ts';
import { statement } from '../store/statement.ts';
import { gluedTerms } from './glued-words.ts';
import { leadShares } from './lead-shares.ts';
import { mentionedEntries } from './mentioned-entries.ts';
import { entrySection, namedInSentence } from './named-in-sentence.ts';
import type { NamedInSentence } from './named-in-sentence.ts';
import { oneStemOnce } from './one-stem-once.ts';
import type { RankedSection } from './rank-sections.ts';
import { asksAboutChanges } from './release-notes.ts';
import { releaseNotesPages } from './release-notes-pages.ts';
import { repeatedEntries } from './repeated-entries.ts';
import type { SentenceQuery } from './sentence-query.ts';
import { inTextColumns } from './text-columns.ts';

/** Sections read to count a term: past this it is common, and its weight barely moves. */
const DF_CAP = 5000;

/** The rare terms that pick the candidates may match this many sections together. */
const CANDIDATE_ROWS = 3000;

/** Sections ranked by bm25 on the rare terms, then scored on all of them. */
const CANDIDATES = 200;

const COUNT = `SELECT count(*) FROM (SELECT 1 FROM sections_fts WHERE sections_fts MATCH ? LIMIT ${DF_CAP})`;

const BM25 = `SELECT rowid AS id, bm25(sections_fts, 1.0, 10.0, 2.0, 0.0) AS score
  FROM sections_fts WHERE sections_fts MATCH ? ORDER BY score LIMIT ${CANDIDATES}`;

/**
 * Every section holding a term, intersected with the candidates in JS: with `rowid IN (…)` FTS5
 * runs the MATCH once per candidate (20-30 ms a term for 300 of them), where a whole doclist of
 * rowids reads in a millisecond or two.
 */
const HOLDING = 'SELECT rowid FROM sections_fts WHERE sections_fts MATCH ?';

const HEADING_HOLDING = 'SELECT rowid FROM headings_fts WHERE headings_fts MATCH ?';

/**
 * A name in more than this share of sections is the docs' subject, not the question's: "list" and
 * "copy" are words, and a Dask question's "DataFrame" is what every Dask page is about. Rarer
 * names ("csv", "gather", "DictReader") point at their own pages.
 */
const NAME_SHARE = 0.03;

/** The fewest words a question is scored on, however common they are. */
const MIN_TERMS = 2;

/**
 * Weights of the score: the share of the query's rarity a section's own text holds counts most,
 * its own heading's share next (a word glued into an API name there too, glued-words.ts), words
 * only its page title or parent headings hold (every section of the page has those) much less;
 * two words typed together and said together in the section ("decimal places") add a little of
 * their rarity again; a page an API name in the sentence points at, and that name's own entry
 * above all, are pulled up; so is an entry the best sections name where they say what is asked
 * (mentioned-entries.ts), and a section whose opening words say it (lead-shares.ts); bm25 only
 * orders what is otherwise alike. The two last were weighed on bench:agents' tune and held sets
 * (mentions 0.4-1.0 and openings 0.3-1.2 tried); a search over all of them (2026-12-04) found no
 * value better by more than two questions.
 */
const WEIGHT = {
  context: 0.3,
  heading: 0.6,
  phrase: 0.15,
  namedPage: 0.25,
  namedEntry: 0.45,
  mentioned: 0.8,
  lead: 0.3,
  bm25: 0.5,
};

/** The best sections read for the API names they mention (mentioned-entries.ts). */
const REFERRERS = 8;

/** The best sections whose opening words are read (lead-shares.ts). */
const LEADS_READ = 20;

/** A section as scored for the question. */
interface Scored {
  id: number;
  pageId: number;
  ord: number;
  docset: string;
  heading: string;
  matched: number;
  value: number;
}

/**
 * What a number's rarity counts for: in a question it is mostly an example value ("2023-01-31",
 * "port 8080"), rare in the docs and matched by whatever section happens to hold it (the 31 of
 * `date.max`'s `date(MAXYEAR, 12, 31)` ranked first for parsing a date string).
 */
const NUMBER_WEIGHT = 0.25;

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
  const dfOf = (match: string) => count.get(inTextColumns(TEXT, match)) as number;
  const counted = oneStemOnce(
    writtenAsOne(query, dfOf)
      .map((t) => ({ ...t, df: dfOf(t.match) }))
      .filter((t) => t.df > 0),
    dfOf,
    DF_CAP,
  )
    .map((t) => ({
      ...t,
      idf: Math.log(1 + total / t.df) * (/^\d+$/u.test(t.term) ? NUMBER_WEIGHT : 1),
    }))
    .sort((a, b) => a.df - b.df);
  // A word in more sections than the cap weighs little and costs the most to look up: it is left
  // out, unless the question has no rarer words to go by.
  const terms = counted.filter((t, i) => t.df < DF_CAP || i < MIN_TERMS);
  if (terms.length === 0) return [];
  const selective: string[] = [];
  let rows = 0;
  for (const t of terms) {
    if (selective.length > 0 && rows + t.df > CANDIDATE_ROWS) break;
    selective.push(t.match);
    rows += t.df;
  }
  const match = `${scope}${inTextColumns(TEXT, selective.join(' OR '))}`;
  const ranked = statement(db, BM25).all(match) as Array<{ id: number; score: number }>;
  const bm25 = new Map(ranked.map((r) => [r.id, r.score]));

  const named = namedInSentence(db, [...query.words, ...writtenTogether(query)], docsets);
  const namedPages = new Map<number, number>();
  const namedEntries = new Map<number, number>();
  const idfOf = (word: string) => terms.find((t) => t.term === word)?.idf;
  const maxIdf = Math.max(...terms.map((t) => t.idf));
  for (const n of named) {
    // A plain word that is also an API name ("list", "copy") is only as sure as it is rare.
    const df = terms.find((t) => t.term === n.word)?.df ?? 0;
    if (df > total * NAME_SHARE) continue;
    if (!n.written && modifies(db, n, query.pairs)) continue;
    const sure = n.written ? 1 : Math.min(1, (idfOf(n.word) ?? maxIdf) / maxIdf);
    namedPages.set(n.symbol.pageId, Math.max(namedPages.get(n.symbol.pageId) ?? 0, sure));
    // A module's own section is its page's introduction: the page is pulled up, and which of
    // its entries answers is for the other words to say.
    if (n.symbol.role.endsWith(':module')) continue;
    const own = entrySection(db, n.symbol.pageId, n.symbol.ord);
    if (own !== undefined) namedEntries.set(own, Math.max(namedEntries.get(own) ?? 0, sure));
  }
  const ids = [...new Set([...bm25.keys(), ...namedEntries.keys()])];
  if (ids.length === 0) return [];
  const weightAll = terms.reduce((sum, t) => sum + t.idf, 0);
  const rowsOf = (sql: string, match: string) =>
    new Set(statement(db, sql).pluck().all(match) as number[]);
  // Each term's sections, read once: the sections the best ones name are scored after them.
  const holding = terms.map((t) => ({
    term: t.term,
    idf: t.idf,
    own: rowsOf(HOLDING, `{heading body} : ${t.match}`),
    context: rowsOf(HOLDING, `{context} : ${t.match}`),
    heading: rowsOf(HEADING_HOLDING, `heading : ${t.match}`),
  }));
  const phrases = query.pairs.flatMap((pair) => {
    // A phrase reads its words' positions: one with a word too common to score would read the most.
    if (!pair.every((w) => idfOf(w) !== undefined)) return [];
    const tokens = pair
      .join(' ')
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    return [
      {
        weight: pair.reduce((sum, w) => sum + idfOf(w)!, 0),
        rows: rowsOf(HOLDING, `{heading body} : ${quote(tokens.join(' '))}`),
      },
    ];
  });
  const best = Math.min(0, ...bm25.values());
  const score = (d: SectionDetail): Scored => {
    let held = 0;
    let borrowed = 0;
    let headed = 0;
    const unheaded = holding.filter((t) => !t.heading.has(d.id)).map((t) => t.term);
    const glued = gluedTerms(d.heading, unheaded);
    for (const t of holding) {
      if (t.own.has(d.id)) held += t.idf;
      else if (t.context.has(d.id)) borrowed += t.idf;
      if (t.heading.has(d.id) || glued.has(t.term)) headed += t.idf;
    }
    let phrased = 0;
    for (const p of phrases) if (p.rows.has(d.id)) phrased += p.weight;
    const matched = (held + WEIGHT.context * borrowed + WEIGHT.heading * headed) / weightAll;
    return {
      id: d.id,
      pageId: d.pageId,
      ord: d.ord,
      docset: d.docset,
      heading: d.heading,
      matched,
      value:
        matched +
        (WEIGHT.phrase * phrased) / weightAll +
        WEIGHT.namedPage * (namedPages.get(d.pageId) ?? 0) +
        WEIGHT.namedEntry * (namedEntries.get(d.id) ?? 0) +
        WEIGHT.bm25 * (best < 0 ? (bm25.get(d.id) ?? 0) / best : 0),
    };
  };
  const details = inScope(readSectionDetails(db, ids), docsets);
  const pages = new Map(details.map((d) => [d.pageId, d]));
  const scored = details.map(score);
  const byValue = (a: { id: number; value: number }, b: { id: number; value: number }) =>
    b.value - a.value || a.id - b.id;
  scored.sort(byValue);
  // Pages unpacked for one reading of their texts serve the next (snippet-texts.ts).
  const unpacked = new Map<number, string[]>();
  const mentioned = mentionedEntries(db, scored.slice(0, REFERRERS), terms, unpacked);
  const have = new Set(scored.map((s) => s.id));
  const unscored = [...mentioned.keys()].filter((id) => !have.has(id));
  for (const d of inScope(readSectionDetails(db, unscored), docsets)) {
    pages.set(d.pageId, d);
    scored.push(score(d));
  }
  for (const s of scored) s.value += WEIGHT.mentioned * (mentioned.get(s.id) ?? 0);
  scored.sort(byValue);
  const leads = leadShares(db, scored.slice(0, LEADS_READ), terms, unpacked);
  for (const s of scored) s.value += WEIGHT.lead * (leads.get(s.id) ?? 0);
  // "… a Dask DataFrame" is asked of Dask's docs: another docset's section answers it less surely.
  if (query.docsets.length > 0) {
    for (const s of scored) if (!query.docsets.includes(s.docset)) s.value *= OTHER_DOCSET;
  }
  scored.sort(byValue);
  // Only the best sections' pages are looked at as release notes: lowered, none of the rest
  // could rise into the results.
  const top = scored.slice(0, Math.max(limit, RELEASE_CHECKED));
  const repeats = repeatedEntries(top);
  for (const s of top) if (repeats.has(s.id)) s.value *= REPEAT;
  if (!asksAboutChanges(query.words)) {
    const notes = releaseNotesPages(db, [...new Set(top.map((s) => pages.get(s.pageId)!))]);
    for (const s of top) if (notes.has(s.pageId)) s.value *= RELEASE_NOTES;
  }
  top.sort(byValue);
  return top.slice(0, limit).map((s) => ({ id: s.id, score: -s.value, tier: 'all' }));
}

/** What a section is multiplied by when the question names docsets and not its own. */
const OTHER_DOCSET = 0.8;

/** What an API entry repeating one ranked above it (repeated-entries.ts) is multiplied by. */
const REPEAT = 0.8;

/** How many of the best sections are checked for release notes before the cut. */
const RELEASE_CHECKED = 60;

const TEXT = '{heading context body}';

/**
 * The query's terms, each with the FTS5 expression it is looked up by. A hyphenated word is
 * searched as its parts in a row or as the one word the docs may write it as: "read-only" is the
 * phrase `"read only"` (which the property entry says; its parts alone matched every "read" and
 * "only"), "SHA-256" also `sha256`. Two words in a row are never joined so: "find all" became
 * `findall` and "set named" `setname`, API names the question was not about.
 */
function writtenAsOne(query: SentenceQuery, dfOf: (match: string) => number): Term[] {
  let terms: Term[] = query.terms.map((term) => ({ term, match: quote(term) }));
  const plain = (w: string) => /^[\p{L}\p{N}]+$/u.test(w);
  const words = query.words.map((w) => w.toLowerCase());
  for (const word of new Set(words)) {
    const parts = word.split('-');
    if (parts.length < 2 || !parts.every(plain)) continue;
    const joined = parts.join('');
    const phrase = quote(parts.join(' '));
    const match = dfOf(quote(joined)) > 0 ? `(${phrase} OR ${quote(joined)})` : phrase;
    terms = [
      ...terms.filter((t) => !parts.includes(t.term) && t.term !== joined),
      { term: word, match },
    ];
  }
  return terms;
}

/**
 * Two plain words typed in a row, as the one word an API may be named by: "context manager" is
 * `contextlib.contextmanager`, "find all" `re.findall`. Only looked up as names (a plain word
 * names a module-level API at most, named-in-sentence.ts), never searched as text, where
 * "set name" found `setname` in every class that has one.
 */
function writtenTogether(query: SentenceQuery): string[] {
  const letters = /^\p{L}+$/u;
  return query.pairs
    .filter(([a, b]) => letters.test(a!) && letters.test(b!))
    .map(([a, b]) => `${a}${b}`);
}

/** A word of the query and the FTS5 expression that finds it. */
interface Term {
  term: string;
  match: string;
}

function quote(term: string): string {
  return `"${term.replaceAll('"', '""')}"`;
}

/**
 * Whether a plain word that names an API is typed as a modifier of the next word, in a phrase
 * the docs say elsewhere than on that API's page: "two decimal places" and "decimal digits" are
 * what string formatting and `round` say, not the `decimal` module, where "gzip compressed files"
 * is said on gzip's page. A phrase said in fewer sections than this tells nothing.
 */
function modifies(db: Database, n: NamedInSentence, pairs: readonly string[][]): boolean {
  for (const pair of pairs) {
    if (pair[0] !== n.word) continue;
    const pages = statement(
      db,
      `SELECT s.page_id FROM sections_fts f JOIN sections s ON s.id = f.rowid
       WHERE sections_fts MATCH ? LIMIT 200`,
    )
      .pluck()
      .all(`{heading body} : ${quote(pair.join(' '))}`) as number[];
    if (pages.length < MIN_PHRASE_SECTIONS) continue;
    const own = pages.filter((p) => p === n.symbol.pageId).length;
    if (own / pages.length < 0.5) return true;
  }
  return false;
}

const MIN_PHRASE_SECTIONS = 3;

function inScope(details: SectionDetail[], docsets: readonly string[]): SectionDetail[] {
  return docsets.length === 0 ? details : details.filter((d) => docsets.includes(d.docset));
}
