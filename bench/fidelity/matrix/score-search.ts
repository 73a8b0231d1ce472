import { selectAll } from 'css-select';
import type { AnyNode, Element } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { Recall } from '../measure-fidelity.ts';
import type { JudgedQuery } from './judged-queries.ts';
import { JUDGED_QUERIES, queryText } from './judged-queries.ts';
import type { MirroredSite } from './mirror-matrix.ts';
import type { SampleSource } from './sample-source.ts';
import { key, tokens, unnumbered, withoutNumbers } from './score-site.ts';

export interface SearchScore {
  /** Judged queries whose answer is among Folio's first three hits. */
  top3: Recall;
  /** For the report: each query that missed, what it wanted and what came first instead. */
  misses: string[];
}

/** One stored page's targets: each heading or API term with an id, as its text's words. */
interface Targets {
  path: string;
  /** The page's own title, or its h1's text. */
  titles: string[];
  anchors: Array<{ id: string; words: string[]; heading: boolean }>;
}

const pathOf = (url: string): string => new URL(url).pathname;

function targetsOf(page: { url: string; title: string; html: string }): Targets {
  const doc = withoutNumbers(parseDocument(page.html));
  const anchors = selectAll<AnyNode, Element>('h1, h2, h3, h4, h5, h6, dt', doc)
    .filter((el) => el.attribs.id !== undefined && el.attribs.id !== '')
    .map((el) => ({
      id: el.attribs.id!,
      // Inline markup joins, as the reader shows it: TypeDoc's `add<wbr>Tile` is one word.
      words: tokens(unnumbered(key(DomUtils.textContent(el)))),
      heading: el.name !== 'dt',
    }));
  const h1 = anchors.find((a) => a.heading);
  return {
    path: pathOf(page.url),
    titles: [unnumbered(key(page.title)), ...(h1 ? [h1.words.join(' ')] : [])],
    anchors,
  };
}

/**
 * The (page, anchor) pairs that answer a judged query on this build: the stored page titled as
 * the source page and its heading with the source heading's words; or, for a call, every
 * heading or API term whose words name the call as the build's language spells it.
 */
function answers(
  judged: JudgedQuery,
  name: string,
  pages: readonly Targets[],
  source: SampleSource,
): Array<{ path: string; id: string }> {
  if ('call' in judged) {
    const word = name.toLowerCase();
    return pages.flatMap((p) =>
      p.anchors.filter((a) => a.words.includes(word)).map((a) => ({ path: p.path, id: a.id })),
    );
  }
  const title = source.pages.find((p) => p.name === judged.page)?.title;
  if (title === undefined) throw new Error(`the source has no page ${judged.page}`);
  const page = pages.find((p) => p.titles.includes(key(title)));
  const heading = page?.anchors.find((a) => a.heading && a.words.join(' ') === key(judged.heading));
  return page && heading ? [{ path: page.path, id: heading.id }] : [];
}

/** Each judged query that applies to the build, against the hits mirrorMatrix recorded. */
export function scoreSearch(mirrored: MirroredSite, source: SampleSource): SearchScore {
  const pages = mirrored.pages.map(targetsOf);
  const score: SearchScore = { top3: { found: 0, total: 0 }, misses: [] };
  for (const judged of JUDGED_QUERIES) {
    const query = queryText(judged, mirrored.site.api, source);
    if (query === undefined) continue;
    score.top3.total++;
    const want = answers(judged, query, pages, source);
    // A hit on a page's top is its first heading's section: the page as a whole.
    const first = (path: string) =>
      pages.find((p) => p.path === path)?.anchors.find((a) => a.heading)?.id;
    const hits = mirrored.hits.get(query) ?? [];
    const found = hits.some((hit) => {
      const path = pathOf(hit.url);
      const id = hit.anchor === '' ? first(path) : hit.anchor;
      return want.some((w) => w.path === path && w.id === id);
    });
    if (found) score.top3.found++;
    else {
      const wanted = 'call' in judged ? `${query}'s entry` : `${judged.page}#${judged.heading}`;
      const got = hits.map((h) => `${pathOf(h.url)}#${h.anchor}`).join(', ') || 'nothing';
      const note = want.length === 0 ? ' (not stored with an anchor)' : '';
      score.misses.push(`"${query}" wants ${wanted}${note}, got ${got}`);
    }
  }
  return score;
}

/** The queries to ask of a build, for mirrorMatrix. */
export function searchesFor(api: MirroredSite['site']['api'], source: SampleSource): string[] {
  return JUDGED_QUERIES.flatMap((j) => queryText(j, api, source) ?? []);
}
