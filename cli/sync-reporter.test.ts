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
