import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openCache } from '../../core/store/open-cache.ts';
import { percentile } from '../percentile.ts';
import { docSets } from './doc-sets.ts';
import { folioSearch } from './folio-search.ts';
import { judgedQueries } from './judged-queries.ts';
import { mirrorDocSets, mirrorPath } from './mirror-doc-sets.ts';
import { pageAnchors } from './page-anchors.ts';
import { printComparison } from './print-comparison.ts';
import { scoreQuery, summarize } from './score-queries.ts';
import type { QueryOutcome, RankedHit } from './score-queries.ts';
import { loadSphinxSearch } from './sphinx-search.ts';
import { validateQueries } from './validate-queries.ts';

// `npm run bench:search [-- --verbose] [--rounds N]`: the judged queries through Folio's search
// and each site's own Sphinx search, side by side, with Folio's latency.
const { values } = parseArgs({
  options: {
    verbose: { type: 'boolean', default: false },
    rounds: { type: 'string', default: '5' },
  },
});
const repo = fileURLToPath(new URL('../..', import.meta.url));
const log = (text: string) => process.stderr.write(`bench:search: ${text}\n`);

for (const set of docSets) {
  if (!existsSync(join(set.root, 'searchindex.js'))) {
    log(`${set.root} is missing: apt-get install ${set.packageName}`);
    process.exit(2);
  }
}
const problems = validateQueries(judgedQueries, docSets);
if (problems.length > 0) {
  log(
    `the judged queries name pages or anchors the HTML does not have:\n  ${problems.join('\n  ')}`,
  );
  process.exit(2);
}

const file = mirrorPath(repo);
await mirrorDocSets({ repo, cache: file, sets: docSets, log });
// Opened once for writing so a mirror made by an older build gets this build's migrations.
openCache({ file }).close();
const cache = openCache({ file, readOnly: true });

const anchors = new Map(docSets.map((s) => [s.id, pageAnchors(s.root)]));
const sphinx = new Map(docSets.map((s) => [s.id, loadSphinxSearch(s.root)]));
const folioOutcomes: QueryOutcome[] = [];
const sphinxOutcomes: QueryOutcome[] = [];
const details: Array<{ query: string; docset: string; folio: RankedHit[]; sphinx: RankedHit[] }> =
  [];
for (const q of judgedQueries) {
  const same = anchors.get(q.docset)!.sameSection;
  const folio = folioSearch(cache, q.docset, q.query);
  const theirs = sphinx.get(q.docset)!(q.query);
  folioOutcomes.push(scoreQuery(folio, q.accept, same));
  sphinxOutcomes.push(scoreQuery(theirs, q.accept, same));
  details.push({
    query: q.query,
    docset: q.docset,
    folio: folio.slice(0, 10),
    sphinx: theirs.slice(0, 10),
  });
}

// Latency: one untimed warm-up round, then `rounds` timed ones (as bench/measure-search.ts).
const rounds = Number(values.rounds);
// CPU time beside wall time: the machine is shared, and another process's work shows up in
// wall time only.
const samples: number[] = [];
const pythonSamples: number[] = [];
const cpuSamples: number[] = [];
const pythonCpuSamples: number[] = [];
const load = loadavg()[0]!;
for (let round = -1; round < rounds; round++) {
  for (const q of judgedQueries) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    folioSearch(cache, q.docset, q.query);
    const ms = performance.now() - started;
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000;
    if (round < 0) continue;
    samples.push(ms);
    cpuSamples.push(cpuMs);
    if (q.docset === 'python') {
      pythonSamples.push(ms);
      pythonCpuSamples.push(cpuMs);
    }
  }
}
cache.close();

const report = {
  queries: judgedQueries.length,
  docsets: docSets.map((s) => s.id),
  folio: summarize(folioOutcomes),
  sphinx: summarize(sphinxOutcomes),
  byKind: [...new Set(judgedQueries.map((q) => q.kind))].map((kind) => {
    const at = judgedQueries.flatMap((q, i) => (q.kind === kind ? [i] : []));
    return {
      kind,
      folio: summarize(at.map((i) => folioOutcomes[i]!)),
      sphinx: summarize(at.map((i) => sphinxOutcomes[i]!)),
    };
  }),
  latency: {
    p50Ms: percentile(samples, 50),
    p95Ms: percentile(samples, 95),
    pythonP50Ms: percentile(pythonSamples, 50),
    pythonP95Ms: percentile(pythonSamples, 95),
    cpuP50Ms: percentile(cpuSamples, 50),
    cpuP95Ms: percentile(cpuSamples, 95),
    pythonCpuP95Ms: percentile(pythonCpuSamples, 95),
    loadAverage: load,
    samples: samples.length,
  },
};
const out = join(repo, 'bench', 'out', 'search-quality', 'report.json');
await mkdir(dirname(out), { recursive: true });
await writeFile(out, JSON.stringify({ ...report, details }, null, 2));
process.stdout.write(
  printComparison(report, {
    verbose: values.verbose,
    misses: judgedQueries.flatMap((q, i) =>
      folioOutcomes[i]!.rank === 0 || folioOutcomes[i]!.rank > 3
        ? [
            {
              query: `${q.docset}: ${q.query}`,
              folio: folioOutcomes[i]!.rank,
              sphinx: sphinxOutcomes[i]!.rank,
              top: details[i]!.folio[0],
            },
          ]
        : [],
    ),
  }),
);
log(`details in ${out}`);
