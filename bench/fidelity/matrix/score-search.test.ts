import { describe, expect, it } from 'vitest';
import type { MirroredSite } from './mirror-matrix.ts';
import { readSampleSource } from './sample-source.ts';
import { scoreSearch, searchesFor } from './score-search.ts';

const source = readSampleSource();
const at = (path: string) => `http://127.0.0.1:1/${path}`;

/** A stored build with the guide's usage page and a Doxygen-style API page, and given hits. */
function site(hits: Record<string, Array<{ path: string; anchor: string }>>): MirroredSite {
  return {
    site: { dir: 'fake', name: 'Fake', api: 'c', hasNav: false },
    outcome: 'ok',
    pages: [
      {
        url: at('usage/'),
        title: 'Usage',
        html: '<h1 id="usage">Usage</h1><h3 id="t-w">Tile weights</h3><h3 id="r">Rendering to a file</h3>',
      },
      { url: at('open.html'), title: 'open', html: '<h1 id="o">widgets_open_frame()</h1><p>x</p>' },
      {
        url: at('widgets_8h.html'),
        title: 'widgets.h',
        html: '<h1 id="top">widgets.h</h1><h2 id="open">widgets_<wbr>open_frame()</h2>',
      },
    ],
    toc: [],
    hits: new Map(
      Object.entries(hits).map(([q, list]) => [
        q,
        list.map((h) => ({ url: at(h.path), anchor: h.anchor, heading: '' })),
      ]),
    ),
  };
}

describe('scoreSearch', () => {
  it('asks API calls in the build’s own language, guide queries of every build', () => {
    expect(searchesFor('c', source)).toContain('widgets_open_frame');
    expect(searchesFor('typescript', source)).toContain('openFrame');
    expect(searchesFor(undefined, source)).not.toContain('open_frame');
    expect(searchesFor(undefined, source)).toContain('tile weights');
  });

  it('finds the answer by the source page’s title and heading, at the build’s own anchor', () => {
    const right = scoreSearch(
      site({
        'tile weights': [{ path: 'usage/', anchor: 't-w' }],
        widgets_open_frame: [
          { path: 'usage/', anchor: 'usage' },
          { path: 'widgets_8h.html', anchor: 'open' },
        ],
      }),
      source,
    );
    expect(right.misses.filter((m) => /tile weights|widgets_open_frame/.test(m))).toEqual([]);
  });

  it('counts a hit on the right page but another section, or past the third, as a miss', () => {
    const score = scoreSearch(
      site({
        'tile weights': [{ path: 'usage/', anchor: 'r' }],
        widgets_open_frame: [
          { path: 'usage/', anchor: 'usage' },
          { path: 'usage/', anchor: 'r' },
          { path: 'usage/', anchor: 't-w' },
          { path: 'widgets_8h.html', anchor: 'open' },
        ].slice(0, 3),
      }),
      source,
    );
    expect(score.misses.some((m) => m.startsWith('"tile weights" wants usage#Tile weights'))).toBe(
      true,
    );
    expect(score.misses.some((m) => m.startsWith('"widgets_open_frame"'))).toBe(true);
  });

  it('takes a hit on a page’s top as its first heading', () => {
    const top = (path: string) =>
      scoreSearch(site({ widgets_open_frame: [{ path, anchor: '' }] }), source);
    const missed = (path: string) =>
      top(path).misses.some((m) => m.startsWith('"widgets_open_frame"'));
    // A page whose h1 is the call is its entry; the header's page top ("widgets.h") is not.
    expect(missed('open.html')).toBe(false);
    expect(missed('widgets_8h.html')).toBe(true);
  });
});
