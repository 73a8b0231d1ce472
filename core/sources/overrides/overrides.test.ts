import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overridesPathFor } from './docset-overrides.ts';
import { loadOverrides } from './load-overrides.ts';
import { parseOverrides } from './parse-overrides.ts';
import { stripJsonComments } from './strip-json-comments.ts';

const FILE = 'seeds/distributed-training.overrides.json';

describe('parseOverrides', () => {
  it('reads every field, with comments and trailing commas', () => {
    const text = `{
  // DeepSpeed's API reference lives on Read the Docs.
  "deepspeed": {
    "extraPrefixes": ["https://deepspeed.example.io/en/latest/"],
    "excludes": ["/posts/", "*.ipynb",],
    "maxPages": 500,
  },
  /* Chinese too */
  "colossal-ai": { "languages": ["zh", "EN"], "versions": ["stable", "0.6"] }
}`;
    const { overrides, problems } = parseOverrides(text, FILE);
    expect(problems).toEqual([]);
    expect(Object.fromEntries(overrides)).toEqual({
      deepspeed: {
        extraPrefixes: ['https://deepspeed.example.io/en/latest/'],
        excludes: ['/posts/', '*.ipynb'],
        maxPages: 500,
      },
      'colossal-ai': { languages: ['zh', 'en'], versions: ['stable', '0.6'] },
    });
  });

  it('reads image hosts as hosts, from a bare name or a URL, and refuses a path', () => {
    const text =
      '{"unsloth": {"imageHosts": ["Files.Example-CDN.com", "https://img.example.com:8443/x", "cdn.example.com/path", "*.GitBook.io", "*"]}}';
    const { overrides, problems } = parseOverrides(text, FILE);
    expect(overrides.get('unsloth')).toEqual({
      imageHosts: ['files.example-cdn.com', 'img.example.com:8443', '*.gitbook.io'],
    });
    expect(problems).toHaveLength(2);
  });

  it('reads the render opt-in, and names the one value it takes', () => {
    const text = '{"docsify-site": {"render": "browser"}, "other": {"render": "chromium"}}';
    const { overrides, problems } = parseOverrides(text, FILE);
    expect(overrides.get('docsify-site')).toEqual({ render: 'browser' });
    expect(overrides.get('other')).toEqual({});
    expect(problems.map((p) => p.message)).toEqual([
      'other.render: expected "browser" (render each page in a headless Chromium), got "chromium"',
    ]);
  });

  it('reports bad values with file, line and key, and keeps the rest', () => {
    const text = [
      '{',
      '  "torchtune": {',
      '    "maxPages": -3,',
      '    "extraPrefixes": ["ftp://x.org/", "https://pytorch.example.org/torchtune/"],',
      '    "languages": "zh",',
      '    "colour": "blue"',
      '  },',
      '  "Bad Id": {},',
      '  "unsloth": [1]',
      '}',
    ].join('\n');
    const { overrides, problems } = parseOverrides(text, FILE);
    expect(Object.fromEntries(overrides)).toEqual({
      torchtune: { extraPrefixes: ['https://pytorch.example.org/torchtune/'] },
    });
    expect(problems).toEqual([
      {
        file: FILE,
        line: 3,
        message: 'torchtune.maxPages: expected a whole number from 1 to 1000000, got -3',
      },
      {
        file: FILE,
        line: 4,
        message: 'torchtune.extraPrefixes: "ftp://x.org/" is not an http(s) URL',
      },
      { file: FILE, line: 5, message: 'torchtune.languages: expected a list of strings, got "zh"' },
      {
        file: FILE,
        line: 6,
        message:
          'torchtune.colour: unknown field (expected one of extraPrefixes, imageHosts, excludes, languages, versions, sideBySide, render, maxPages)',
      },
      {
        file: FILE,
        line: 8,
        message: 'Bad Id: not a docset id (lowercase letters, digits and hyphens)',
      },
      { file: FILE, line: 9, message: 'unsloth: expected an object of overrides' },
    ]);
  });

  it('reports ids the catalogs do not have, but keeps them', () => {
    const { overrides, problems } = parseOverrides(
      '{"nope": {"maxPages": 1}}',
      FILE,
      new Set(['deepspeed']),
    );
    expect(overrides.get('nope')).toEqual({ maxPages: 1 });
    expect(problems[0]!.message).toBe('nope: no docset with this id in the catalogs');
  });

  it('reports invalid JSON and non-object roots', () => {
    const broken = parseOverrides('{\n  "a": {\n  "maxPages": 3\n', FILE);
    expect(broken.overrides.size).toBe(0);
    expect(broken.problems[0]!.message).toMatch(/^not valid JSON/);
    expect(parseOverrides('[1]', FILE).problems[0]!.message).toBe(
      'expected an object of docset ids',
    );
  });
});

describe('stripJsonComments', () => {
  it('keeps strings that look like comments and keeps line positions', () => {
    const text = '{"url": "https://x.org/a//b", /* c\n */ "s": "/* no */", // end\n"t": [1,]}';
    const clean = stripJsonComments(text);
    expect(JSON.parse(clean)).toEqual({ url: 'https://x.org/a//b', s: '/* no */', t: [1] });
    expect(clean.split('\n')).toHaveLength(text.split('\n').length);
  });
});

describe('loadOverrides', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'folio-overrides-'));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it('treats a missing file as no overrides', async () => {
    expect(await loadOverrides(join(dir, 'missing.overrides.json'))).toEqual({
      overrides: new Map(),
      problems: [],
    });
  });

  it('reads a file beside its catalog', async () => {
    const catalog = join(dir, 'training.md');
    await writeFile(overridesPathFor(catalog), '{"axolotl": {"excludes": ["api"]}}');
    const { overrides } = await loadOverrides(overridesPathFor(catalog));
    expect(overrides.get('axolotl')).toEqual({ excludes: ['api'] });
  });

  it('reports an unreadable path as a problem', async () => {
    const folder = join(dir, 'folder.overrides.json');
    await mkdir(folder);
    const { problems } = await loadOverrides(folder);
    expect(problems[0]!.message).toMatch(/^cannot read overrides file/);
  });

  it('derives the file name from the catalog', () => {
    expect(overridesPathFor('seeds/distributed-training.md')).toBe(
      'seeds/distributed-training.overrides.json',
    );
    expect(overridesPathFor('/a.b/catalog')).toBe('/a.b/catalog.overrides.json');
  });
});
