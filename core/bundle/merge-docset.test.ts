import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SiteServer } from '../../test-support/serve-site.ts';
import { serveSite } from '../../test-support/serve-site.ts';
import { smallDocsSite } from '../mirror/testing/small-docs-site.ts';
import type { Cache } from '../store/open-cache.ts';
import { openCache } from '../store/open-cache.ts';
import { exportBundle } from './export-bundle.ts';
import { importBundle } from './import-bundle.ts';
import {
  changeSite,
  contentOf,
  syncSites,
  tamperBundle,
  tempDir,
} from './testing/bundle-fixture.ts';

let alpha: SiteServer;
let beta: SiteServer;
let dir: string;
beforeEach(async () => {
  alpha = await serveSite({ files: smallDocsSite() });
  beta = await serveSite({ files: smallDocsSite() });
  dir = tempDir();
});
afterEach(() => Promise.all([alpha.close(), beta.close()]));

const tamper = (file: string, sql: string): void => tamperBundle(file, (db) => db.exec(sql));

describe('mergeDocset', () => {
  it('a crafted row refuses the whole bundle, even after another docset had merged', async () => {
    const targetFile = join(dir, 'target.db');
    const target = openCache({ file: targetFile });
    await syncSites(target, [{ id: 'alpha', site: alpha }], '2025-01-01T00:00:00.000Z');
    const count = (cache: Cache): unknown =>
      cache.db.prepare('SELECT count(*) FROM sync_runs').pluck().get();
    const before = { content: contentOf(target), runs: count(target) };
    target.close();

    changeSite(alpha);
    const source = openCache({ file: join(dir, 'source.db') });
    const sites = [
      { id: 'alpha', site: alpha },
      { id: 'beta', site: beta },
    ];
    await syncSites(source, sites, '2025-01-03T00:00:00.000Z');
    source.close();
    const bundle = join(dir, 'full.folio');
    exportBundle({
      cacheFile: source.file,
      out: bundle,
      now: () => new Date('2025-01-04T00:00:00.000Z'),
      folioVersion: '0.1.0',
    });
    // alpha (newer than the target's) merges first; then one of beta's pages claims a key that
    // does not follow from its URL: it could overwrite an unrelated page.
    tamper(
      bundle,
      `UPDATE pages SET key = 'https://elsewhere.example/'
       WHERE id = (SELECT max(id) FROM pages WHERE docset_id = 'beta')`,
    );

    expect(() =>
      importBundle({ bundleFile: bundle, cacheFile: targetFile, now: () => new Date() }),
    ).toThrow(/key that does not match its URL/);
    const after = openCache({ file: targetFile, readOnly: true });
    expect(contentOf(after)).toEqual(before.content);
    expect(count(after)).toBe(before.runs);
    after.close();
  });

  it('refuses pages whose sections do not match their text', async () => {
    const source = openCache({ file: join(dir, 'source.db') });
    await syncSites(source, [{ id: 'alpha', site: alpha }], '2025-01-01T00:00:00.000Z');
    source.close();
    const bundle = join(dir, 'full.folio');
    exportBundle({ cacheFile: source.file, out: bundle, now: () => new Date(), folioVersion: '0' });
    tamper(bundle, 'DELETE FROM sections WHERE ord = 0');
    expect(() =>
      importBundle({
        bundleFile: bundle,
        cacheFile: join(dir, 'target.db'),
        now: () => new Date(),
      }),
    ).toThrow(/sections do not match its text/);
  });
});
