import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openBundle } from '../../core/bundle/open-bundle.ts';
import { sha256, syncSites, tempDir } from '../../core/bundle/testing/bundle-fixture.ts';
import { page, smallDocsSite } from '../../core/mirror/testing/small-docs-site.ts';
import { openCache } from '../../core/store/open-cache.ts';
import type { SiteServer } from '../../test-support/serve-site.ts';
import { serveSite } from '../../test-support/serve-site.ts';
import { runFolioInProcess } from '../testing/run-cli-in-process.ts';
import { writeCatalog } from '../testing/run-folio.ts';
import { spawnFolio } from './testing/spawn-folio.ts';

const servers: SiteServer[] = [];
afterEach(() => Promise.all(servers.splice(0).map((s) => s.close())));

/** A docs site of `count` pages, each with two sections, all linked from the index. */
function bigSite(count: number): Record<string, string> {
  const files: Record<string, string> = {};
  const links = Array.from({ length: count }, (_, i) => `<a href="p${i}.html">Page ${i}</a>`);
  files['/docs/index.html'] = page('Index', `<p>${links.join(' ')}</p>`, false);
  for (let i = 0; i < count; i++) {
    files[`/docs/p${i}.html`] = page(
      `Page ${i}`,
      `<p>Intro to topic ${i}.</p><section id="more"><h2>More on ${i}</h2><p>Details of ${i}.</p></section>`,
      false,
    );
  }
  return files;
}

function cachedPages(file: string): number {
  const cache = openCache({ file, readOnly: true });
  try {
    return cache.db
      .prepare("SELECT count(*) FROM pages WHERE status = 'ok'")
      .pluck()
      .get() as number;
  } finally {
    cache.close();
  }
}

describe('folio export', () => {
  it('writes a bundle and describes it; bad usage is exit 2', async () => {
    const site = await serveSite({ files: smallDocsSite() });
    servers.push(site);
    const dir = tempDir();
    const cacheFile = join(dir, 'cache.db');
    const cache = openCache({ file: cacheFile });
    await syncSites(cache, [{ id: 'alpha', site }], '2025-01-01T00:00:00.000Z');
    cache.close();

    const out = join(dir, 'out', 'alpha.folio');
    const run = await runFolioInProcess(['export', '--cache', cacheFile, '--out', out]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(
      /^wrote .*alpha\.folio \(\d+(\.\d)? KiB, full, sha256 [0-9a-f]{16}…\)/,
    );
    expect(run.stdout).toMatch(/alpha\s+5\s+0\s+5\s+2025-01-01 00:00/);

    // An existing --out is refused (exit 2, the file as it was) unless --force.
    const before = sha256(out);
    const again = await runFolioInProcess(['export', '--cache', cacheFile, '--out', out]);
    expect(again.code).toBe(2);
    expect(again.stderr).toBe(`folio: --out ${out} already exists: pass --force to replace it\n`);
    expect(sha256(out)).toBe(before);
    const json = await runFolioInProcess([
      'export',
      '--cache',
      cacheFile,
      '--out',
      out,
      '--json',
      '--since',
      '2025-01-02',
      '--force',
    ]);
    expect(JSON.parse(json.stdout)).toMatchObject({
      file: out,
      base: { bundleId: null, since: '2025-01-02T00:00:00.000Z' },
      docsets: [{ id: 'alpha', pages: 0, totalPages: 5, base: '2025-01-02T00:00:00.000Z' }],
    });
    expect(sha256(out)).not.toBe(before);
    const replaced = openBundle(out);
    expect(replaced.manifest.base).toMatchObject({ since: '2025-01-02T00:00:00.000Z' });
    replaced.close();

    // The other refusals, onto a file that does not exist yet.
    const fresh = join(dir, 'out', 'fresh.folio');
    expect((await runFolioInProcess(['export', '--cache', cacheFile])).code).toBe(2);
    const since = await runFolioInProcess([
      'export',
      '--cache',
      cacheFile,
      '--out',
      fresh,
      '--since',
      'last week',
    ]);
    expect(since.code).toBe(2);
    expect(since.stderr).toMatch(/--since must be an earlier bundle file or an ISO date/);
    const unknown = await runFolioInProcess([
      'export',
      '--cache',
      cacheFile,
      '--out',
      fresh,
      '--docset',
      'nope',
    ]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/unknown docset: nope/);
  });

  it('during a running sync writes a consistent snapshot', async () => {
    const site = await serveSite({ files: bigSite(80) });
    servers.push(site);
    // Pages arrive slowly (4 at a time per host, 100 ms each), and the last one only once the
    // exports are done: the sync is writing pages the whole time the exports read.
    let release!: () => void;
    const exportsDone = new Promise<void>((resolve) => (release = resolve));
    site.use(async (req) => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (req.url === '/docs/p79.html') await exportsDone;
      return false;
    });
    const dir = tempDir();
    const cacheFile = join(dir, 'cache.db');
    const catalog = writeCatalog([['Big Docs', 'many pages', `<${site.url}/docs/index.html>`]]);
    const sync = spawnFolio(['sync', '--catalog', catalog, '--cache', cacheFile]);
    try {
      await sync.waitFor(/big-docs: new .*p\d+\.html/);
      const counts: number[] = [];
      for (let i = 0; i < 3; i++) {
        // An export in process takes milliseconds: wait for the sync to have written more pages
        // than the last snapshot held, so each export sees a later state.
        // Pages are committed in batches, a little after the sync reports them.
        await expect.poll(() => cachedPages(cacheFile)).toBeGreaterThan(counts[i - 1] ?? 0);
        const out = join(dir, `during-${i}.folio`);
        const run = await runFolioInProcess(['export', '--cache', cacheFile, '--out', out]);
        expect(run.code, run.stderr).toBe(0);
        expect(sync.child.exitCode).toBeNull();
        // Checked as an import would: integrity_check, exact schema, checksum.
        const bundle = openBundle(out);
        const one = (sql: string): number => bundle.db.prepare(sql).pluck().get() as number;
        expect(
          one(
            'SELECT count(*) FROM pages p WHERE NOT EXISTS (SELECT 1 FROM sections s WHERE s.page_id = p.id)',
          ),
        ).toBe(0);
        expect(
          one(
            'SELECT count(*) FROM pages p WHERE NOT EXISTS (SELECT 1 FROM crawl_lists l WHERE l.page_id = p.id)',
          ),
        ).toBe(0);
        expect(one('SELECT count(*) FROM sections_fts')).toBe(one('SELECT count(*) FROM sections'));
        counts.push(bundle.manifest.docsets[0]!.pages);
        bundle.close();
      }
      expect(counts[0]).toBeGreaterThan(0);
      // The sync went on between the exports: each snapshot is a different, whole state.
      expect(counts[1]).toBeGreaterThan(counts[0]!);
      expect(counts[2]).toBeGreaterThan(counts[1]!);
    } finally {
      release();
    }
    const synced = await sync.done;
    expect(synced.code, synced.stderr).toBe(0);
  });
});
