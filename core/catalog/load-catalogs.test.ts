import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CatalogError, loadCatalogs } from './load-catalogs.ts';

const table = (...rows: string[]): string =>
  ['## Tools', '', '| Tool | One line | Docs |', '|---|---|---|', ...rows].join('\n');

describe('loadCatalogs', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'folio-catalogs-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('merges catalogs in order and reports an id taken by an earlier file', async () => {
    const first = join(dir, 'first.md');
    const second = join(dir, 'second.md');
    await writeFile(first, table('| DeepSpeed | one | <https://www.deepspeed.ai/> |'));
    await writeFile(
      second,
      table(
        '| Axolotl | two | <https://docs.axolotl.ai/> |',
        '| deepspeed | dup | <https://x.example/> |',
      ),
    );

    const { docsets, problems } = await loadCatalogs([first, second]);

    expect(docsets.map((d) => [d.id, d.catalog, d.entryUrl])).toEqual([
      ['deepspeed', first, 'https://www.deepspeed.ai/'],
      ['axolotl', second, 'https://docs.axolotl.ai/'],
    ]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: second, line: 6 });
    expect(problems[0]?.message).toContain(`already defined in ${first} line 5`);
  });

  it('passes on the problems of each catalog', async () => {
    const file = join(dir, 'bad.md');
    await writeFile(file, table('| Bad | no url |  |'));
    const { docsets, problems } = await loadCatalogs([file]);
    expect(docsets).toEqual([]);
    expect(problems).toEqual([{ file, line: 5, message: 'Bad: Docs cell has no URL' }]);
  });

  it('throws a CatalogError naming a missing file', async () => {
    const good = join(dir, 'good.md');
    const missing = join(dir, 'missing.md');
    await writeFile(good, table('| A | a | <https://a.example/> |'));
    const failure = loadCatalogs([good, missing]);
    await expect(failure).rejects.toBeInstanceOf(CatalogError);
    await expect(failure).rejects.toMatchObject({
      name: 'CatalogError',
      file: missing,
      message: `catalog file not found: ${missing}`,
    });
  });

  it('says when a catalog path is a directory', async () => {
    await expect(loadCatalogs([dir])).rejects.toThrow(
      `catalog path is a directory, not a file: ${dir}`,
    );
  });

  it('loads nothing from no files', async () => {
    await expect(loadCatalogs([])).resolves.toEqual({ docsets: [], problems: [], rows: new Map() });
  });
});
