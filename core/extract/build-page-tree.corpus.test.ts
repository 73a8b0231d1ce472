import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { expectSameTree } from './testing/expect-same-tree.ts';

/** Real Sphinx output no one here wrote (Debian's doc packages), page by page, when installed. */
const REAL_SITES = ['/usr/share/doc/python3.11/html', '/usr/share/doc/python-dask-doc/html'];

describe('buildPageTree on installed documentation', () => {
  for (const dir of REAL_SITES) {
    it.skipIf(!existsSync(dir))(`on every page of ${dir}`, { timeout: 120_000 }, () => {
      const files = readdirSync(dir, { recursive: true, encoding: 'utf8' });
      for (const name of files.filter((n) => n.endsWith('.html'))) {
        expectSameTree(readFileSync(join(dir, name), 'utf8'), name);
      }
    });
  }
});
