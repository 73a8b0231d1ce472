import { describe, expect, it } from 'vitest';
import { parseObjectLiteral } from '../js-literal.ts';
import { applyDocsifyAlias, readDocsifyConfig } from './read-docsify-config.ts';
import { docsifyFile, readDocsifySidebar } from './read-docsify-sidebar.ts';

const page = (script: string) =>
  `<!DOCTYPE html><html><body><div id="app"></div><script>${script}</script>` +
  '<script src="//cdn.jsdelivr.net/npm/docsify@4"></script></body></html>';

describe('parseObjectLiteral', () => {
  it('reads literals as data and leaves code as code, running nothing', () => {
    const text = `x = {
      name: 'Widget', "count": 3, ratio: -0.5e1, on: true, off: null, // a comment
      list: ['a', "b\\u0021", \`c\`], nested: { deep: [1, { k: 'v' }] },
      plugins: [function (hook) { hook.doneEach(() => { window.top.x = '}' }) }],
      later: \`\${location.host}/docs\`, name2: someVariable, fn() { return 1 },
    }`;
    expect(parseObjectLiteral(text, text.indexOf('{'))).toEqual({
      name: 'Widget',
      count: 3,
      ratio: -5,
      on: true,
      off: null,
      list: ['a', 'b!', 'c'],
      nested: { deep: [1, { k: 'v' }] },
      plugins: [{ code: true }],
      later: { code: true },
      name2: { code: true },
      fn: { code: true },
    });
  });

  it('gives up on text that is not an object literal that ends', () => {
    expect(parseObjectLiteral('{ a: "open', 0)).toBeUndefined();
    expect(parseObjectLiteral('{ a: 1, b: f(', 0)).toBeUndefined();
    expect(parseObjectLiteral('[1, 2]', 0)).toBeUndefined();
  });
});

describe('readDocsifyConfig', () => {
  it('reads basePath, loadSidebar and alias from window.$docsify, the last one winning', () => {
    const html = page(`window.$docsify = { basePath: '/old/' };
      window.$docsify = {
        name: 'Widget',
        basePath: '/docs/',
        loadSidebar: 'summary.md',
        alias: {
          '/.*/_sidebar.md': '/_sidebar.md',
          '/old/(.*)': '/new/$1',
          '/changelog': 'https://raw.githubusercontent.com/o/r/main/CHANGELOG',
          '/bad/(a+)+': '/x',
          '/also-bad': someFunction(),
        },
      };`);
    expect(readDocsifyConfig(html)).toEqual({
      basePath: '/docs/',
      sidebar: 'summary.md',
      alias: [
        ['/.*/_sidebar.md', '/_sidebar.md'],
        ['/old/(.*)', '/new/$1'],
        ['/changelog', 'https://raw.githubusercontent.com/o/r/main/CHANGELOG'],
      ],
    });
  });

  it('is empty for a page without settings it can read', () => {
    expect(readDocsifyConfig(page('window.$docsify = makeConfig();'))).toEqual({ alias: [] });
    expect(readDocsifyConfig(page('window.$docsify = { loadSidebar: true }'))).toEqual({
      sidebar: '_sidebar.md',
      alias: [],
    });
  });
});

describe('Docsify routes through alias and basePath', () => {
  const alias: Array<[string, string]> = [
    ['/.*/_sidebar.md', '/_sidebar.md'],
    ['/old/(.*)', '/new/$1'],
    ['/changelog', 'https://raw.githubusercontent.com/o/r/main/CHANGELOG'],
  ];
  const base = 'https://widget.example/docs/';

  it('rewrites a whole route as Docsify does, again until nothing matches', () => {
    expect(applyDocsifyAlias('/guide/_sidebar.md', alias)).toBe('/_sidebar.md');
    expect(applyDocsifyAlias('/old/setup', alias)).toBe('/new/setup');
    expect(applyDocsifyAlias('/old', alias)).toBe('/old');
    expect(applyDocsifyAlias('/a/b', [['/a/(.*)', '/a/$1']])).toBe('/a/b');
  });

  it('reads each route from the basePath, an alias elsewhere on the web being off the site', () => {
    expect(docsifyFile('#/old/setup', base, alias)).toBe(
      'https://widget.example/docs/new/setup.md',
    );
    expect(docsifyFile('/guide/_sidebar.md', base, alias)).toBe(
      'https://widget.example/docs/_sidebar.md',
    );
    expect(docsifyFile('/changelog', base, alias)).toBeUndefined();
    const nav = readDocsifySidebar('- [Setup](old/setup)\n- [Log](/changelog)\n', base, alias);
    expect(nav).toEqual([
      { title: 'Setup', url: 'https://widget.example/docs/new/setup.md', children: [] },
    ]);
  });
});
