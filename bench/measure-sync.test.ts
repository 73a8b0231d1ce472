import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { measureSync } from './measure-sync.ts';
import { watchPeakRss } from './watch-peak-rss.ts';

// A stand-in for bin/folio: holds ~80 MB for a moment, prints NDJSON, checks its arguments.
const fakeFolio = `#!/usr/bin/env node
const args = process.argv.slice(2);
const hold = Buffer.alloc(80 * 1024 * 1024, 1);
console.log(JSON.stringify({ event: 'start', args }));
console.log('not json');
setTimeout(() => {
  console.log(JSON.stringify({ event: 'summary', pages: 3, held: hold.length }));
  process.exit(args.includes('--json') ? 0 : 3);
}, 100);
`;

const repo = await mkdtemp(join(tmpdir(), 'measure-sync-'));
afterAll(() => rm(repo, { recursive: true, force: true }));

describe('measureSync', () => {
  it('runs bin/folio sync with the catalog and cache, and measures time, events and peak RSS', async () => {
    await mkdir(join(repo, 'bin'));
    await writeFile(join(repo, 'bin', 'folio'), fakeFolio, { mode: 0o755 });
    const result = await measureSync({ repo, catalog: 'c.md', cache: 'c.db', maxPages: 50 });
    expect(result.exitCode).toBe(0);
    expect(result.events).toBe(2);
    expect(result.summary).toEqual({ event: 'summary', pages: 3, held: 80 * 1024 * 1024 });
    expect(result.ms).toBeGreaterThan(100);
    expect(result.rssMethod).not.toBe('none');
    expect(result.peakRssBytes).toBeGreaterThan(80 * 1024 * 1024);
  });

  it('reports a sync that cannot start', async () => {
    const result = await measureSync({
      repo: join(repo, 'nowhere'),
      catalog: 'c.md',
      cache: 'c.db',
    });
    expect(result.exitCode).not.toBe(0);
  });
});

describe('watchPeakRss', () => {
  it.skipIf(process.platform !== 'linux')('reads VmHWM from /proc', () => {
    const watch = watchPeakRss(process.pid);
    expect(watch?.stop()).toBeGreaterThan(10 * 1024 * 1024);
  });
});
