import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { extractPage } from '../../core/extract/extract-page.ts';
import { formatTable } from '../format-table.ts';
import type { PageFidelity, Recall } from './measure-fidelity.ts';
import { measureFidelity } from './measure-fidelity.ts';
import { reportMatrix } from './matrix/report-matrix.ts';
import { FIDELITY_SAMPLES } from './samples.ts';
import { measureSites } from './measure-sites.ts';
import type { SiteFidelity } from './measure-sites.ts';
import { SITE_CHECKS } from './site-checks.ts';

// `npm run bench:fidelity [-- --verbose] [--unknown] [--pages-only] [--resync]`: each generator's real
// Debian output through extraction, compared with the content of its source HTML: headings, API
// signatures, code blocks and words kept, and words that are not the page's content (chrome
// leaked). Then each whole site mirrored by `folio sync`'s own code (kept under bench/out/fidelity/
// between runs; `--resync` makes it again): how much of the site's own navigation the reader's
// table of contents gives in its order, and how many judged queries find their page in the top 3.
// `--unknown`: every page as one of a generator no profile knows, to measure the structural
// fallback (find-content-block.ts) on real reference docs. `--pages-only`: no mirror.
// Then the generator matrix: the sample project in matrix/source built by each real generator,
// mirrored by the engine and compared with its source (matrix/README.md).
const { values } = parseArgs({
  options: {
    verbose: { type: 'boolean', default: false },
    unknown: { type: 'boolean', default: false },
    'pages-only': { type: 'boolean', default: false },
    resync: { type: 'boolean', default: false },
  },
});
const DOC = '/usr/share/doc';
const log = (line: string) => process.stderr.write(`bench:fidelity: ${line}\n`);

function add(a: Recall, b: Recall): Recall {
  return { found: a.found + b.found, total: a.total + b.total };
}

function percent({ found, total }: Recall): string {
  return total === 0 ? '—' : `${((100 * found) / total).toFixed(1)}%`;
}

const ZERO = { found: 0, total: 0 };
const KINDS = ['headings', 'signatures', 'code', 'words', 'leaked'] as const;
type Totals = Record<(typeof KINDS)[number], Recall>;
const zeroTotals = (): Totals => ({
  headings: ZERO,
  signatures: ZERO,
  code: ZERO,
  words: ZERO,
  leaked: ZERO,
});

const sites = values['pages-only']
  ? new Map<string, SiteFidelity>()
  : await measureSites({
      doc: DOC,
      file: join(import.meta.dirname, '..', 'out', 'fidelity', 'mirror-v1.db'),
      checks: SITE_CHECKS.filter((check) => existsSync(join(DOC, check.root, check.entry))),
      resync: values.resync,
      log,
    });
const navAll = { ...ZERO };
const top3All = { ...ZERO };

const rows: string[][] = [
  [
    'generator',
    'pages',
    'headings',
    'signatures',
    'code',
    'words',
    'chrome',
    '<95% words',
    'nav order',
    'top-3',
    'found by',
  ],
];
const all = zeroTotals();
let pagesUnder = 0;
let pagesAll = 0;
for (const sample of FIDELITY_SAMPLES) {
  const dir = join(DOC, sample.dir);
  if (!existsSync(dir)) {
    log(`${dir} is missing: apt-get install ${sample.packageName}; skipped`);
    continue;
  }
  const totals = zeroTotals();
  const selectedBy = new Set<string>();
  let under = 0;
  for (const page of sample.pages) {
    const html = readFileSync(join(dir, page), 'utf8');
    const url = `https://docs.example/${sample.dir}/${page}`;
    const extracted = extractPage(
      values.unknown ? { url, html, generator: 'generic' } : { url, html },
    );
    const fidelity: PageFidelity = measureFidelity(html, extracted, sample);
    selectedBy.add(extracted.selectedBy);
    for (const kind of KINDS) {
      totals[kind] = add(totals[kind], fidelity[kind]);
      all[kind] = add(all[kind], fidelity[kind]);
    }
    if (fidelity.words.found < 0.95 * fidelity.words.total) under++;
    if (values.verbose) {
      const cells = KINDS.map((kind) => `${kind} ${percent(fidelity[kind])}`).join(', ');
      log(
        `${sample.dir}/${page}: ${cells}; by ${extracted.selectedBy}; title "${extracted.title}"`,
      );
      for (const lost of fidelity.missing) log(`    lost: ${lost}`);
    }
  }
  pagesUnder += under;
  pagesAll += sample.pages.length;
  const site = sites.get(sample.name);
  if (site !== undefined) {
    Object.assign(navAll, add(navAll, site.nav));
    Object.assign(top3All, add(top3All, site.top3));
    if (values.verbose) {
      log(`${sample.name}: navigation from ${site.navSource}`);
      for (const miss of site.misses) log(`    missed: ${miss}`);
    }
  }
  rows.push([
    sample.name,
    String(sample.pages.length),
    ...KINDS.map((kind) => percent(totals[kind])),
    `${under} of ${sample.pages.length}`,
    site === undefined ? '—' : `${percent(site.nav)} (${site.navSource})`,
    site === undefined ? '—' : `${site.top3.found} of ${site.top3.total}`,
    [...selectedBy].join(' | '),
  ]);
}
rows.push([
  'all',
  String(pagesAll),
  ...KINDS.map((kind) => percent(all[kind])),
  `${pagesUnder} of ${pagesAll}`,
  percent(navAll),
  top3All.total === 0 ? '—' : `${percent(top3All)} (${top3All.found} of ${top3All.total})`,
  '',
]);
process.stdout.write(`${formatTable(rows)}\n`);
process.stdout.write(
  `\nGenerator matrix (bench/fidelity/matrix):\n${await reportMatrix(values.verbose)}\n`,
);
