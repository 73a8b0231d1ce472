import { formatTable } from '../../format-table.ts';
import type { Recall } from '../measure-fidelity.ts';
import { MATRIX_SITES } from './matrix-sites.ts';
import { mirrorMatrix } from './mirror-matrix.ts';
import { readSampleSource } from './sample-source.ts';
import { scoreSearch, searchesFor } from './score-search.ts';
import { scoreSite } from './score-site.ts';

const percent = ({ found, total }: Recall): string =>
  total === 0 ? '—' : `${((100 * found) / total).toFixed(1)}%`;

/**
 * The matrix's table: each build of the sample project mirrored by the engine and scored against
 * the project's source, and Folio's search asked the judged queries on each. `verbose` adds what
 * each generator lost and the queries that missed.
 */
export async function reportMatrix(verbose: boolean): Promise<string> {
  const source = readSampleSource();
  const rows: string[][] = [
    [
      'generator',
      'pages',
      'headings',
      'signatures',
      'code',
      'tables/notes/dl',
      'words',
      'chrome',
      'nav order',
      'top-3',
    ],
  ];
  const lost: string[] = [];
  const all = { found: 0, total: 0 };
  for (const mirrored of await mirrorMatrix(MATRIX_SITES, (s) => searchesFor(s.api, source))) {
    const score = scoreSite(mirrored, source);
    const search = scoreSearch(mirrored, source);
    all.found += search.top3.found;
    all.total += search.top3.total;
    rows.push([
      mirrored.site.name,
      mirrored.outcome === 'ok' ? String(mirrored.pages.length) : mirrored.outcome,
      percent(score.headings),
      percent(score.signatures),
      percent(score.code),
      percent(score.blocks),
      percent(score.words),
      percent(score.leaked),
      score.navOrder === undefined ? '—' : score.navOrder ? 'yes' : 'no',
      `${search.top3.found} of ${search.top3.total}`,
    ]);
    if (verbose) for (const item of score.missing) lost.push(`${mirrored.site.dir}: lost ${item}`);
    if (verbose)
      for (const miss of search.misses) lost.push(`${mirrored.site.dir}: missed ${miss}`);
  }
  const top3 = `judged queries (judged-queries.ts) with their answer in the top 3: ${percent(all)} (${all.found} of ${all.total})`;
  return [formatTable(rows), top3, ...lost].join('\n');
}
