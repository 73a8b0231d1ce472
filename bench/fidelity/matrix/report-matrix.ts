import { formatTable } from '../../format-table.ts';
import type { Recall } from '../measure-fidelity.ts';
import { MATRIX_SITES } from './matrix-sites.ts';
import { mirrorMatrix } from './mirror-matrix.ts';
import { readSampleSource } from './sample-source.ts';
import { scoreSite } from './score-site.ts';

const percent = ({ found, total }: Recall): string =>
  total === 0 ? '—' : `${((100 * found) / total).toFixed(1)}%`;

/**
 * The matrix's table: each build of the sample project mirrored by the engine and scored against
 * the project's source. `verbose` adds what each generator lost.
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
    ],
  ];
  const lost: string[] = [];
  for (const mirrored of await mirrorMatrix(MATRIX_SITES)) {
    const score = scoreSite(mirrored, source);
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
    ]);
    if (verbose) for (const item of score.missing) lost.push(`${mirrored.site.dir}: lost ${item}`);
  }
  return [formatTable(rows), ...lost].join('\n');
}
