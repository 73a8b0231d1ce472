import { describe, expect, it } from 'vitest';
import { TrapGuard } from './trap-guard.ts';

const site = 'https://docs.example.org';

describe('TrapGuard', () => {
  it('cuts a counting path pattern after its limit and says how many it kept out', () => {
    const guard = new TrapGuard({ maxPerPattern: 24 });
    let admitted = 0;
    for (let year = 2020; year < 2030; year++) {
      for (let month = 1; month <= 12; month++) {
        if (guard.admits(`${site}/cal/${year}/${String(month).padStart(2, '0')}`)) admitted++;
      }
    }
    expect(admitted).toBe(24);
    expect(guard.cuts()).toEqual([{ pattern: `${site}/cal/N/N`, skipped: 96 }]);
  });

  it('cuts an ever-changing query, whatever its values', () => {
    const guard = new TrapGuard({ maxPerPattern: 3 });
    const results = ['a', 'b', 'c', 'd', 'e'].map((sid) => guard.admits(`${site}/p?sid=${sid}`));
    expect(results).toEqual([true, true, true, false, false]);
    expect(guard.cuts()).toEqual([{ pattern: `${site}/p?sid=*`, skipped: 2 }]);
  });

  it('never counts URLs without numbers or a query: a docs site’s own pages', () => {
    const guard = new TrapGuard({ maxPerPattern: 1 });
    for (const name of ['intro', 'install', 'usage', 'api', 'faq']) {
      expect(guard.admits(`${site}/docs/${name}.html`)).toBe(true);
    }
    expect(guard.cuts()).toEqual([]);
  });

  it('cuts deep paths, repeated segments and overlong URLs at once', () => {
    const guard = new TrapGuard();
    expect(
      guard.admits(`${site}/${Array.from({ length: 21 }, (_, i) => `s${i}x`).join('/')}`),
    ).toBe(false);
    expect(guard.admits(`${site}/docs/a/a/a/page.html`)).toBe(false);
    expect(guard.admits(`${site}/docs/a/a/page.html`)).toBe(true);
    expect(guard.admits(`${site}/${'x'.repeat(2100)}`)).toBe(false);
    expect(guard.cuts().map((c) => c.pattern)).toEqual([
      'paths deeper than 20 segments',
      'a path segment repeated more than 2 times (a)',
      'URLs longer than 2083 characters',
    ]);
  });

  it('cuts a loop whose segments alternate: one segment recurring more than 3 times', () => {
    const guard = new TrapGuard();
    expect(guard.admits(`${site}/loop/x/y/x/y/x/y/page.html`)).toBe(true);
    expect(guard.admits(`${site}/loop/x/y/x/y/x/y/x/page.html`)).toBe(false);
    // A segment named twice, as some real trees do (api/…/api), is a docs path.
    expect(guard.admits(`${site}/api/python/api/index.html`)).toBe(true);
    expect(guard.cuts()).toEqual([{ pattern: 'a path segment more than 3 times (x)', skipped: 1 }]);
  });
});
