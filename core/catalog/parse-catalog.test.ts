import { describe, expect, it } from 'vitest';
import type { CatalogProblem } from './docset.ts';
import { parseCatalog } from './parse-catalog.ts';

/** Checks each problem's file, line and message (a pattern, so the wording can be improved). */
function expectProblems(problems: CatalogProblem[], expected: [number, RegExp][]): void {
  expect(problems.map((p) => [p.file, p.line])).toEqual(expected.map(([line]) => ['c.md', line]));
  problems.forEach((problem, i) => expect(problem.message).toMatch(expected[i]?.[1] ?? /^$/));
}

/** Joins lines so each test can say which line number a problem must carry. */
const catalog = (...lines: string[]): string => lines.join('\n');
const ids = (text: string): string[] => parseCatalog(text, 'c.md').docsets.map((d) => d.id);

describe('parseCatalog on broken and variant catalogs', () => {
  const header = ['## S', '', '| Tool | One line | Docs |', '|---|---|---|'];

  it.each([
    ['a missing cell', '| Bad | <https://bad.example/> |', /2 cells but the table header has 3/],
    ['an ftp URL', '| Bad | x | <ftp://bad.example/> |', /"ftp:\/\/bad.example\/" is not http/],
    ['no URL', '| Bad | x | see the website |', /Bad: Docs cell has no URL/],
    ['an unparseable URL', '| Bad | x | <https://[nope/> |', /not a valid absolute URL/],
    ['a relative link', '| Bad | x | [docs](docs/index.html) |', /not a valid absolute URL/],
    ['a bad llms.txt URL', '| Bad | x | <https://a.example/> — llms.txt: <file:///x> |', /llms/],
    ['only an llms.txt URL', '| Bad | x | llms.txt: <https://a.example/llms.txt> |', /no entry/],
    ['an empty tool name', '|  | x | <https://a.example/> |', /tool name is empty/],
    ['a tool name with no letters', '| — | x | <https://a.example/> |', /no letters or digits/],
  ])('reports a row with %s on its line and keeps the others', (_, row, message) => {
    const text = catalog(
      ...header,
      '| Good | g | <https://good.example/> |',
      row,
      '| Also | a | <https://also.example/> |',
    );
    const parsed = parseCatalog(text, 'c.md');
    expect(parsed.docsets.map((d) => d.id)).toEqual(['good', 'also']);
    expectProblems(parsed.problems, [[6, message]]);
  });

  it('reports a broken front matter and still loads the rows', () => {
    const text = catalog(
      '---',
      'title: "Unclosed',
      'description: fine',
      'this is not yaml',
      'tags: [a, b',
      '---',
      ...header,
      '| Good | g | <https://good.example/> |',
    );
    const parsed = parseCatalog(text, 'c.md');
    expect(parsed.problems.map((p) => p.line)).toEqual([2, 4, 5]);
    expect(parsed.problems[0]?.message).toMatch(/title.*never closed/);
    expect(parsed.description).toBe('fine');
    expect(parsed.docsets.map((d) => [d.id, d.section])).toEqual([['good', 'S']]);
  });

  it('reports front matter that is never closed, and falls back to the H1 for the title', () => {
    const text = catalog(
      '---',
      'title: x',
      '# Heading One',
      ...header,
      '| A | a | <https://a.example/> |',
    );
    const parsed = parseCatalog(text, 'c.md');
    expectProblems(parsed.problems, [[1, /never closed/]]);
    expect(parsed.title).toBe('Heading One');
    expect(parsed.docsets.map((d) => d.id)).toEqual(['a']);
  });

  it('finds columns by header name, in any order and with extra columns', () => {
    const text = catalog(
      'Docs | License | **TOOL** | one-line',
      ':--- | --- | ---: | ---',
      '<https://a.example/> -- llms.txt: <https://a.example/llms.txt> | MIT | Alpha | first',
      'https://b.example/docs - llms.txt: https://b.example/llms.txt | BSD | Beta | second',
    );
    const parsed = parseCatalog(text, 'c.md');
    expect(parsed.problems).toEqual([]);
    expect(parsed.docsets).toEqual([
      {
        id: 'alpha',
        name: 'Alpha',
        section: '',
        description: 'first',
        entryUrl: 'https://a.example/',
        llmsTxtUrl: 'https://a.example/llms.txt',
        catalog: 'c.md',
      },
      {
        id: 'beta',
        name: 'Beta',
        section: '',
        description: 'second',
        entryUrl: 'https://b.example/docs',
        llmsTxtUrl: 'https://b.example/llms.txt',
        catalog: 'c.md',
      },
    ]);
  });

  it('reads plain [text](url) links, in the Docs cell and in the tool name', () => {
    const text = catalog(
      ...header,
      '| [**Gamma**](https://g.example/) | g | [docs](https://g.example/docs/) · [llms.txt](https://g.example/llms.txt) |',
      '| Delta | d | [Delta docs](https://d.example/ "title") |',
    );
    const parsed = parseCatalog(text, 'c.md');
    expect(parsed.problems).toEqual([]);
    expect(parsed.docsets.map((d) => [d.name, d.entryUrl, d.llmsTxtUrl])).toEqual([
      ['Gamma', 'https://g.example/docs/', 'https://g.example/llms.txt'],
      ['Delta', 'https://d.example/', undefined],
    ]);
  });

  it('reports a duplicate tool id on the later row and keeps the first', () => {
    const text = catalog(
      ...header,
      '| Deep Speed | first | <https://one.example/> |',
      '| deep-speed | second | <https://two.example/> |',
    );
    const parsed = parseCatalog(text, 'c.md');
    expect(parsed.docsets.map((d) => d.entryUrl)).toEqual(['https://one.example/']);
    expectProblems(parsed.problems, [[6, /duplicate id "deep-speed", already used on line 5/]]);
  });

  it('ignores non-catalog tables, bullet sections and code blocks', () => {
    const text = catalog(
      '## Gotchas',
      '- a | b',
      '',
      '| Tool | GPUs |',
      '|---|---|',
      '| Zeta | 8 |',
      '',
      '```',
      '| Tool | Docs |',
      '|---|---|',
      '| Eta | <https://eta.example/> |',
      '```',
    );
    expect(parseCatalog(text, 'c.md')).toMatchObject({ docsets: [], problems: [] });
  });

  it('gives tables before any H2 the section "" and keeps H3s inside their H2', () => {
    const text = catalog(
      '| Tool | Docs |',
      '|---|---|',
      '| Top | <https://top.example/> |',
      '## Two',
      '### Three',
      '| Tool | Docs |',
      '|---|---|',
      '| Low | <https://low.example/> |',
    );
    const parsed = parseCatalog(text, 'c.md');
    expect(parsed.docsets.map((d) => [d.id, d.section, d.description])).toEqual([
      ['top', '', ''],
      ['low', 'Two', ''],
    ]);
  });

  it('handles CRLF line endings and a byte-order mark', () => {
    expect(
      ids(
        '\uFEFF' +
          catalog(...header, '| CR | x | <https://cr.example/> |').replaceAll('\n', '\r\n'),
      ),
    ).toEqual(['cr']);
  });

  it('reports a table with a Docs column but no Tool column', () => {
    const parsed = parseCatalog(
      catalog('# T', '| Docs |', '|---|', '| <https://a.example/> |'),
      'c.md',
    );
    expectProblems(parsed.problems, [[2, /no Tool column/]]);
    expect(parsed.docsets).toEqual([]);
  });

  it('reads an escaped pipe as part of a cell', () => {
    const parsed = parseCatalog(
      catalog(...header, '| Pipe | a \\| b | <https://p.example/> |'),
      'c.md',
    );
    expect(parsed.docsets[0]?.description).toBe('a | b');
  });
});
