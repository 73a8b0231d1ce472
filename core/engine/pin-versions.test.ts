import { describe, expect, it } from 'vitest';
import type { Docset } from '../catalog/docset.ts';
import { parseCatalog } from '../catalog/parse-catalog.ts';
import { familyOf } from './add-docset.ts';
import { pinVersions, versionEntry } from './pin-versions.ts';

const row = (docs: string, versions = '', tool = 'Trainer') =>
  parseCatalog(
    `| Tool | One line | Docs | Package | Versions |\n|---|---|---|---|---|\n| ${tool} | t | ${docs} | \`trainer_lib\` | ${versions} |\n`,
    'c.md',
  );

describe('pinVersions', () => {
  it('adds a docset per listed version, entered at that version’s folder', () => {
    const { docsets } = row('<https://t.example/en/latest/>', '0.14, 0.15');
    const pinned = pinVersions(docsets, new Map());
    expect(pinned.problems).toEqual([]);
    expect(pinned.docsets.map((d) => [d.id, d.entryUrl, d.pinned?.version])).toEqual([
      ['trainer', 'https://t.example/en/latest/', undefined],
      ['trainer@0.14', 'https://t.example/en/0.14/', '0.14'],
      ['trainer@0.15', 'https://t.example/en/0.15/', '0.15'],
    ]);
    // The package is the docset’s at every version; the version list is only the docset’s own.
    expect(pinned.docsets[1]).toMatchObject({ packages: ['trainer-lib'] });
    expect(pinned.docsets[1]?.versions).toBeUndefined();
  });

  it('shares the docset’s overrides, its prefixes moved to the version', () => {
    const { docsets } = row('<https://t.example/>');
    const overrides = new Map([
      [
        'trainer',
        {
          sideBySide: ['0.14'],
          versions: ['stable'],
          maxPages: 40,
          extraPrefixes: ['https://api.t.example/en/latest/', 'https://blog.t.example/'],
        },
      ],
    ]);
    const pinned = pinVersions(docsets, overrides, () => 3);
    expect(pinned.problems.map((p) => [p.file, p.line])).toEqual([['c.md', 3]]);
    // A bare root names no version folder, and the host is not Read the Docs: said, not guessed.
    expect(pinned.problems.map((p) => p.message)).toEqual([
      expect.stringMatching(
        /^Trainer: cannot tell where version "0\.14" lives .*folio add URL --version 0\.14$/,
      ),
    ]);
    const rtd: Docset = { ...docsets[0]!, entryUrl: 'https://trainer.readthedocs.io/' };
    const again = pinVersions([rtd], overrides);
    expect(again.docsets.map((d) => d.entryUrl)).toEqual([
      'https://trainer.readthedocs.io/',
      'https://trainer.readthedocs.io/en/0.14/',
    ]);
    expect(again.overrides.get('trainer@0.14')).toEqual({
      maxPages: 40,
      extraPrefixes: ['https://api.t.example/en/0.14/', 'https://blog.t.example/'],
    });
  });

  it('gives a row written for one version its docset’s overrides', () => {
    const { docsets, problems } = row('<https://t.example/en/0.13/>', '', 'Trainer@0.13');
    expect(problems).toEqual([]);
    expect(docsets[0]).toMatchObject({
      id: 'trainer@0.13',
      pinned: { version: '0.13', of: 'trainer' },
    });
    const pinned = pinVersions(docsets, new Map([['trainer', { maxPages: 5 }]]));
    expect(pinned.overrides.get('trainer@0.13')).toEqual({ maxPages: 5 });
  });

  it('moves a URL in one version folder to another', () => {
    expect(versionEntry('https://d.example/x/latest/guide/a.html', '2.1')).toBe(
      'https://d.example/x/2.1/guide/',
    );
    expect(versionEntry('https://d.example/', '2.1')).toBeUndefined();
  });
});

describe('the catalog’s Package and Versions cells', () => {
  it.each([
    ['a package that is no distribution name', '`deep speed!`', '', /Package cell: "speed!"/],
    ['a version with a slash', '', '0.14/x', /Versions cell: "0\.14\/x" is not a version/],
  ])('reports %s and skips the row', (_, pkg, versions, message) => {
    const parsed = parseCatalog(
      `| Tool | Docs | Package | Versions |\n|---|---|---|---|\n| T | <https://t.example/> | ${pkg} | ${versions} |\n`,
      'c.md',
    );
    expect(parsed.docsets).toEqual([]);
    expect(parsed.problems.map((p) => p.message)).toEqual([expect.stringMatching(message)]);
  });

  it('normalises package names as pip does, and refuses a bad version after @', () => {
    const parsed = parseCatalog(
      '| Tool | Docs | Package |\n|---|---|---|\n| NeMo | <https://n.example/> | `NeMo_Toolkit`, `nemo.run` |\n| X@a/b | <https://x.example/> | |\n',
      'c.md',
    );
    expect(parsed.docsets.map((d) => [d.id, d.packages])).toEqual([
      ['nemo', ['nemo-toolkit', 'nemo-run']],
    ]);
    expect(parsed.problems.map((p) => p.message)).toEqual([
      'X@a/b: "a/b" after "@" is not a version',
    ]);
  });
});

describe('familyOf (folio add --version)', () => {
  const docset = (id: string, entryUrl: string): Docset => ({
    id,
    name: id,
    section: 'S',
    description: '',
    entryUrl,
    catalog: 'c.md',
  });
  const known = [
    docset('trainer', 'https://t.example/en/latest/'),
    docset('nemo', 'https://n.example/nemo-framework/'),
    docset('hub', 'https://n.example/'),
  ];

  it('finds the docset a version’s URL belongs to', () => {
    expect(familyOf('https://t.example/en/0.14/', '0.14', known)?.id).toBe('trainer');
    expect(familyOf('https://n.example/nemo-framework/user-guide/24.07/', '24.07', known)?.id).toBe(
      'nemo',
    );
    // A site root holds everything on its host: it is nobody's family by that alone.
    expect(familyOf('https://n.example/other/1.0/', '1.0', known)).toBeUndefined();
  });
});
