import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createSyncReporter } from './sync-reporter.ts';
import { runFolioInProcess } from './testing/run-cli-in-process.ts';
import { tempCacheFile, writeCatalog } from './testing/run-folio.ts';

describe('a first sync on a machine with no network', () => {
  it('says so once, names each URL once, points to import, and exits 1', async () => {
    // Reserved names (RFC 2606): they never resolve, as every host does not offline.
    const catalog = writeCatalog([
      ['Alpha', 'one', '<https://alpha.invalid/docs/>'],
      ['Beta', 'two', '<https://beta.invalid/> — llms.txt: <https://beta.invalid/llms.txt>'],
    ]);
    const cache = tempCacheFile();
    const run = await runFolioInProcess(['sync', '--catalog', catalog, '--cache', cache]);
    expect(run.code).toBe(1);
    const advice = run.stderr.split('\n').filter((l) => l.includes('no network'));
    expect(advice).toEqual(['folio: no network: none of the 2 docsets could be reached.']);
    expect(run.stderr).toContain('folio import FILE');
    // The summary says it once per row, in two words, instead of each docset's DNS error again.
    const table = run.stdout.slice(run.stdout.indexOf('docset  result'));
    expect(table).not.toContain('host not found');
    expect(table.match(/ no network$/gm)).toHaveLength(2);
    for (const line of run.stdout.split('\n').filter((l) => l.includes('robots.txt'))) {
      expect(line.match(/https:\/\/\w+\.invalid\/robots\.txt/g)).toHaveLength(1);
    }
    // Failed attempts are no sync: status says never, not "stale" with a date, and explains its marks.
    const status = await runFolioInProcess(['status', '--cache', cache]);
    expect(status.stdout.match(/never synced/g)).toHaveLength(2);
    expect(status.stdout).not.toContain('stale');
    expect(status.stdout).toContain('+ new  ~ changed  = unchanged  - removed  ! failed');
  });

  it('ends a failed docset’s progress bar where it got to, marked failed, not full', () => {
    let out = '';
    const terminal = Object.assign(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          out += chunk.toString();
          done();
        },
      }),
      {
        isTTY: true,
        columns: 120,
        cursorTo: () => true,
        clearLine: () => true,
        moveCursor: () => true,
      },
    );
    const reporter = createSyncReporter({
      json: false,
      docsets: [],
      stdout: { write: () => {} },
      stderr: terminal,
    });
    reporter.onEvent({
      type: 'docset-start',
      docset: 'alpha',
      name: 'Alpha',
      entryUrl: 'https://a/',
      at: '',
    });
    reporter.onEvent({
      type: 'page',
      docset: 'alpha',
      url: 'https://a/x',
      outcome: 'new',
      done: 1,
      found: 4,
      bytes: 10,
    });
    const summary = { new: 1, changed: 0, unchanged: 0, restored: 0, removed: 0, failed: 0 };
    reporter.onEvent({
      type: 'docset-end',
      docset: 'alpha',
      outcome: 'failed',
      summary,
      error: 'boom',
      at: '',
      seconds: 1,
    });
    reporter.stop();
    expect(out).toMatch(/1\/4 pages .*FAILED/);
    expect(out).not.toMatch(/4\/4 pages/);
  });
});
