import { describe, expect, it } from 'vitest';
import type { KnownPage } from '../store/read-pages.ts';
import { createScope } from '../url/create-scope.ts';
import { splitByScope } from './split-by-scope.ts';

const page = (id: number, url: string, status: KnownPage['status'] = 'ok'): KnownPage => ({
  id,
  key: url,
  url,
  contentHash: 'h',
  status,
});

describe('splitByScope', () => {
  it('leaves behind pages of another host or now excluded, and keeps llms-full pieces in scope', () => {
    const scope = createScope('https://new.example/docs/', { excludes: ['changelog'] });
    const known = new Map(
      [
        page(1, 'https://new.example/docs/a.html'),
        page(2, 'https://old.example/docs/a.html'),
        page(3, 'https://new.example/docs/changelog/1.html'),
        page(4, 'https://new.example/docs/llms-full.txt?page=hidden'),
        page(5, 'https://old.example/docs/llms-full.txt?page=hidden'),
        page(6, 'https://old.example/docs/b.html', 'removed'),
      ].map((p) => [p.key, p]),
    );
    const { current, leftBehind } = splitByScope(known, scope);
    expect([...current.values()].map((p) => p.id)).toEqual([1, 4, 6]);
    expect(leftBehind.map((l) => [l.page.id, l.reason])).toEqual([
      [2, 'no longer in the docset’s scope'],
      [3, 'excluded from the docset'],
      [5, 'no longer in the docset’s scope'],
    ]);
  });
});
