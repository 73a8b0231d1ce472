import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAllReplicas } from '../test-support/sites/start-all-replicas.ts';
import type { AllReplicas } from '../test-support/sites/start-all-replicas.ts';
import { runFolio, tempCacheFile } from './testing/run-folio.ts';
import { runFolioInProcess } from './testing/run-cli-in-process.ts';
import { postApi, startServe } from './testing/start-serve.ts';

/**
 * The done-criterion, tried as a new user would: the whole default catalog, pointed at
 * its replicas, synced by the real `folio` command, then read back with status, search and show.
 * The per-replica details live in core/mirror/replicas; this checks the product end to end.
 */

interface Hit {
  docset: string;
  url: string;
}
interface StatusRow {
  docset: string;
  pages: number;
  lastError: string | null;
  lastRun: { outcome: string } | null;
}

/** Twins are stored under their page's URL, and `x/index.html` as `x/`. */
const comparable = (url: string) =>
  url.replace(/(\.html)?\.md$/, '').replace(/\/index\.html?$/, '/');

let all: AllReplicas;
let cache: string;
const folio = (...args: string[]) => runFolio([...args, '--cache', cache], all.env);
/** The read-only commands in process: the same code without a Node start-up per search. */
const inProcess = (...args: string[]) => runFolioInProcess([...args, '--cache', cache], all.env);

beforeAll(async () => {
  all = await startAllReplicas(mkdtempSync(join(tmpdir(), 'folio-all-replicas-')));
  cache = tempCacheFile();
}, 20_000);
afterAll(() => all?.close());

describe('the default catalog against its replicas, through the real CLI', () => {
  it('syncs every docset', { timeout: 90_000 }, async () => {
    const run = await folio('sync', '--catalog', all.catalog, '--json');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const summary = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as {
      type: string;
      results: Array<{ docset: string; outcome: string; error?: string }>;
    };
    expect(summary.type).toBe('summary');
    expect(summary.results.map((r) => [r.docset, r.outcome, r.error])).toEqual(
      all.replicas.map((r) => [r.expectations.docsetId, 'ok', undefined]),
    );
  });

  it(
    'shows every docset in status with at least its expected pages and no error',
    { timeout: 30_000 },
    async () => {
      const run = await folio('status', '--json');
      expect(run.code).toBe(0);
      const rows = JSON.parse(run.stdout) as StatusRow[];
      const expected = new Map(
        all.replicas.map((r) => [r.expectations.docsetId, r.expectations.expectedPages.length]),
      );
      const seen = rows.map((r) => ({
        docset: r.docset,
        pages: r.pages >= (expected.get(r.docset) ?? Infinity) ? 'enough' : r.pages,
        lastError: r.lastError,
        outcome: r.lastRun?.outcome,
      }));
      expect(seen).toEqual(
        [...expected.keys()].map((docset) => ({
          docset,
          pages: 'enough',
          lastError: null,
          outcome: 'ok',
        })),
      );
    },
  );

  it(
    'finds each replica’s first search in the top three of an unscoped search',
    { timeout: 60_000 },
    async () => {
      const runs = await Promise.all(
        all.replicas.map(async (r) => {
          const { query, expectPath } = r.expectations.searches[0]!;
          const run = await inProcess('search', query, '--limit', '3', '--json');
          const urls = (JSON.parse(run.stdout) as Hit[]).map((h) => comparable(h.url));
          const found = urls.some((u) => u.endsWith(comparable(expectPath)));
          return { query, found: found ? expectPath : `${expectPath} not in ${urls.join(', ')}` };
        }),
      );
      expect(runs).toEqual(
        all.replicas.map((r) => ({
          query: r.expectations.searches[0]!.query,
          found: r.expectations.searches[0]!.expectPath,
        })),
      );
    },
  );

  it(
    '"Sync all" in folio serve leaves every docset with the pages folio sync left it',
    { timeout: 90_000 },
    async () => {
      const pages = async () =>
        (JSON.parse((await inProcess('status', '--json')).stdout) as StatusRow[]).map((r) => [
          r.docset,
          r.pages,
        ]);
      const before = await pages();
      const serve = await startServe(['--cache', cache, '--catalog', all.catalog], all.env);
      try {
        await postApi(serve.url, 'startSync', {});
        let state: { running: boolean; docsets: Array<{ docset: string; state: string }> };
        do {
          await new Promise((resolve) => setTimeout(resolve, 200));
          state = (await postApi(serve.url, 'getSyncState', {})) as typeof state;
        } while (state.running);
        expect(state.docsets.filter((d) => d.state !== 'ok')).toEqual([]);
      } finally {
        serve.child.kill('SIGTERM');
        await serve.exited;
      }
      expect(await pages()).toEqual(before);
    },
  );

  it('shows a found page as text', { timeout: 30_000 }, async () => {
    const search = await folio('search', 'deepspeed: stage 3 partitions', '--limit', '1', '--json');
    const [hit] = JSON.parse(search.stdout) as Hit[];
    const run = await folio('show', hit!.url);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(hit!.url);
    expect(run.stdout).toMatch(/partition/i);
    expect(run.stdout).not.toMatch(/<\/?(div|span|p|a)\b/);
  });
});
