import { describe, expect, it } from 'vitest';
import { createSyncReporter } from './sync-reporter.ts';

describe('the line reporter (not a terminal, no --json)', () => {
  it('notes where a redirect page leads, without calling it skipped or failed', () => {
    const out: string[] = [];
    const err: string[] = [];
    const reporter = createSyncReporter({
      json: false,
      docsets: [],
      stdout: { write: (text) => void out.push(text) },
      stderr: { write: (text) => void err.push(text), isTTY: false },
    });
    const base = { type: 'page', docset: 'torchtune', done: 1, found: 2, bytes: 10 } as const;
    reporter.onEvent({
      ...base,
      url: 'http://h/torchtune/',
      outcome: 'redirected',
      message: 'redirects to http://h/torchtune/stable/index.html',
    });
    const summary = { new: 0, changed: 0, unchanged: 1, restored: 0, removed: 0, failed: 0 };
    reporter.finish([{ docset: 'torchtune', outcome: 'ok', summary }]);
    expect(out[0]).toBe(
      'torchtune: http://h/torchtune/ redirects to http://h/torchtune/stable/index.html\n',
    );
    expect(out.join('')).not.toMatch(/skipped|failed http/);
    expect(err).toEqual([]);
  });
});

describe('the bars (a terminal)', () => {
  it('says how many of the pages done were no page, so "11/11 pages" adds up to "+10"', () => {
    const err: string[] = [];
    const stderr = { write: (text: string) => void err.push(text), isTTY: true, columns: 200 };
    const reporter = createSyncReporter({
      json: false,
      docsets: [],
      stdout: { write: () => {} },
      stderr,
    });
    reporter.onEvent({ type: 'docset-start', docset: 'd', name: 'D', entryUrl: 'u', at: '' });
    const base = { type: 'page', docset: 'd', found: 3, bytes: 10 } as const;
    reporter.onEvent({ ...base, url: 'http://h/a', outcome: 'new', done: 1 });
    reporter.onEvent({ ...base, url: 'http://h/', outcome: 'redirected', done: 2 });
    reporter.onEvent({ ...base, url: 'http://h/b', outcome: 'new', done: 3 });
    const summary = { new: 2, changed: 0, unchanged: 0, restored: 0, removed: 0, failed: 0 };
    reporter.onEvent({
      type: 'docset-end',
      docset: 'd',
      outcome: 'ok',
      summary,
      at: '',
      seconds: 1,
    });
    reporter.finish([{ docset: 'd', outcome: 'ok', summary }]);
    expect(err.join('')).toContain('3/3 pages | 10 B | +2 ~0 =0 !0 ·1 not a page');
  });
});
