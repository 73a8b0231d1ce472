import { spawnSync } from 'node:child_process';
import { constants } from 'node:fs';
import { access, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import type { Page } from 'playwright-core';
import type { KeystrokeSample, UiSearchMeasurement } from './bench-report.ts';
import { startServe } from './start-serve.ts';
import type { ProbeResult } from './summarize-keystrokes.ts';
import { parseDebounceMs, summarizeKeystrokes } from './summarize-keystrokes.ts';
import { floorPageScript } from './ui-floor-page.ts';
import { lastProbeExpression, uiProbeScript } from './ui-probe.ts';
import { chromiumArgs, chromiumPath } from '../test-support/chromium-launch.ts';

/** Debian's Chromium; FOLIO_BENCH_CHROMIUM points elsewhere (e.g. a Playwright download). */
const chromiumExecutable = chromiumPath('FOLIO_BENCH_CHROMIUM');
// A couple of untimed queries first: the first keystrokes pay for JIT, fonts and SQLite's cold
// page cache, which a search box that has been used once no longer does.
const warmUpQueries = 2;

export type UiOutcome = { measurement: UiSearchMeasurement } | { skipped: string };

async function isExecutable(path: string): Promise<boolean> {
  return access(path, constants.X_OK).then(
    () => true,
    () => false,
  );
}

/** `folio serve` answers from dist/renderer; build it once if this checkout has not. */
export async function ensureRenderer(repo: string): Promise<string | undefined> {
  const built = await access(join(repo, 'dist', 'renderer', 'index.html')).then(
    () => true,
    () => false,
  );
  if (built) return undefined;
  // npm's scripts run on the first node on PATH; put this (Node 24) one first.
  const env = {
    ...process.env,
    PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH}`,
  };
  const build = spawnSync('npm', ['run', 'build:renderer'], {
    cwd: repo,
    env,
    stdio: ['ignore', process.stderr, process.stderr],
  });
  return build.status === 0 ? undefined : `npm run build:renderer failed (exit ${build.status})`;
}

/** Clears the box and any docset chip a scoped query left, so each query starts alike. */
async function resetSearch(page: Page): Promise<void> {
  const box = page.getByRole('combobox', { name: 'Search the documentation' });
  await box.fill('');
  await box.press('Escape');
  await box.focus();
}

/** Types `query` one key at a time, waiting for each key's results before the next key. */
async function typeQuery(
  page: Page,
  query: string,
): Promise<Array<ProbeResult & { typed: string }>> {
  await resetSearch(page);
  const results: Array<ProbeResult & { typed: string }> = [];
  for (let i = 0; i < query.length; i++) {
    await page.keyboard.type(query.charAt(i));
    const probe = await page.evaluate<ProbeResult>(lastProbeExpression);
    results.push({ ...probe, typed: query.slice(0, i + 1) });
  }
  return results;
}

/** Warms up on the first queries, then times every key of every query (see typeQuery). */
async function typeQueries(
  page: Page,
  queries: readonly string[],
  log: (text: string) => void,
): Promise<{ samples: KeystrokeSample[]; timedOut: string[] }> {
  for (const query of queries.slice(0, warmUpQueries)) await typeQuery(page, query);
  const samples: KeystrokeSample[] = [];
  const timedOut: string[] = [];
  for (const query of queries) {
    log(`ui search: ${query}`);
    for (const probe of await typeQuery(page, query)) {
      if (probe.skipped) continue;
      if (probe.paintedMs === undefined) {
        timedOut.push(probe.typed);
        continue;
      }
      samples.push({
        query,
        typed: probe.typed,
        paintedMs: probe.paintedMs,
        ...(probe.requestMs === undefined ? {} : { requestMs: probe.requestMs }),
        ...(probe.responseMs === undefined ? {} : { responseMs: probe.responseMs }),
      });
    }
  }
  return { samples, timedOut };
}

/**
 * Keystroke → results painted in Chromium against `folio serve`: every key of every query is
 * one sample, timed in the page from its keydown (ui-probe.ts). Keys are typed one after the
 * other once the previous key's results painted, like a typist slower than the search, so a
 * sample is never a request superseded by the next key. The renderer's debounce is part of
 * every sample, since a user waits for it too. Then the same keys on a bare page that only fetches
 * (ui-floor-page.ts): the least this browser lets any search box measure.
 */
export async function measureUi(options: {
  repo: string;
  cache: string;
  catalog: string;
  queries: readonly string[];
  log: (text: string) => void;
}): Promise<UiOutcome> {
  const { repo, queries, log } = options;
  if (!(await isExecutable(chromiumExecutable))) {
    return { skipped: `Chromium is not installed at ${chromiumExecutable}` };
  }
  const buildError = await ensureRenderer(repo);
  if (buildError) return { skipped: buildError };
  const debounceSource = join(repo, 'renderer', 'src', 'hooks', 'use-search.ts');
  const debounceMs = parseDebounceMs(await readFile(debounceSource, 'utf8').catch(() => ''));

  const { chromium } = await import('playwright-core');
  const home = await mkdtemp(join(tmpdir(), 'folio-bench-ui-'));
  const serve = await startServe({ repo, cache: options.cache, catalog: options.catalog, home });
  try {
    const browser = await chromium.launch({
      executablePath: chromiumExecutable,
      args: [...chromiumArgs],
    });
    try {
      const page = await browser.newPage();
      await page.addInitScript(uiProbeScript);
      await page.goto(serve.url);
      await page.getByRole('combobox', { name: 'Search the documentation' }).waitFor();
      const app = await typeQueries(page, queries, log);
      // The same keys again, on a page that only fetches and writes one line: the floor.
      await page.evaluate(floorPageScript);
      const floor = await typeQueries(page, queries, () => {});
      const bare = summarizeKeystrokes(floor.samples, floor.timedOut, queries.length, 0);
      return {
        measurement: {
          ...summarizeKeystrokes(app.samples, app.timedOut, queries.length, debounceMs),
          floor: { p50Ms: bare.p50Ms, p95Ms: bare.p95Ms, samples: bare.samples },
        },
      };
    } finally {
      await browser.close();
    }
  } finally {
    await serve.stop();
    await rm(home, { recursive: true, force: true });
  }
}
