import Database from 'better-sqlite3';
import { copyFileSync, existsSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncSites, contentOf, sha256, tempDir } from '../../core/bundle/testing/bundle-fixture.ts';
import { page, smallDocsSite } from '../../core/mirror/testing/small-docs-site.ts';
import { migrations } from '../../core/store/migrations.ts';
import { openCache } from '../../core/store/open-cache.ts';
import type { SiteServer } from '../../test-support/serve-site.ts';
import { serveSite } from '../../test-support/serve-site.ts';
import { runFolioInProcess } from '../testing/run-cli-in-process.ts';
import { spawnFolio } from './testing/spawn-folio.ts';

let alpha: SiteServer;
let beta: SiteServer;
let dir: string;
/** Synced alpha and beta after alpha changed: newer than `old`. */
let source: string;
/** Synced alpha only, before it changed. */
let old: string;
let full: string;

beforeAll(async () => {
  alpha = await serveSite({ files: smallDocsSite() });
  beta = await serveSite({ files: smallDocsSite() });
  dir = tempDir();
  old = join(dir, 'old.db');
  const oldCache = openCache({ file: old });
  await syncSites(oldCache, [{ id: 'alpha', site: alpha }], '2025-01-01T00:00:00.000Z');
  oldCache.close();
  alpha.setFile('/docs/guide/zero.html', page('Zero Redundancy Optimizer', '<p>Rewritten.</p>'));
  source = join(dir, 'source.db');
  const sourceCache = openCache({ file: source });
  await syncSites(
    sourceCache,
    [
      { id: 'alpha', site: alpha },
      { id: 'beta', site: beta },
    ],
    '2025-01-02T00:00:00.000Z',
  );
  sourceCache.close();
  full = join(dir, 'full.folio');
  const run = await runFolioInProcess(['export', '--cache', source, '--out', full]);
  expect(run.code, run.stderr).toBe(0);
});
afterAll(() => Promise.all([alpha.close(), beta.close()]));

/** A fresh copy of the old cache, as the machine that imports would have it. */
function target(name: string): string {
  const file = join(dir, name);
  copyFileSync(old, file);
  return file;
}

function variant(name: string, edit: (file: string) => void): string {
  const file = join(dir, name);
  copyFileSync(full, file);
  edit(file);
  return file;
}

describe('folio import', () => {
  it('merges a bundle and reports per docset', async () => {
    const cache = target('merge.db');
    const run = await runFolioInProcess(['import', full, '--cache', cache]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/imported .*full\.folio \(full, made /);
    expect(run.stdout).toMatch(/docset\s+added\s+updated\s+unchanged\s+removed/);
    expect(run.stdout).toMatch(/alpha\s+0\s+1\s+4\s+0/);
    expect(run.stdout).toMatch(/beta\s+5\s+0\s+0\s+0/);
    const json = await runFolioInProcess(['import', full, '--cache', cache, '--json']);
    expect(JSON.parse(json.stdout)).toEqual([
      { docset: 'alpha', kind: 'full', added: 0, updated: 0, unchanged: 5, removed: 0, assets: 0 },
      { docset: 'beta', kind: 'full', added: 0, updated: 0, unchanged: 5, removed: 0, assets: 0 },
    ]);
  });

  it('refuses damaged, foreign, newer and misplaced bundles, leaving the cache byte for byte', async () => {
    const cache = target('refuse.db');
    const before = sha256(cache);
    const foreign = join(dir, 'other-app.db');
    const other = new Database(foreign);
    other.exec('CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES (1)');
    other.close();
    const text = join(dir, 'random.bin');
    writeFileSync(text, Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251)));
    const incremental = join(dir, 'delta.folio');
    expect(
      (
        await runFolioInProcess([
          'export',
          '--cache',
          source,
          '--out',
          incremental,
          '--since',
          full,
        ])
      ).code,
    ).toBe(0);
    const cases: Array<[string, RegExp]> = [
      [
        variant('truncated.folio', (f) => truncateSync(f, Math.floor(readFileSync(f).length / 2))),
        /truncated/,
      ],
      [
        variant('flipped.folio', (f) => {
          const bytes = readFileSync(f);
          const middle = bytes.length >> 1;
          bytes[middle] = bytes[middle]! ^ 0x10;
          writeFileSync(f, bytes);
        }),
        /damaged/,
      ],
      [text, /not a Folio bundle \(not an SQLite database\)/],
      [foreign, /another application's SQLite database/],
      [source, /Folio cache in WAL mode, not a bundle/],
      [
        variant('future.folio', (f) => {
          const db = new Database(f);
          db.prepare('UPDATE bundle_manifest SET format = 9').run();
          db.close();
        }),
        /bundle format 9, newer than this Folio reads/,
      ],
      [
        variant('newer.folio', (f) => {
          const db = new Database(f);
          db.pragma(`user_version = ${migrations.length + 1}`);
          db.close();
        }),
        /made by a newer Folio/,
      ],
      [incremental, /incremental bundle that applies on top of bundle .* import that first/],
    ];
    // Independent refusals: run side by side, then check each and the cache once more.
    const runs = await Promise.all(
      cases.map(([file]) => runFolioInProcess(['import', file, '--cache', cache])),
    );
    for (const [i, [file, reason]] of cases.entries()) {
      const run = runs[i]!;
      expect(run.code, `${file}: ${run.stderr}`).toBe(1);
      expect(run.stderr).toMatch(new RegExp(`^folio: cannot import ${file}: it `));
      expect(run.stderr).toMatch(reason);
      expect(run.stderr).toMatch(/The cache was not changed\.\n$/);
    }
    expect(sha256(cache)).toBe(before);
    const missing = await runFolioInProcess(['import', join(dir, 'nope.folio'), '--cache', cache]);
    expect(missing.code).toBe(2);
  });

  it('refuses a bundle given as --cache, saying how to do it, and leaves it byte for byte', async () => {
    const bundle = variant('as-cache.folio', () => {});
    const before = sha256(bundle);
    const run = await runFolioInProcess(['import', full, '--cache', bundle]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      new RegExp(
        `^folio: cannot import ${full}: the cache ${bundle} is a bundle \\(made by folio export\\), not a working cache`,
      ),
    );
    expect(run.stderr).toContain(`folio import ${full} --cache cache.db`);
    expect(run.stderr).toContain(`folio import ${bundle} --cache new.db`);
    expect(run.stderr).toMatch(/The cache was not changed\.\n$/);
    expect(sha256(bundle)).toBe(before);
    expect(existsSync(`${bundle}-wal`) || existsSync(`${bundle}-shm`)).toBe(false);
  });

  it('killed mid-merge leaves the old cache; a later import succeeds', async () => {
    const cache = target('killed.db');
    const before = sha256(cache);
    const oldContent = readContent(cache);
    const run = spawnFolio(['import', full, '--cache', cache], {
      env: { FOLIO_TEST_IMPORT_PAUSE_MS: '60000' },
    });
    // alpha is merged (its pages rewritten) inside the transaction; beta has not started.
    await run.waitFor(/FOLIO_TEST_IMPORT_PAUSE_MS: merged alpha/);
    run.child.kill('SIGKILL');
    const killed = await run.done;
    expect(killed.code).toBeNull();
    // The cache file itself was never written: the merge lived only in the -wal, uncommitted.
    expect(sha256(cache)).toBe(before);
    expect(readContent(cache)).toEqual(oldContent);
    const db = new Database(cache, { readonly: true });
    expect(db.pragma('quick_check', { simple: true })).toBe('ok');
    db.close();

    const again = await runFolioInProcess(['import', full, '--cache', cache]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/alpha\s+0\s+1\s+4\s+0/);
    expect(again.stdout).toMatch(/beta\s+5\s+0\s+0\s+0/);
    const sourceCache = openCache({ file: source, readOnly: true });
    // Same pages; the four that did not change keep the times this cache first saw them.
    const pages = (content: unknown): unknown[] =>
      (content as { pages: Array<{ changed_at: string }> }).pages.map(
        ({ changed_at: _, ...rest }) => rest,
      );
    expect(pages(readContent(cache))).toEqual(pages(contentOf(sourceCache)));
    sourceCache.close();
  });
});

function readContent(file: string): unknown {
  const cache = openCache({ file, readOnly: true });
  try {
    return contentOf(cache);
  } finally {
    cache.close();
  }
}
