import { describe, expect, it } from 'vitest';
import type { KnownPage } from '../store/read-pages.ts';
import { RunTally } from './run-tally.ts';

const page = (id: number, status: KnownPage['status'] = 'ok'): KnownPage => ({
  id,
  key: `https://d.io/p${id}`,
  url: `https://d.io/p${id}`,
  contentHash: `h${id}`,
  status,
});
const known = (n: number) => new Map(Array.from({ length: n }, (_, i) => [page(i).key, page(i)]));
const stored = (id: number) =>
  ({ kind: 'stored', change: 'new', url: page(id).url, links: [], images: [], bytes: 10 }) as const;

describe('RunTally (no I/O: what each outcome counts and how the run ends)', () => {
  it('counts kept pages, notes changes and errors, and ends ok with the 404s removed', () => {
    const tally = new RunTally({ maxNetworkFailures: 3 });
    expect(tally.add(stored(1))).toEqual({ change: 'new' });
    expect(tally.add({ ...stored(2), change: 'restored' })).toEqual({ change: 'new' });
    expect(tally.add({ ...stored(3), change: 'unchanged' })).toEqual({});
    expect(tally.add({ kind: 'gone', url: page(4).url, status: 404, known: page(4) })).toEqual({});
    expect(tally.add({ kind: 'gone', url: 'https://d.io/typo', status: 404 })).toEqual({
      error: { url: 'https://d.io/typo', status: 404, message: 'HTTP 404' },
    });
    expect(tally.kept).toBe(3);
    expect(tally.firstKept).toBe(page(1).url);
    const decision = tally.decide(false, known(60));
    expect(decision).toMatchObject({ outcome: 'ok', removals: { pages: [page(4)] } });
    expect(tally.summary).toEqual({
      new: 1,
      changed: 0,
      unchanged: 1,
      restored: 1,
      removed: 1,
      failed: 1,
    });
  });

  it('stops the run after too many answers that never came, and fails it', () => {
    const tally = new RunTally({ maxNetworkFailures: 3 });
    const down = (n: number) =>
      ({
        kind: 'failed',
        url: `https://d.io/${n}`,
        message: 'ECONNRESET',
        transient: true,
        network: true,
      }) as const;
    tally.add(down(1));
    tally.add(down(2));
    tally.add(stored(9)); // an answer in between starts the count again
    tally.add(down(3));
    tally.add(down(4));
    expect(tally.fatal).toBeUndefined();
    tally.add(down(5));
    expect(tally.fatal).toBe('server stopped answering (https://d.io/5: ECONNRESET)');
    expect(tally.decide(false, known(10))).toMatchObject({
      outcome: 'failed',
      removals: { pages: [] },
    });
  });

  it('refuses a mass removal, fails a run whose entry failed, and says cancelled first', () => {
    const many = new RunTally({ maxNetworkFailures: 6 });
    for (let i = 0; i < 12; i++)
      many.add({ kind: 'gone', url: page(i).url, status: 404, known: page(i) });
    expect(many.decide(false, known(40))).toMatchObject({
      outcome: 'failed',
      error: expect.stringMatching(/^refused to remove 12 of 40 cached pages/) as unknown,
      removals: { pages: [] },
    });
    const entry = new RunTally({ maxNetworkFailures: 6 });
    entry.setEntry('https://d.io/');
    entry.add({
      kind: 'failed',
      url: 'https://d.io/',
      message: 'HTTP 500',
      transient: true,
      network: false,
    });
    expect(entry.decide(false, known(1))).toMatchObject({
      outcome: 'failed',
      error: 'https://d.io/: HTTP 500',
    });
    expect(entry.decide(true, known(1))).toMatchObject({ outcome: 'cancelled' });
  });

  it('keeps the old pages when a new scope found nothing', () => {
    const tally = new RunTally({ maxNetworkFailures: 6 });
    tally.leaveBehind([{ page: page(1), reason: 'no longer in the docset’s scope' }]);
    expect(tally.decide(false, known(2))).toMatchObject({
      outcome: 'failed',
      error: 'nothing found in the docset’s scope; 1 cached page(s) outside it are kept',
    });
  });
});
