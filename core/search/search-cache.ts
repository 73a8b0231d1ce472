import type { Cache } from '../store/open-cache.ts';
import { docsetToken } from '../store/docset-token.ts';
import { readSectionDetails } from '../store/section-details.ts';
import { secondaryPageIds } from '../store/secondary-pages.ts';
import { statement } from '../store/statement.ts';
import { attachSnippets } from './attach-snippets.ts';
import type { SnippetSource } from './attach-snippets.ts';
import { breakScoreTies } from './break-score-ties.ts';
import { collapseVersions } from './collapse-versions.ts';
import { correctTypos } from './correct-typos.ts';
import { findEntries } from './find-entries.ts';
import type { Entry } from './find-entries.ts';
import { groupByPage } from './group-by-page.ts';
import type { MoreInPage } from './group-by-page.ts';
import { foldTerm } from './make-snippet.ts';
import { nearDocsets } from './near-docsets.ts';
import { parseScopedQuery } from './parse-scoped-query.ts';
import { rankSections } from './rank-sections.ts';
import type { Tier } from './rank-sections.ts';
import { rankSentence } from './rank-sentence.ts';
import { sentenceQuery } from './sentence-query.ts';
import { symbolKind } from './symbol-kind.ts';
import { isFiller, queryTerms } from './to-fts-query.ts';
import { UnknownDocsetError } from './unknown-docset-error.ts';
import { defaultScope, resolveDocsetOption } from './version-scope.ts';

export type { MoreInPage } from './group-by-page.ts';

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
   * Set when the hit is an API symbol or glossary term the query names (objects.inv): its Sphinx
   * role (`py:class`, `std:term`) and what that reads as on a badge (`class`, `term`).
   */
  symbol?: { role: string; kind: string };
  /** The docs version of the page (`latest`, `2.4.0`), when the site names one in its path. */
  version?: string;
  /**
   * Other versions of the docset (the `versions` override) where the same section was found too:
   * folded into this hit rather than listed again. The hit itself is the docset's own version's.
   */
  otherVersions?: string[];
  /** Set when the hit holds only some of the query's words (no section held them all). */
  partial?: true;
  /** Further matching sections of this page, folded under its first hit ("3 more in this page"). */
  more?: MoreInPage[];
}

export interface SearchResult {
  hits: SearchHit[];
  /** The query as searched when typos were corrected ("showing results for subprocess"). */
  corrected?: string;
  /** A scope (`deepseed: zero`) that names no docset, and the docsets it may have meant. */
  unknownScope?: { typed: string[]; suggestions: string[] };
}

export interface SearchOptions {
  query: string;
  /** Restrict to these docset ids, on top of any `id:` prefix in the query. */
  docsets?: readonly string[];
  limit?: number;
}

/** A hit before its snippet is made: where its text is, if it has a section. */
type Candidate = SearchHit & { source?: SnippetSource; rank: number };

export { UnknownDocsetError } from './unknown-docset-error.ts';

/** The hits alone, for callers that show nothing else (tests, MCP, the bench). */
export function searchCache(cache: Cache, options: SearchOptions): SearchHit[] {
  return searchDocs(cache, options).hits;
}

/**
 * Where each kind of match ranks, best first. A glossary term or a symbol named exactly answers
 * a query better than any text; a page titled exactly as the query ("Chunks", "Futures") comes
 * before symbols found only by their last name part, a subsection so titled after them (dask's
 * "persist" is `dask.persist` before a "persist" paragraph of the custom collections page); a
 * page whose file is named as the query (MkDocs' `installation.html`, headed "MkDocs
 * Installation") comes between the two; then sections by tier (own heading, any text, some of
 * the words), each in bm25 order.
 */
const RANK = {
  term: 0,
  exact: 1,
  ownPage: 2,
  short: 3,
  fileNamed: 3.25,
  ownSection: 3.5,
  heading: 4,
  all: 5,
  partial: 6,
};

export function searchDocs(cache: Cache, options: SearchOptions): SearchResult {
  const { db } = cache;
  const ids = statement(db, 'SELECT id FROM docsets').pluck().all() as string[];
  const scoped = parseScopedQuery(options.query, ids);
  if (scoped.unknown.length > 0 && scoped.docsets.length === 0) {
    return {
      hits: [],
      unknownScope: { typed: scoped.unknown, suggestions: nearDocsets(scoped.unknown, ids) },
    };
  }
  if (scoped.unknown.length > 0) {
    throw new UnknownDocsetError(`unknown docset: ${scoped.unknown.join(', ')}`);
  }
  const asked = (options.docsets ?? []).flatMap((id) => {
    const found = resolveDocsetOption(id, ids);
    if (found.length === 0) throw new UnknownDocsetError(`unknown docset: ${id}`);
    return found;
  });
  const parsed = queryTerms(scoped.query);
  if (parsed.terms.length === 0) return { hits: [] };
  const { query: terms, changes } = correctTypos(db, parsed);
  const typed = scoped.query.split(/\s+/u).filter(Boolean);
  const words = changes.length
    ? typed.map((w) => changes.find((c) => c.from === w)?.to ?? w)
    : typed;
  const named = [...new Set([...scoped.docsets, ...asked])];
  // Unscoped, a docset mirrored at several versions is searched at its newest only.
  const docsets = named.length ? named : (defaultScope(ids) ?? []);
  // No filter when the scope is everything: ANDing every docset's token costs a doclist each.
  const scope =
    docsets.length && docsets.length < ids.length
      ? `{docset} : (${docsets.map(docsetToken).join(' OR ')}) AND `
      : '';
  const limit = Math.max(1, Math.min(options.limit ?? 20, 200));

  const content = words.filter((w) => !isFiller(w));
  // A sentence is ranked on its own terms (rank-sentence.ts); the API names it mentions are
  // weighed there, among its other words, instead of standing first as entries.
  const sentence = sentenceQuery(words.join(' '), ids);
  const entries = sentence
    ? []
    : findEntries(db, content.length ? content : words, docsets)
        // "how to read a file" is no API name, though read_file is one: a question wants prose.
        .filter((e) => !(terms.question && e.strength === 'short'))
        .map(entryCandidate);
  // Room for the copies of a section in other versions and for hits folded under their page. A
  // sentence's best sections crowd onto few pages (re.html's entries, the regex HOWTO's): three
  // a hit left "how do I find all matches of a regular expression" five pages, not ten.
  const room = Math.min(limit * (sentence ? 6 : 3), 400);
  const ranked = sentence
    ? rankSentence(db, sentence, scope, docsets, room)
    : rankSections(db, terms, scope, room);
  const tiers = new Map(ranked.map((r) => [r.id, r]));
  const wanted = normalizeHeading((content.length ? content : words).join(' '));
  const details = readSectionDetails(
    db,
    ranked.map((r) => r.id),
  ).map((row): Candidate => {
    const { score, tier } = tiers.get(row.id)!;
    return {
      docset: row.docset,
      title: row.title,
      url: row.url,
      anchor: row.anchor,
      heading: row.heading,
      snippet: '',
      score,
      fetchedAt: row.fetchedAt,
      ...(row.version === null ? {} : { version: row.version }),
      ...(tier === 'partial' ? { partial: true as const } : {}),
      source: { pageId: row.pageId, ord: row.ord },
      rank: sentence
        ? RANK.all
        : rankOf(tier, normalizeHeading(row.heading) === wanted && wanted !== '', row.level) +
          // A question wants prose: API entries go after the prose sections of their tier.
          (terms.question && looksLikeCode(row.heading) ? 0.5 : 0),
    };
  });
  if (!sentence && !terms.question)
    fileNamedFirst(details, entries, (content.length ? content : words).join(' '));
  const sectionHits = breakScoreTies(details);
  // An entry's own section is not listed a second time, but lends the entry its snippet (a
  // glossary term has no section of its own: it takes the glossary's).
  const byAnchor = new Map(sectionHits.map((h) => [`${h.url}#${h.anchor}`, h]));
  for (const entry of entries) {
    entry.source = byAnchor.get(`${entry.url}#${entry.anchor}`)?.source ?? entry.source;
  }
  const taken = new Set(entries.map((h) => `${h.url}#${h.anchor}`));
  const sections = collapseVersions(db, sectionHits).filter(
    (h) => !taken.has(`${h.url}#${h.anchor}`),
  );
  const byRank = [...entries, ...sections].sort((a, b) => a.rank - b.rank);
  const shown = secondaryLast(db, secondHitsLater(groupByPage(byRank))).slice(0, limit);
  attachSnippets(db, shown, (sentence?.terms ?? terms.terms).map(foldTerm));
  const hits = shown.map(({ source: _source, rank: _rank, ...hit }) => hit);
  return changes.length ? { hits, corrected: words.join(' ') } : { hits };
}

/**
 * Within a tier, a page's second hit after the other pages' first ones: the list shows more
 * pages before it shows more of one.
 */
function secondHitsLater(hits: Candidate[]): Candidate[] {
  const seen = new Set<string>();
  const keyed = hits.map((hit, i) => {
    const second = seen.has(hit.url);
    seen.add(hit.url);
    return { hit, i, second };
  });
  keyed.sort((a, b) => a.hit.rank - b.hit.rank || Number(a.second) - Number(b.second) || a.i - b.i);
  return keyed.map((k) => k.hit);
}

function rankOf(tier: Tier, ownHeading: boolean, level: number): number {
  if (ownHeading && tier !== 'partial') return level <= 1 ? RANK.ownPage : RANK.ownSection;
  return RANK[tier];
}

function entryCandidate(s: Entry): Candidate {
  return {
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
    source: s.ord === null ? { pageId: s.pageId } : { pageId: s.pageId, ord: s.ord },
    rank: RANK[s.strength],
  };
}

/** An API entry's heading: `os.remove(path)`, `readline.read_init_file`. */
function looksLikeCode(heading: string): boolean {
  return /\(|^[\w]+(?:\.[\w]+)+$/u.test(heading.trim());
}

/**
 * The page a query names by its file ("installation": MkDocs' `user-guide/installation.html`,
 * headed "MkDocs Installation", after the getting-started page's "Installation" subsection
 * before): its best hit is raised to just before subsections titled as the query, unless it
 * ranks higher already, as a section or as an entry. `hits` are in ranked order, so a page's
 * first is its best.
 */
function fileNamedFirst(hits: Candidate[], entries: readonly Candidate[], query: string): void {
  const wanted = query.toLowerCase();
  // A page an entry shows already (pickle.html for "pickle") has its hit.
  const seen = new Set(entries.filter((e) => e.rank <= RANK.fileNamed).map((e) => e.url));
  for (const hit of hits) {
    if (seen.has(hit.url)) continue;
    seen.add(hit.url);
    if (hit.partial || pageSlug(hit.url).toLowerCase().replace(/[-_]+/gu, ' ') !== wanted) continue;
    const best = Math.min(...hits.filter((h) => h.url === hit.url).map((h) => h.rank));
    if (best > RANK.fileNamed) hit.rank = RANK.fileNamed;
  }
}

/**
 * The name a page's file gives it: `user-guide/installation.html` → "installation",
 * `deploying-your-docs/` → "deploying-your-docs" (a folder's index is named by the folder). Left
 * percent-encoded: a query naming a file so is not worth a decode that can throw.
 */
function pageSlug(url: string): string {
  const parts = new URL(url).pathname.split('/').filter(Boolean);
  let last = parts.pop() ?? '';
  if (/^index\.\w+$/u.test(last)) last = parts.pop() ?? '';
  return last.replace(/\.\w+$/u, '');
}

/** "7.2. Reading and Writing Files" → "reading and writing files": numbering and case aside. */
function normalizeHeading(text: string): string {
  return foldTerm(text)
    .replace(/^[\d.\s]+/u, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
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
