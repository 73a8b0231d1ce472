import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { syncSites, tempDir } from '../../core/bundle/testing/bundle-fixture.ts';
import { page, smallDocsSite } from '../../core/mirror/testing/small-docs-site.ts';
import { openCache } from '../../core/store/open-cache.ts';
import type { SiteServer } from '../../test-support/serve-site.ts';
import { serveSite } from '../../test-support/serve-site.ts';
import { runFolioInProcess } from '../testing/run-cli-in-process.ts';

let site: SiteServer;
beforeEach(async () => {
  site = await serveSite({ files: smallDocsSite() });
});
afterEach(() => site.close());

describe('folio status', () => {
  it('--changes lists the pages the last sync added, changed and removed', async () => {
    // The syncs are the engine's, in process: what is tested here is how status reads them.
    const cache = join(tempDir(), 'cache.db');
    const sync = async (at: string): Promise<void> => {
      const opened = openCache({ file: cache });
      try {
        const [result] = await syncSites(opened, [{ id: 'fixture-docs', site }], at);
        expect(result).toMatchObject({ outcome: 'ok' });
      } finally {
        opened.close();
      }
    };
    await sync('2025-01-01T00:00:00.000Z');
    site.setFile('/docs/guide/zero.html', page('Zero Redundancy Optimizer', '<p>New text.</p>'));
    site.setFile('/docs/guide/new.html', page('Brand new', '<p>Fresh.</p>'));
    site.setFile(
      '/docs/index.html',
      page('Fixture documentation', '<p>See <a href="guide/new.html">new</a>.</p>'),
    );
    site.deleteFile('/docs/guide/pipeline.html');
    await sync('2025-01-02T00:00:00.000Z');

    const json = await runFolioInProcess(['status', '--cache', cache, '--changes', '--json']);
    expect(json.code, json.stderr).toBe(0);
    const [changes] = JSON.parse(json.stdout) as Array<{
      docset: string;
      run: { kind: string; outcome: string };
      pages: Array<{ change: string; title: string; url: string }>;
    }>;
    expect(changes!.docset).toBe('fixture-docs');
    expect(changes!.run).toMatchObject({ kind: 'sync', outcome: 'ok' });
    expect(changes!.pages.map((p) => [p.change, p.title])).toEqual([
      ['new', 'Brand new'],
      ['changed', 'Fixture documentation'],
      ['changed', 'Zero Redundancy Optimizer'],
      ['removed', 'Pipeline parallelism'],
    ]);

    const text = await runFolioInProcess(['status', '--cache', cache, '--changes']);
    expect(text.stdout).toMatch(
      /^fixture-docs: last sync \d{4}-\d\d-\d\d \d\d:\d\d \(ok\): 1 added, 2 changed, 1 removed\n/,
    );
    expect(text.stdout).toContain(`  + Brand new  ${site.url}/docs/guide/new.html\n`);
    expect(text.stdout).toContain(
      `  - Pipeline parallelism  ${site.url}/docs/guide/pipeline.html\n`,
    );
  });

  it('marks docsets whose last good sync is older than --stale-after (default 7d)', async () => {
    const file = join(tempDir(), 'old.db');
    const cache = openCache({ file });
    await syncSites(cache, [{ id: 'alpha', site }], '2020-01-01T00:00:00.000Z');
    cache.close();
    const stale = await runFolioInProcess(['status', '--cache', file, '--json']);
    expect((JSON.parse(stale.stdout) as unknown[])[0]).toMatchObject({
      docset: 'alpha',
      lastOkSyncAt: '2020-01-01T00:00:00.000Z',
      stale: true,
    });
    const table = await runFolioInProcess(['status', '--cache', file]);
    expect(table.stdout).toMatch(/alpha\s+\d+\s+\S+ \S+\s+2020-01-01 00:00 \(stale\)/);
    const lenient = await runFolioInProcess([
      'status',
      '--cache',
      file,
      '--json',
      '--stale-after',
      '520w',
    ]);
    expect((JSON.parse(lenient.stdout) as unknown[])[0]).toMatchObject({ stale: false });
    const bad = await runFolioInProcess(['status', '--cache', file, '--stale-after', 'weekly']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--stale-after: not a duration: "weekly"/);
  });
});
