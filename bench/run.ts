import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { serveSite } from '../test-support/serve-site.ts';
import { alternateWithWget } from './alternate-with-wget.ts';
import { benchCatalog } from './bench-catalog.ts';
import { benchQueries, startupQuery } from './bench-queries.ts';
import type { BenchReport } from './bench-report.ts';
import { generateSite } from './generate-site.ts';
import { measureExtraction } from './measure-extraction.ts';
import { measureSearch } from './measure-search.ts';
import { measureSync } from './measure-sync.ts';
import { measureUi } from './measure-ui.ts';
import { measureRealSites } from './measure-real-sites.ts';
import { measureStartup } from './measure-startup.ts';
import { measureWget } from './measure-wget.ts';
import { findRealSites } from './real-sites.ts';
import { openEngineSearch } from './open-engine-search.ts';
import { printReport } from './print-report.ts';
import { readStoredPages } from './read-stored-pages.ts';

// `npm run bench [-- --pages 10000] [--seed N] [--rounds N] [--keep] [--no-real]`: one run
// measures everything against the same generated site and server, so the numbers compare with
// each other, then the real documentation installed from Debian's doc packages, each beside wget
// of the same site. Each first sync is judged against wget over `rounds` alternated rounds.
const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '1' },
    rounds: { type: 'string', default: '3' },
    keep: { type: 'boolean', default: false },
    real: { type: 'boolean', default: true },
  },
  allowNegative: true,
});
const pages = Number(values.pages);
const seed = Number(values.seed);
const rounds = Number(values.rounds);
if (
  !Number.isInteger(pages) ||
  pages < 1 ||
  !Number.isInteger(seed) ||
  !Number.isInteger(rounds) ||
  rounds < 1
) {
  console.error(
    'usage: node bench/run.ts [--pages N] [--seed N] [--rounds N] [--keep] [--no-real]',
  );
  process.exit(2);
}

const repo = fileURLToPath(new URL('..', import.meta.url));
// bench/out/ is gitignored: whatever a crashed run leaves behind lands there, not in /tmp.
const out = join(repo, 'bench', 'out');
const work = join(out, `run-${pages}-${Date.now()}`);
const log = (text: string) => process.stderr.write(`bench: ${text}\n`);

async function fileSize(path: string): Promise<number> {
  return (await stat(path).catch(() => undefined))?.size ?? 0;
}

async function main(): Promise<BenchReport> {
  await mkdir(work, { recursive: true });
  const siteDir = join(work, 'site');
  log(`generating ${pages} pages into ${siteDir}`);
  const started = performance.now();
  const site = await generateSite({ dir: siteDir, pages, seed });
  const report: BenchReport = {
    pages: site.pages,
    htmlBytes: site.bytes,
    seed,
    generateMs: performance.now() - started,
    node: process.versions.node,
    notes: [],
  };
  const server = await serveSite({ root: siteDir });
  try {
    const entry = `${server.url}/index.html`;
    const catalog = join(work, 'catalog.md');
    const cache = join(work, 'folio.db');
    await writeFile(catalog, benchCatalog(entry));
    if ((await fileSize(join(repo, 'bin', 'folio'))) === 0) {
      report.notes.push('bin/folio is missing: sync, cache and search were not measured');
    } else {
      // The default page cap is sized for real sites; the bench must mirror all of this one.
      const sync = { repo, catalog, cache, maxPages: pages * 2 + 100 };
      log('first sync');
      report.firstSync = await measureSync(sync);
      if (report.firstSync.exitCode !== 0)
        report.notes.push(`first sync stderr: ${report.firstSync.stderrTail.trim()}`);
      log('re-sync (unchanged site)');
      report.resync = await measureSync(sync);
      report.cacheBytes = (await fileSize(cache)) + (await fileSize(`${cache}-wal`));
      report.pagesStored = await readStoredPages(repo, cache);
      log('start-up of bin/folio');
      try {
        report.startup = await measureStartup(repo, cache, startupQuery);
      } catch (error) {
        report.notes.push(`start-up not measured: ${String(error)}`);
      }
      log('search');
      try {
        const engine = openEngineSearch(cache);
        try {
          report.search = measureSearch(engine.search, benchQueries);
        } finally {
          engine.close();
        }
      } catch (error) {
        report.notes.push(`search not measured: ${String(error)}`);
      }
      log('search in Chromium against folio serve');
      try {
        const ui = await measureUi({ repo, cache, catalog, queries: benchQueries, log });
        if ('skipped' in ui) report.notes.push(`search keystroke latency skipped: ${ui.skipped}`);
        else report.uiSearch = ui.measurement;
      } catch (error) {
        report.notes.push(`search keystroke latency not measured: ${String(error)}`);
      }
    }
    log('extraction CPU per real Sphinx page');
    report.extractionCpu = await measureExtraction();
    if (!report.extractionCpu)
      report.notes.push('extraction CPU not measured: no Sphinx docs package');
    log('wget -r -np');
    report.wget = await measureWget({ url: entry, dir: join(work, 'wget') });
    if (!report.wget) report.notes.push('wget is not on PATH: no baseline for the first sync');
    else if (report.firstSync && rounds > 1) {
      log(`${rounds - 1} more rounds of first sync and wget, alternated`);
      report.pairs = await alternateWithWget({
        rounds: rounds - 1,
        cache: join(work, 'round.db'),
        wgetDir: join(work, 'round-wget'),
        sync: (roundCache) =>
          measureSync({ repo, catalog, cache: roundCache, maxPages: pages * 2 + 100 }),
        wget: (dir) => measureWget({ url: entry, dir }),
      });
    }
  } finally {
    await server.close();
  }
  if (values.real) await addRealSites(report);
  return report;
}

async function addRealSites(report: BenchReport): Promise<void> {
  const { sites, missing } = findRealSites();
  if (missing.length > 0)
    report.notes.push(`real sites not installed: apt-get install ${missing.join(' ')}`);
  if (sites.length === 0) return;
  const measured = await measureRealSites({
    repo,
    sites,
    workDir: join(work, 'real'),
    rounds,
    log,
  });
  if (typeof measured === 'string') report.notes.push(`real sites not measured: ${measured}`);
  else report.realSites = measured;
}

let exitCode = 0;
try {
  const report = await main();
  printReport(report, (text) => process.stdout.write(text));
  // Kept on purpose: the last report per size, to compare runs.
  await writeFile(join(out, `report-${pages}.json`), `${JSON.stringify(report, null, 2)}\n`);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  if (values.keep) log(`kept ${work}`);
  else await rm(work, { recursive: true, force: true });
}
process.exitCode = exitCode;
